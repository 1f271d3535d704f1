/// <reference types="vite/client" />
import { DEFAULT_LANG } from './index';
import type { Dictionary } from './dictionary';

/**
 * The dictionaries (content/i18n/*.json) as the islands' bundles carry them: an island renders in the reader's
 * browser, where the server's loader (./index.ts) cannot read files. Keyed by language code.
 */
const files = import.meta.glob<Dictionary>('@content/i18n/*.json', { eager: true, import: 'default' });
const byLang = new Map(
  Object.entries(files).map(([file, dictionary]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), dictionary]),
);

/** Interface text of the documentation area in one language (the default language's when it has none). */
export function clientDocsStrings(lang: string): Dictionary['docs'] {
  return (byLang.get(lang) ?? byLang.get(DEFAULT_LANG))!.docs;
}
