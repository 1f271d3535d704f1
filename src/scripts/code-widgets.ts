import {
  addPreference,
  CODE_PREFERENCE_STORAGE_KEY,
  parsePreferences,
  preferredTabIndex,
} from '@/lib/code-preference';
import { COPY_CONFIRMATION_MS } from '@/lib/constants';

function readPreferences(): string[] {
  try {
    return parsePreferences(window.localStorage.getItem(CODE_PREFERENCE_STORAGE_KEY));
  } catch {
    return [];
  }
}

function tabsOf(group: Element): HTMLButtonElement[] {
  return Array.from(group.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
}

function showTab(group: Element, selected: number) {
  tabsOf(group).forEach((tab, index) => {
    const isSelected = index === selected;
    tab.setAttribute('aria-selected', String(isSelected));
    tab.tabIndex = isSelected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') || '');
    if (panel) panel.hidden = !isSelected;
  });
}

/** Every group on the page shows the most recently chosen label it offers. */
function applyPreferences(preferences: readonly string[]) {
  for (const group of document.querySelectorAll('[data-code-tabs]')) {
    const labels = tabsOf(group).map((tab) => tab.dataset.codeLabel || '');
    showTab(group, preferredTabIndex(labels, preferences));
  }
}

/** A choice becomes the preferred language of every group (kept in localStorage, followed by other tabs). */
function choose(tab: HTMLButtonElement, focus: boolean) {
  const label = tab.dataset.codeLabel;
  if (!label) return;
  // Keep the chosen tab where it is on screen when groups above it change height.
  const top = tab.getBoundingClientRect().top;
  const preferences = addPreference(readPreferences(), label);
  try {
    window.localStorage.setItem(CODE_PREFERENCE_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage can be blocked: the choice still applies to this page.
  }
  applyPreferences(preferences);
  const delta = tab.getBoundingClientRect().top - top;
  if (Math.abs(delta) > 1) window.scrollBy(0, delta);
  if (focus) tab.focus();
}

const timers = new WeakMap<HTMLElement, number>();

async function copy(button: HTMLButtonElement) {
  const text =
    button.dataset.copy ??
    button.closest('[data-testid="code-block"]')?.querySelector('pre')?.textContent ??
    '';
  const label = button.querySelector('span') ?? button;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  button.dataset.copied = 'true';
  const rest = label.textContent;
  label.textContent = button.dataset.copiedLabel ?? rest;
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      button.dataset.copied = 'false';
      label.textContent = button.dataset.copyLabel ?? rest;
    }, COPY_CONFIRMATION_MS),
  );
}

const TAB_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/** Code groups' language tabs and every code block's Copy button, by event delegation. */
export function startCodeWidgets() {
  applyPreferences(readPreferences());
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const copyButton = target.closest<HTMLButtonElement>('[data-testid="copy-button"]');
    if (copyButton) return void copy(copyButton);
    const tab = target.closest<HTMLButtonElement>('[data-code-tabs] [role="tab"]');
    if (tab) choose(tab, false);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLButtonElement>('[data-code-tabs] [role="tab"]');
    if (!tab || !TAB_KEYS.includes(event.key)) return;
    const tabs = tabsOf(tab.closest('[data-code-tabs]')!);
    const index = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key as 'Home'];
    event.preventDefault();
    choose(tabs[next]!, true);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === CODE_PREFERENCE_STORAGE_KEY || event.key === null)
      applyPreferences(parsePreferences(event.newValue));
  });
}
