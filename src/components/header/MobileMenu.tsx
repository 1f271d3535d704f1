import { useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { usePendingPress } from '@/islands/use-pending-press';
import { MobileMenuDialog } from './MobileMenuDialog';
import type { Section } from './section';

/**
 * On narrow screens a Menu button opens a panel titled Navigation, with a Close menu button. An island
 * (client:interaction): its code loads when a reader reaches for the button. Every page is its own document,
 * so the panel is closed on every route change by construction.
 */
export default function MobileMenu({
  section,
  opensInNewTab,
}: {
  section: Section;
  /** The page language's note on the external link (one string: island props are in every page's HTML). */
  opensInNewTab: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  usePendingPress(() => [buttonRef.current]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 md:hidden dark:text-zinc-300 dark:hover:bg-white/5"
      >
        <MenuIcon className="h-5 w-5" />
        Menu
      </button>
      <MobileMenuDialog
        open={open}
        onClose={() => setOpen(false)}
        section={section}
        opensInNewTab={opensInNewTab}
      />
    </>
  );
}
