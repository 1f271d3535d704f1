'use client';

import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@/components/layout/icons';

const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(loadDialog);

/** SPEC §2: on narrow screens a Menu button opens a panel titled Navigation. The panel's code loads on first use. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <button
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
          <MobileMenuDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
