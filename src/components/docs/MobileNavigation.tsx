import { useEffect, useRef, useState } from 'react';
import { ChevronDownIcon, NavigationIcon } from '@/components/ui/docs-icons';
import { usePendingPress } from '@/islands/use-pending-press';
import { clientDocsStrings } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n';
import { MobileNavigationDialog, type MobileNavigationProps } from './MobileNavigationDialog';

/**
 * The small-screen documentation navigation (an island, client:interaction): the toggle, with the current page's
 * title, and the slide-in panel. Open, close and toggle; it closes on a hash change, and every page is its own
 * document, so on route changes too.
 */
export default function MobileNavigation({
  lang,
  ...rest
}: Omit<MobileNavigationProps, 'strings'> & { lang: Lang }) {
  // Its words come from the island's own dictionaries, not its props: props are written into every page's HTML.
  const strings = clientDocsStrings(lang);
  const props: MobileNavigationProps = { ...rest, strings };
  const { currentTitle } = props;
  const [isOpen, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  usePendingPress(() => [toggleRef.current]);

  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, []);

  // Headless UI gives focus back to the element focused before the dialog opened; after a link inside the panel
  // closed it, that element may be gone, so the toggle takes focus back itself once the page is no longer inert.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    let frame = 0;
    let tries = 0;
    const restore = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || active.closest('[role="dialog"]');
      const toggle = toggleRef.current;
      if (!lost || !toggle) return;
      toggle.focus({ preventScroll: true });
      if (document.activeElement !== toggle && tries++ < 90) frame = window.requestAnimationFrame(restore);
    };
    frame = window.requestAnimationFrame(restore);
    return () => window.cancelAnimationFrame(frame);
  }, [isOpen]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        data-testid="mobile-navigation-toggle"
        className="-ml-2 flex h-8 max-w-full min-w-0 items-center gap-2 rounded-md px-2 text-sm text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:hover:bg-white/5"
        onClick={() => setOpen((open) => !open)}
      >
        <NavigationIcon className="h-5 w-5 flex-none stroke-current" />
        <span className="sr-only">{strings.openNavigation}: </span>
        {currentTitle && <span className="truncate font-medium">{currentTitle}</span>}
        <ChevronDownIcon className="h-3 w-3 flex-none fill-none stroke-current" />
      </button>
      <MobileNavigationDialog {...props} isOpen={isOpen} close={() => setOpen(false)} />
    </>
  );
}
