import { LANGUAGES, type Lang } from '@/lib/i18n';
import { docsStrings } from './strings';

export const LANGUAGE_BUTTON_CLASS =
  'flex h-8 items-center gap-1.5 rounded-full px-3 text-sm text-zinc-700 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 data-open:bg-zinc-900/5 dark:text-zinc-300 dark:ring-white/10 dark:hover:bg-white/5 dark:data-open:bg-white/5';

/** What the language button shows, shared by its light first version and the Headless UI one. */
export function LanguageButtonFace({ lang }: { lang: Lang }) {
  const current = LANGUAGES.find((language) => language.code === lang)!;
  return (
    <>
      <svg
        viewBox="0 0 20 20"
        fill="none"
        aria-hidden="true"
        className="h-4 w-4 stroke-current"
        strokeWidth="1.5"
      >
        <circle cx="10" cy="10" r="7.25" />
        <path d="M2.75 10h14.5M10 2.75c2 2.1 3 4.5 3 7.25s-1 5.15-3 7.25c-2-2.1-3-4.5-3-7.25s1-5.15 3-7.25Z" />
      </svg>
      <span className="sr-only">{docsStrings(lang).language}: </span>
      <span lang={current.htmlLang}>{current.name}</span>
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="h-3 w-3 fill-none stroke-current"
        strokeWidth="1.5"
      >
        <path d="m4.5 6.5 3.5 3.5 3.5-3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
}
