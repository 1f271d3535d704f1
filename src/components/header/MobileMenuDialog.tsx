import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import { CloseIcon, ExternalIcon } from '@/components/ui/icons';
import { isCurrentSection, MOBILE_LINKS } from './nav-items';
import type { Section } from './section';

/**
 * The panel of the mobile menu. Headless UI's Dialog traps focus inside it, closes on
 * Escape and outside clicks, and gives focus back to the Menu button.
 */
export function MobileMenuDialog({
  open,
  onClose,
  section,
  opensInNewTab,
}: {
  open: boolean;
  onClose: () => void;
  section: Section;
  opensInNewTab: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-zinc-950/40 backdrop-blur-xs transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-x-0 top-0 p-3">
        <DialogPanel
          transition
          className="rounded-2xl bg-white p-4 shadow-xl ring-1 ring-zinc-900/10 transition duration-200 data-closed:-translate-y-2 data-closed:opacity-0 motion-reduce:transition-none dark:bg-zinc-900 dark:ring-white/10"
        >
          <div className="flex items-center justify-between">
            <DialogTitle className="text-sm font-semibold text-zinc-900 dark:text-white">
              Navigation
            </DialogTitle>
            <CloseButton
              aria-label="Close menu"
              className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:hover:bg-white/5"
            >
              <CloseIcon className="h-5 w-5" />
            </CloseButton>
          </div>
          <nav aria-label="Site">
            <ul role="list" className="mt-3 divide-y divide-zinc-900/5 text-base dark:divide-white/5">
              {MOBILE_LINKS.map((link) => {
                const current = isCurrentSection(section, link.href);
                const className = clsx(
                  'flex items-center justify-between py-3 font-medium focus-visible:outline-2 focus-visible:outline-orange-500',
                  current ? 'text-orange-700 dark:text-orange-400' : 'text-zinc-800 dark:text-zinc-200',
                );
                return (
                  <li key={link.href}>
                    {link.external ? (
                      <CloseButton
                        as="a"
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={className}
                      >
                        {link.title}
                        <span className="sr-only"> {opensInNewTab}</span>
                        <ExternalIcon className="h-4 w-4" />
                      </CloseButton>
                    ) : (
                      <CloseButton
                        as="a"
                        href={link.href}
                        aria-current={current ? 'page' : undefined}
                        className={className}
                      >
                        {link.title}
                      </CloseButton>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
