import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { PanelCloseIcon } from '@/components/ui/docs-icons';

/**
 * The slide-in panel of the small-screen navigation: backdrop fades in MOBILE_NAV_FADE_MS (300 ms, duration-300),
 * panel slides in MOBILE_NAV_SLIDE_MS (500 ms, duration-500). Headless UI owns the elements' inline style, so
 * the durations are classes; the browser test checks them against the constants.
 */
export interface MobileNavigationStrings {
  openNavigation: string;
  navigationTitle: string;
  closeNavigation: string;
  docsNavigation: string;
  opensInNewTab: string;
}

export interface MobileNavigationProps {
  /** The shown page's title in the navigation, on the toggle. */
  currentTitle: string | null;
  extraLinks: Array<{ title: string; href: string; external?: boolean }>;
  strings: MobileNavigationStrings;
}

/**
 * The page's documentation navigation, as the sidebar renders it (src/components/docs/Navigation.tsx), for the
 * panel: the page already holds it, so the island needs no copy of the navigation in its props. Ids and the
 * sidebar's own markers (transition name, section spy hook) are renamed for the copy.
 */
function sidebarNavigationHtml(): string {
  // The island's server render has the panel closed: nothing to copy there.
  if (typeof document === 'undefined') return '';
  const sidebar = document.querySelector('nav[data-sidebar]');
  if (!sidebar) return '';
  const copy = sidebar.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-sidebar');
  for (const element of copy.querySelectorAll<HTMLElement>('[id], [aria-labelledby], [style]')) {
    if (element.id) element.id = element.id.replace(/^sidebar-/, 'mobile-');
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) element.setAttribute('aria-labelledby', labelledBy.replace(/^sidebar-/, 'mobile-'));
    element.style.viewTransitionName = '';
  }
  return copy.outerHTML;
}

export function MobileNavigationDialog({
  extraLinks,
  strings,
  isOpen,
  close,
}: MobileNavigationProps & { isOpen: boolean; close: () => void }) {
  // Mounted closed first, so the first opening plays the enter transition too.
  const [mounted, setMounted] = useState(false);
  const [navigation] = useState(sidebarNavigationHtml);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setMounted(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  // It opens at the current page: its link in the middle of the panel, as the sidebar shows it.
  const panel = useRef<HTMLDivElement>(null);
  const shown = mounted && isOpen;
  useEffect(() => {
    if (!shown) return;
    const frame = window.requestAnimationFrame(() => {
      const scroller = panel.current;
      const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!scroller || !current) return;
      const top = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      scroller.scrollTop += top - (scroller.clientHeight - current.offsetHeight) / 2;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [shown]);

  // A link to the very page and anchor already shown changes nothing the close effects would notice.
  function closeOnSameUrl(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || link.target === '_blank') return;
    const url = new URL(link.href, window.location.href);
    if (url.pathname === window.location.pathname && url.hash === window.location.hash) close();
  }

  return (
    <Dialog open={shown} onClose={close} className="fixed inset-0 z-50 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-zinc-950/40 backdrop-blur-xs transition-opacity duration-300 ease-out data-closed:opacity-0 dark:bg-black/60"
      />
      <DialogPanel
        ref={panel}
        transition
        onClickCapture={closeOnSameUrl}
        data-testid="mobile-navigation-panel"
        className="fixed inset-y-0 left-0 flex w-full max-w-xs flex-col overflow-y-auto bg-white shadow-xl ring-1 ring-zinc-900/10 transition-transform duration-500 ease-in-out data-closed:-translate-x-full dark:bg-zinc-900 dark:ring-white/10"
      >
        <div className="flex h-14 flex-none items-center justify-between border-b border-zinc-900/10 px-4 dark:border-white/10">
          <DialogTitle className="text-sm font-semibold text-zinc-900 dark:text-white">
            {strings.navigationTitle}
          </DialogTitle>
          <CloseButton
            aria-label={strings.closeNavigation}
            className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:hover:bg-white/5"
          >
            <PanelCloseIcon className="h-5 w-5 stroke-current" />
          </CloseButton>
        </div>
        <div className="flex-1 px-4 pt-4 pb-8">
          <ul role="list" className="mb-6 space-y-1 border-b border-zinc-900/10 pb-4 dark:border-white/10">
            {extraLinks.map((link) => (
              <li key={link.title}>
                {link.external ? (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block py-1 text-sm text-zinc-600 transition hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
                  >
                    {link.title}
                    <span className="sr-only"> {strings.opensInNewTab}</span>
                  </a>
                ) : (
                  <a
                    href={link.href}
                    className="block py-1 text-sm text-zinc-600 transition hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
                  >
                    {link.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <div dangerouslySetInnerHTML={{ __html: navigation }} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
