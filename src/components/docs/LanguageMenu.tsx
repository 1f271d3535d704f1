'use client';

import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { Lang } from '@/lib/i18n';
import { LANGUAGE_BUTTON_CLASS, LanguageButtonFace } from './LanguageButtonFace';
import type LanguageMenuPopupType from './LanguageMenuPopup';

type Popup = typeof LanguageMenuPopupType;
type Pending = 'pointer' | 'keyboard' | false;

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
  const [popup, setPopup] = useState<{ Component: Popup; focus: boolean } | null>(null);
  // State, not a ref: a press that lands after the code arrived but before the menu replaced the button still
  // reaches the menu when it mounts (as in PageActions).
  const [pending, setPending] = useState<Pending>(false);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    void loadPopup().then((Component: ComponentType<never> | Popup) => {
      setPopup({ Component: Component as Popup, focus: document.activeElement === button.current });
    });
  }

  function press(kind: Exclude<Pending, false>) {
    setPending(kind);
    load();
  }

  if (popup) {
    const { Component } = popup;
    return <Component lang={lang} label={label} focusOnMount={popup.focus} openOnMount={pending} />;
  }
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-testid="language-menu-button"
      className={LANGUAGE_BUTTON_CLASS}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      onClick={(event) => press(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          press('keyboard');
        }
      }}
    >
      <LanguageButtonFace lang={lang} label={label} />
    </button>
  );
}
