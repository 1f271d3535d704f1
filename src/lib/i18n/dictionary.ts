import fs from 'node:fs';
import path from 'node:path';
import type en from '@content/i18n/en.json';
import { contentRoot } from '@/lib/content-root';
import type { Lang } from './index';

export { format } from './format';

/**
 * Every text of the site that depends on the documentation's language: interface text (`docs`), navigation group
 * titles (`groups`), the llms.txt words (`llms`) and social-card words (`card`). One JSON file per language,
 * content/i18n/<code>.json, shaped like the English one; `{name}` marks a value filled in with `format`.
 * Read on the server (build time); islands use ./client.ts, which bundles the same files.
 */
export type Dictionary = typeof en;

const cache = new Map<string, Dictionary>();

export function dictionary(lang: Lang): Dictionary {
  let entry = cache.get(lang);
  if (!entry) {
    const file = path.join(contentRoot(), 'i18n', `${lang}.json`);
    if (!fs.existsSync(file))
      throw new Error(`Missing dictionary ${file} for the language "${lang}" of content/languages.json`);
    entry = JSON.parse(fs.readFileSync(file, 'utf8')) as Dictionary;
    cache.set(lang, entry);
  }
  return entry;
}

/** Interface text of the documentation area in one language. */
export function docsStrings(lang: Lang): Dictionary['docs'] {
  return dictionary(lang).docs;
}
