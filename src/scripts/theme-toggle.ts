import { otherTheme, parseTheme, THEME_STORAGE_KEY, themeOfClassList, type Theme } from '@/lib/theme';

const currentTheme = (): Theme => themeOfClassList(document.documentElement.classList);

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const toggle of document.querySelectorAll('[data-theme-toggle]')) {
    toggle.setAttribute('aria-checked', String(theme === 'dark'));
  }
}

/**
 * The footer's dark-mode switch. Dark is the default; a choice is stored and applied before first paint by the
 * inline theme script, and other open tabs follow it.
 */
export function startThemeToggle() {
  applyTheme(currentTheme());
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    toggle.addEventListener('click', () => {
      const next = otherTheme(currentTheme());
      applyTheme(next);
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage can be blocked: the switch still works for this page.
      }
    });
  }
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(parseTheme(event.newValue));
  });
}
