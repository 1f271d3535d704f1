export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'robyn-theme';
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown): Theme {
  return value === 'light' ? 'light' : DEFAULT_THEME;
}
