'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';

const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(loadDialog);

/** On narrow screens a Menu button opens a panel titled Navigation, with a Close menu button. The panel's code loads on first use. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closed on every route change too, whatever started the navigation.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  // Headless UI gives focus back to the element it saw focused before the dialog opened, but its focus history
  // starts when its code loads, which here is after the click. So the Menu button takes focus back itself, as
  // soon as the closing dialog stops making the rest of the page inert.
  function close() {
    setOpen(false);
    let frames = 0;
    const restore = () => {
      const button = buttonRef.current;
      if (!button?.isConnected) return;
      if (button.closest('[inert]')) {
        if (++frames < 120) window.requestAnimationFrame(restore);
        return;
      }
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('[role="dialog"]'))
        button.focus({ preventScroll: true });
    };
    window.requestAnimationFrame(restore);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 md:hidden dark:text-zinc-300 dark:hover:bg-white/5"
      >
        <MenuIcon className="h-5 w-5" />
        Menu
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
