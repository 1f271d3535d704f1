/// <reference types="vite/client" />
import type { Dictionary } from './index';

/**
 * The dictionaries (content/i18n/*.json) as the islands' bundles carry them: an island renders in the reader's
 * browser, where the server's loader (./index.ts) cannot read files. Keyed by language code.
 */
const files = import.meta.glob<Dictionary>('@content/i18n/*.json', { eager: true, import: 'default' });
const byLang = new Map(
  Object.entries(files).map(([file, dictionary]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), dictionary]),
);

/** Interface text of the documentation area in one language (English when a language has no dictionary). */
export function clientDocsStrings(lang: string): Dictionary['docs'] {
  return (byLang.get(lang) ?? byLang.get('en'))!.docs;
}
