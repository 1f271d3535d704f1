// @ts-check
import path from 'node:path';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { colorMixFallbacks } from './src/integrations/color-mix-fallbacks.ts';
import { mcpBundle } from './src/integrations/mcp.ts';
import { staticOutput } from './src/integrations/static-output.ts';

/**
 * Build-time settings that reach browser code. Read once here and written into the bundles, so a page never
 * depends on the server's environment.
 */
const PUBLIC_VARIABLES = [
  'PUBLIC_SITE_URL',
  'PUBLIC_EDIT_BASE_URL',
  'PUBLIC_ALGOLIA_APP_ID',
  'PUBLIC_ALGOLIA_SEARCH_KEY',
  'PUBLIC_ALGOLIA_INDEX_NAME',
  'PUBLIC_ALGOLIA_HOSTS',
  'PUBLIC_ANALYTICS',
];
const analytics = process.env.PUBLIC_ANALYTICS ?? (process.env.VERCEL ? '1' : '0');
const define = Object.fromEntries(
  PUBLIC_VARIABLES.map((name) => [
    `process.env.${name}`,
    JSON.stringify(name === 'PUBLIC_ANALYTICS' ? analytics : (process.env[name] ?? '')),
  ]),
);

const contentDir = path.resolve(
  process.env.ROBYN_CONTENT_DIR || new URL('./content', import.meta.url).pathname,
);

/** The "on first interaction" island trigger (src/islands/interaction.ts): client:interaction. */
function interactionDirective() {
  return {
    name: 'robyn:interaction-directive',
    hooks: {
      /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/islands/interaction.ts' });
      },
    },
  };
}

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'https://robyn.tech',
  output: 'static',
  outDir: process.env.DIST_DIR || 'dist',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'never' },
  compressHTML: true,
  devToolbar: { enabled: false },
  integrations: [react(), interactionDirective(), staticOutput(), mcpBundle({ contentDir })],
  vite: {
    plugins: [tailwindcss(), colorMixFallbacks()],
    define,
    build: {
      rollupOptions: {
        output: {
          // The small modules the on-load scripts (site.ts, docs.ts) and the islands share are one file, so a
          // page requests one shared chunk instead of several (format.ts: docs.ts and the islands; the search
          // modules: the search shortcut in site.ts and the search dialog; after-paint.ts: site.ts and docs.ts).
          manualChunks: (id) =>
            /\/src\/(lib\/(constants|i18n\/index|i18n\/format|search\/(config|fetch-index|paths|query|segmenter))\.ts|scripts\/after-paint\.ts|site\.config\.ts)$/.test(
              id,
            )
              ? 'shared'
              : undefined,
        },
      },
    },
    resolve: {
      alias: {
        // The content folder: content/, or a fixture's (ROBYN_CONTENT_DIR), for the languages file.
        '@content': contentDir,
        '@': new URL('./src', import.meta.url).pathname,
      },
    },
    ssr: {
      external: ['shiki', '@shikijs/rehype', 'subset-font', '@resvg/resvg-js', 'satori'],
    },
  },
});
