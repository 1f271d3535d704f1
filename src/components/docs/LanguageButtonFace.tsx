import { LANGUAGES, type Lang } from '@/lib/i18n';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/docs-icons';

export const LANGUAGE_BUTTON_CLASS =
  'flex h-8 items-center gap-1.5 rounded-full px-3 text-sm text-zinc-700 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 data-open:bg-zinc-900/5 dark:text-zinc-300 dark:ring-white/10 dark:hover:bg-white/5 dark:data-open:bg-white/5';

/** What the language button shows: the globe, the current language (its code on phones) and the chevron. */
export function LanguageButtonFace({
  lang,
  label,
}: {
  lang: Lang;
  /** "Language" in the page's language. */
  label: string;
}) {
  const current = LANGUAGES.find((language) => language.code === lang)!;
  return (
    <>
      <GlobeIcon className="h-4 w-4 stroke-current" />
      <span className="sr-only">{label}: </span>
      {/* Phones show the code, so the docs toolbar keeps room for the page's title; the name is still spoken. */}
      <span lang={current.htmlLang} className="max-sm:sr-only">
        {current.name}
      </span>
      <span aria-hidden="true" className="uppercase sm:hidden">
        {current.code}
      </span>
      <ChevronDownIcon className="h-3 w-3 fill-none stroke-current" />
    </>
  );
}
