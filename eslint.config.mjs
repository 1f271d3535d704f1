import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // App Router root layouts own <head>; next/head is a Pages Router API.
    files: ['src/components/shell/**'],
    rules: { '@next/next/no-head-element': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', '.next-*/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'public/search/**'],
  },
];

export default config;
