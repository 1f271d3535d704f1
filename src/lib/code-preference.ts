/** The code-tab labels (JavaScript, TypeScript, PHP, Python, Ruby, Go; Code otherwise), keyed by the fence language. */
export const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  javascript: 'JavaScript',
  js: 'JavaScript',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  php: 'PHP',
  python: 'Python',
  py: 'Python',
  ruby: 'Ruby',
  rb: 'Ruby',
  go: 'Go',
};

export const DEFAULT_CODE_LABEL = 'Code';

export const CODE_PREFERENCE_STORAGE_KEY = 'robyn-code-language';

/** How many past choices are remembered; a group picks the most recent one it offers. */
const MAX_PREFERENCES = 8;

/** A code block's tab label: its title, else its language's name, else 'Code'. */
export function codeLabel(language?: string, title?: string): string {
  return title || (language ? LANGUAGE_LABELS[language.toLowerCase()] : undefined) || DEFAULT_CODE_LABEL;
}

/** Reads what localStorage holds; anything unexpected counts as no preference. */
export function parsePreferences(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_PREFERENCES)
      : [];
  } catch {
    return [];
  }
}

/** The chosen label becomes the most recent preference. */
export function addPreference(preferences: readonly string[], label: string): string[] {
  return [label, ...preferences.filter((p) => p !== label)].slice(0, MAX_PREFERENCES);
}

/** The tab a group shows: the most recently chosen label it offers, else its first tab. */
export function preferredTabIndex(labels: readonly string[], preferences: readonly string[]): number {
  for (const preference of preferences) {
    const index = labels.indexOf(preference);
    if (index >= 0) return index;
  }
  return 0;
}
