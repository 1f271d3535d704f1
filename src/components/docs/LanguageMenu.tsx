'use client';

import type { Lang } from '@/lib/i18n';
import { LANGUAGE_BUTTON_CLASS, LanguageButtonFace } from './LanguageButtonFace';
import { useLazyMenu } from './lazy-menu';

const loadPopup = () => import('./LanguageMenuPopup').then((module) => module.default);

/**
 * Language dropdown (English / 中文). The page ships a light button; the Headless UI menu is fetched when a
 * pointer, touch or focus reaches it, and takes its place before or right after the first press.
 */
export function LanguageMenu({
  lang,
  label,
}: {
  lang: Lang;
  /** "Language" in the page's language. */
  label: string;
}) {
  const { Loaded, mount, triggerProps } = useLazyMenu(loadPopup);
  if (Loaded && mount) return <Loaded lang={lang} label={label} {...mount} />;
  return (
    <button {...triggerProps} data-testid="language-menu-button" className={LANGUAGE_BUTTON_CLASS}>
      <LanguageButtonFace lang={lang} label={label} />
    </button>
  );
}
