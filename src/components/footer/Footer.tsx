import { GitHubIcon } from '@/components/ui/icons';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { format } from '@/lib/i18n/format';
import { siteConfig } from '@/site.config';
import { CurrentYear } from './CurrentYear';
import { ThemeToggle } from './ThemeToggle';

const SITE_LINKS = [
  { title: 'Home', href: '/' },
  { title: 'Documentation', href: '/documentation' },
  { title: 'Releases', href: '/releases' },
  { title: 'Community', href: '/community' },
] as const;

const linkClass =
  'rounded-sm text-zinc-700 transition hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:hover:text-white';

/**
 * The footer: site links (Home, Documentation, Releases, Community), the chat invite, the copyright year, the theme
 * switch and a repository button. Its other words are in the page's language (content/i18n/<code>.json); the
 * site links keep the spec's names.
 */
export function Footer({ strings }: { strings: Dictionary['docs'] }) {
  const github = `${format(strings.onGitHub, { name: siteConfig.name })} ${strings.opensInNewTab}`;
  return (
    <footer className="border-t border-zinc-900/10 dark:border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 pr-20 text-sm sm:px-6 lg:px-8 lg:pr-24">
        <nav aria-label={strings.footerNavigation}>
          <ul role="list" className="flex flex-wrap gap-x-6 gap-y-3">
            {SITE_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.title}
                </a>
              </li>
            ))}
            <li>
              <a
                href={siteConfig.chatInviteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                Discord<span className="sr-only"> {strings.opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-zinc-600 dark:text-zinc-400">
            © <CurrentYear buildYear={new Date().getFullYear()} /> {siteConfig.name}. {strings.license}
          </p>
          <ThemeToggle label={strings.darkMode} />
        </div>
      </div>
      <a
        href={siteConfig.repository.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={github}
        data-testid="github-fab"
        className="github-fab fixed right-4 bottom-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-zinc-900 text-white shadow-lg ring-1 ring-white/10 hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
      >
        <GitHubIcon className="h-6 w-6" />
      </a>
    </footer>
  );
}
