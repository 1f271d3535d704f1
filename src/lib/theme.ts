export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'robyn-theme';
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown): Theme {
  return value === 'light' ? 'light' : DEFAULT_THEME;
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** The class on <html> carries the theme: `dark` present means dark. */
export function themeOfClassList(classList: { contains(token: string): boolean }): Theme {
  return classList.contains('dark') ? 'dark' : 'light';
}

/**
 * Inline script for <head>: applies the stored theme before first paint, so a visitor who chose light
 * never sees a flash of dark. It must stay tiny and never throw (storage can be blocked).
 */
export function themeScriptSource(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  return `try{if(localStorage.getItem(${key})==='light'){document.documentElement.classList.remove('dark')}}catch(e){}`;
}
