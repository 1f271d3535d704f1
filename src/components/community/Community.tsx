import type { ReactNode } from 'react';
import { DiscordIcon, ExternalIcon, GitHubIcon, XIcon } from '@/components/ui/icons';
import { siteConfig } from '@/site.config';
import { DEFAULT_LANG, docsHref } from '@/lib/i18n';

interface CommunityLink {
  title: string;
  description: string;
  href: string;
  icon?: ReactNode;
}

const TALK: CommunityLink[] = [
  {
    title: 'Discord',
    description:
      'The project’s chat server: ask questions, get help with your app and follow what the maintainers are working on.',
    href: siteConfig.chatInviteUrl,
    icon: <DiscordIcon className="h-5 w-5" />,
  },
  {
    title: `${siteConfig.social.handle} on X`,
    description: 'Release announcements and news about the framework.',
    href: siteConfig.social.url,
    icon: <XIcon className="h-5 w-5" />,
  },
];

const CONTRIBUTE: CommunityLink[] = [
  {
    title: 'The repository',
    description: `${siteConfig.repository.owner}/${siteConfig.repository.name} holds the Python package and its Rust runtime. Star it, fork it, read the code.`,
    href: siteConfig.repository.url,
    icon: <GitHubIcon className="h-5 w-5" />,
  },
  {
    title: 'Issues',
    description:
      'Report a bug with the Robyn version, Python version and operating system, or propose a feature.',
    href: siteConfig.repository.issuesUrl,
  },
  {
    title: 'Contributing guide',
    description:
      'How to set up a development environment, build the Rust extension with maturin, run the test server and open a pull request.',
    href: siteConfig.repository.contributingUrl,
  },
];

function ExternalCard({ link }: { link: CommunityLink }) {
  return (
    <li className="relative rounded-2xl p-5 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/[0.03] dark:ring-white/10 dark:hover:bg-white/[0.03]">
      <h3 className="flex items-center gap-2 font-semibold text-zinc-950 dark:text-white">
        {link.icon}
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-orange-500"
        >
          {link.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <ExternalIcon className="h-3.5 w-3.5 text-zinc-500" />
      </h3>
      <p className="mt-2 text-sm leading-6 text-zinc-700 dark:text-zinc-300">{link.description}</p>
    </li>
  );
}

const inlineLink = 'font-medium text-orange-700 underline underline-offset-2 dark:text-orange-400';

/** The community page: where to talk, how to contribute, and the talks and articles collected in the docs. */
export function Community() {
  const resources = docsHref(DEFAULT_LANG, 'community-resources');
  return (
    <main id="main" className="min-h-svh flex-1">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold text-orange-700 dark:text-orange-400">Community</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-zinc-950 sm:text-5xl dark:text-white">
          Build {siteConfig.name} with us
        </h1>
        <p className="mt-6 text-lg text-zinc-700 dark:text-zinc-300">
          {siteConfig.name} is open source under the BSD 2-Clause License and grows through the people who use
          it. Here is where to ask, where to report and how to help.
        </p>

        <section aria-labelledby="talk" className="mt-14">
          <h2 id="talk" className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">
            Talk with other users
          </h2>
          <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2">
            {TALK.map((link) => (
              <ExternalCard key={link.href} link={link} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="contribute" className="mt-14">
          <h2 id="contribute" className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">
            Contribute
          </h2>
          <p className="mt-3 text-zinc-700 dark:text-zinc-300">
            Code, tests, documentation and bug reports are all welcome. Before a large change, open an issue
            or ask on Discord so that the work fits where the project is going.
          </p>
          <ul role="list" className="mt-6 grid gap-4">
            {CONTRIBUTE.map((link) => (
              <ExternalCard key={link.href} link={link} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="learn" className="mt-14">
          <h2 id="learn" className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">
            Talks and articles
          </h2>
          <p className="mt-3 text-zinc-700 dark:text-zinc-300">
            The documentation collects{' '}
            <a href={`${resources}#talks`} className={inlineLink}>
              conference talks about {siteConfig.name}
            </a>{' '}
            and{' '}
            <a href={`${resources}#blogs`} className={inlineLink}>
              blog posts written by its users
            </a>
            . Have you written or spoken about it? Add yours to the{' '}
            <a href={resources} className={inlineLink}>
              community resources
            </a>{' '}
            page.
          </p>
        </section>
      </div>
    </main>
  );
}
