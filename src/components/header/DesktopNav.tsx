import clsx from 'clsx';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { DESKTOP_LINKS, isCurrentSection } from './nav-items';
import type { Section } from './section';

export function DesktopNav({
  section,
  strings,
}: {
  section: Section;
  strings: Pick<Dictionary['docs'], 'mainNavigation' | 'opensInNewTab'>;
}) {
  return (
    <nav aria-label={strings.mainNavigation} className="hidden md:block">
      <ul role="list" className="flex items-center gap-1 text-sm font-medium">
        {DESKTOP_LINKS.map((link) => {
          const current = isCurrentSection(section, link.href);
          return (
            <li key={link.href}>
              {link.external ? (
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-md px-2.5 py-2 text-zinc-700 transition hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:hover:text-white"
                >
                  {link.title}
                  <span className="sr-only"> {strings.opensInNewTab}</span>
                </a>
              ) : (
                <a
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'rounded-md px-2.5 py-2 transition focus-visible:outline-2 focus-visible:outline-orange-500',
                    current
                      ? 'text-orange-700 underline decoration-2 underline-offset-8 dark:text-orange-400'
                      : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white',
                  )}
                >
                  {link.title}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
