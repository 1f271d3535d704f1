'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/** The press that asked for a menu while its code was loading; the menu finishes it when it mounts. */
export type PendingPress = 'pointer' | 'keyboard' | false;

/** What a menu loaded on first use receives from its light button. */
export interface LazyMenuMount {
  focusOnMount: boolean;
  openOnMount: PendingPress;
}

/**
 * A menu whose Headless UI code loads on first use (the language menu, the page actions). The page renders a
 * light button with `triggerProps`; a pointer, touch or focus on it fetches the code, and `loaded` then holds the
 * menu component to render in the button's place with its `mount` props. A press is kept as state, not a ref:
 * one that lands after the code arrived but before the menu replaced the button still reaches the menu.
 */
export function useLazyMenu<Component>(loadMenu: () => Promise<Component>) {
  const [loaded, setLoaded] = useState<{ Component: Component; focus: boolean } | null>(null);
  const [pending, setPending] = useState<PendingPress>(false);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    void loadMenu().then((Component) => {
      setLoaded({ Component, focus: document.activeElement === button.current });
    });
  }

  function press(kind: Exclude<PendingPress, false>) {
    setPending(kind);
    load();
  }

  const triggerProps = {
    ref: button,
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': 'false',
    onPointerEnter: load,
    onTouchStart: load,
    onFocus: load,
    onClick: (event: MouseEvent) => press(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        press('keyboard');
      }
    },
  } as const;

  const mount: LazyMenuMount | null = loaded && { focusOnMount: loaded.focus, openOnMount: pending };
  return { Loaded: loaded?.Component ?? null, mount, triggerProps };
}

/**
 * The menu's side: a ref for its MenuButton that, on the first mount only, takes the focus the light button had
 * and finishes the press that asked for the menu. Later renders keep the menu's own state.
 */
export function useFinishPendingPress({ focusOnMount, openOnMount }: LazyMenuMount) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    if (focusOnMount || openOnMount === 'keyboard') element.focus({ preventScroll: true });
    if (openOnMount === 'keyboard') {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    } else if (openOnMount === 'pointer') {
      element.click();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return button;
}
