import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  otherTheme,
  parseTheme,
  THEME_STORAGE_KEY,
  themeOfClassList,
  themeScriptSource,
} from '@/lib/theme';

function fakeDocument(stored: string | null, { throws = false } = {}) {
  const classes = new Set(['dark']);
  const documentElement = {
    classList: {
      remove: (c: string) => classes.delete(c),
      contains: (c: string) => classes.has(c),
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (throws) throw new Error('blocked');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  return { classes, documentElement, localStorage };
}

function runThemeScript(stored: string | null, options?: { throws?: boolean }) {
  const env = fakeDocument(stored, options);
  new Function('document', 'localStorage', themeScriptSource())(
    { documentElement: env.documentElement },
    env.localStorage,
  );
  return env.classes.has('dark') ? 'dark' : 'light';
}

describe('theme', () => {
  it('is dark by default and only "light" switches it', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('blue')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(otherTheme('dark')).toBe('light');
    expect(otherTheme('light')).toBe('dark');
  });

  it('reads the theme from the class list', () => {
    expect(themeOfClassList({ contains: (c) => c === 'dark' })).toBe('dark');
    expect(themeOfClassList({ contains: () => false })).toBe('light');
  });

  it('the head script applies a stored light theme and never throws', () => {
    expect(runThemeScript(null)).toBe('dark');
    expect(runThemeScript('dark')).toBe('dark');
    expect(runThemeScript('light')).toBe('light');
    expect(runThemeScript('light', { throws: true })).toBe('dark');
  });
});
