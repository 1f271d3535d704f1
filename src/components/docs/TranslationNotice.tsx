/**
 * Shown above a translated page whose English original changed after the translation was last checked
 * (its `sourceHash` no longer matches, src/lib/docs/translation.ts). Text in the page's language.
 */
export function TranslationNotice({
  text,
  linkText,
  href,
}: {
  text: string;
  linkText: string;
  href: string;
}) {
  return (
    <div
      role="note"
      aria-label={text}
      data-testid="translation-notice"
      className="not-prose mb-8 rounded-xl border border-zinc-900/10 bg-zinc-50 px-4 py-3 text-sm leading-6 text-zinc-700 dark:border-white/10 dark:bg-white/5 dark:text-zinc-300"
    >
      {text}{' '}
      <a
        href={href}
        hrefLang="en"
        className="font-medium text-orange-700 underline underline-offset-2 hover:text-orange-800 dark:text-orange-300 dark:hover:text-orange-200"
      >
        {linkText}
      </a>
    </div>
  );
}
