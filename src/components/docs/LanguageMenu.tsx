import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import clsx from 'clsx';
import { useState } from 'react';
import { LANGUAGES, switchLangInPath, type Lang } from '@/lib/i18n';
import { LANGUAGE_BUTTON_CLASS, LanguageButtonFace } from './LanguageButtonFace';
import { CheckIcon } from '@/components/ui/docs-icons';
import { usePendingPress } from '@/islands/use-pending-press';
import { useRef } from 'react';

/** Rendered only while the menu is open (in the browser), so it may read the current #hash directly. */
function LanguageItems({ lang, pathname }: { lang: Lang; pathname: string }) {
  const [hash] = useState(() => window.location.hash);
  return LANGUAGES.map((language) => (
    <MenuItem key={language.code}>
      <a
        href={switchLangInPath(`${pathname}${hash}`, language.code)}
        lang={language.htmlLang}
        hrefLang={language.htmlLang}
        aria-current={language.code === lang ? 'true' : undefined}
        className="flex items-center justify-between gap-4 rounded-md px-3 py-1.5 text-sm text-zinc-700 data-focus:bg-zinc-900/5 data-focus:text-zinc-900 dark:text-zinc-300 dark:data-focus:bg-white/10 dark:data-focus:text-white"
      >
        {language.name}
        <CheckIcon
          className={clsx('h-4 w-4 fill-none stroke-orange-500', language.code !== lang && 'invisible')}
        />
      </a>
    </MenuItem>
  ));
}

/**
 * Language dropdown (English / 中文), an island (client:interaction): Headless UI's menu (typeahead, keyboard,
 * focus handling). Choosing a language rewrites the language segment of the current documentation path and keeps
 * the #hash. Without JavaScript, the page's <noscript> links do the same.
 */
export default function LanguageMenu({
  lang,
  label,
  path,
}: {
  lang: Lang;
  label: string;
  /** The address the page is shown at. */
  path: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  usePendingPress(() => [button.current]);
  return (
    <Menu>
      <MenuButton ref={button} data-testid="language-menu-button" className={LANGUAGE_BUTTON_CLASS}>
        <LanguageButtonFace lang={lang} label={label} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-50 w-40 rounded-xl bg-white p-1 shadow-lg ring-1 ring-zinc-900/10 focus:outline-none dark:bg-zinc-900 dark:ring-white/10"
      >
        <LanguageItems lang={lang} pathname={path} />
      </MenuItems>
    </Menu>
  );
}
