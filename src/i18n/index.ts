import type { Lang } from '@/lib/i18n';
import en, { type Dictionary } from './en';
import zh from './zh';

export type { Dictionary };

/** The dictionary of each documentation language: one file per language in this folder. */
const DICTIONARIES: Record<Lang, Dictionary> = { en, zh };

export function dictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang];
}

/** Interface text of the documentation area in one language. */
export function docsStrings(lang: Lang): Dictionary['docs'] {
  return DICTIONARIES[lang].docs;
}
