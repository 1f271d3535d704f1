import { ExternalIcon, GitHubIcon, RssIcon, XIcon } from '@/components/ui/icons';
import { StripesPattern } from '@/components/ui/patterns';
import { buttonClass } from '@/components/ui/button';
import { formatReleaseDate, releaseAnchor, releaseTagUrl } from '@/lib/releases';
import { RELEASES } from '@/lib/releases-snapshot';
import { siteConfig } from '@/site.config';
import { InlineCode } from './InlineCode';

/** The release-news page: headline, social and release-page links, gradient and stripes; then the notes. */
export function Releases() {
  const { releases } = RELEASES;
  return (
    <main id="main" className="min-h-svh flex-1">
      <section
        aria-labelledby="releases-title"
        className="relative isolate overflow-hidden border-b border-zinc-900/5 dark:border-white/5"
      >
        <StripesPattern
          patternId="release-stripes"
          className="absolute inset-0 -z-10 h-full w-full stroke-zinc-900/[0.06] [mask-image:linear-gradient(to_bottom,white,transparent)] dark:stroke-white/[0.06]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 bg-[radial-gradient(50rem_24rem_at_20%_0%,rgba(234,88,12,0.25),transparent_70%),radial-gradient(40rem_20rem_at_90%_10%,rgba(168,85,247,0.18),transparent_70%)]"
        />
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold text-orange-700 dark:text-orange-400">Release news</p>
          <h1
            id="releases-title"
            className="mt-2 text-4xl font-bold tracking-tight text-balance text-zinc-950 sm:text-5xl dark:text-white"
          >
            What’s new in {siteConfig.name}
          </h1>
          <p className="mt-6 text-lg text-zinc-700 dark:text-zinc-300">
            The highlights of each recent version, in short. Follow the project for announcements, or read the
            full changelog of every release on GitHub.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={siteConfig.social.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('solid', 'md')}
            >
              <XIcon className="h-4 w-4" />
              Follow {siteConfig.social.handle}
              <span className="sr-only"> on X (opens in a new tab)</span>
            </a>
            <a
              href={siteConfig.repository.releasesUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline', 'md')}
            >
              <GitHubIcon className="h-4 w-4" />
              All releases on GitHub
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a href="/releases/feed.xml" className={buttonClass('outline', 'md')}>
              <RssIcon className="h-4 w-4" />
              RSS feed
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="recent-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="recent-title" className="sr-only">
          Recent releases
        </h2>
        <ol role="list" className="space-y-12">
          {releases.map((release) => (
            <li key={release.version}>
              <article
                id={releaseAnchor(release.version)}
                aria-labelledby={`${releaseAnchor(release.version)}-title`}
                className="scroll-mt-24"
              >
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h3
                    id={`${releaseAnchor(release.version)}-title`}
                    className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white"
                  >
                    <a href={`#${releaseAnchor(release.version)}`} className="hover:underline">
                      {release.version}
                    </a>
                  </h3>
                  <time dateTime={release.date} className="text-sm text-zinc-600 dark:text-zinc-400">
                    {formatReleaseDate(release.date)}
                  </time>
                </div>
                <p className="mt-2 font-medium text-zinc-800 dark:text-zinc-200">
                  <InlineCode text={release.summary} />
                </p>
                <ul
                  role="list"
                  className="mt-4 list-disc space-y-2 pl-5 text-zinc-700 marker:text-orange-600 dark:text-zinc-300"
                >
                  {release.highlights.map((highlight) => (
                    <li key={highlight}>
                      <InlineCode text={highlight} />
                    </li>
                  ))}
                </ul>
                <a
                  href={releaseTagUrl(siteConfig.repository.url, release.version)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-orange-700 underline-offset-2 hover:underline dark:text-orange-400"
                >
                  {release.version} on GitHub
                  <ExternalIcon className="h-3.5 w-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </article>
            </li>
          ))}
        </ol>
        <p className="mt-16 text-sm text-zinc-600 dark:text-zinc-400">
          Older versions are listed on the{' '}
          <a
            href={siteConfig.repository.releasesUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-orange-700 underline underline-offset-2 dark:text-orange-400"
          >
            GitHub releases page<span className="sr-only"> (opens in a new tab)</span>
          </a>
          . The{' '}
          <a
            href="/documentation"
            className="font-medium text-orange-700 underline underline-offset-2 dark:text-orange-400"
          >
            documentation
          </a>{' '}
          describes the newest version.
        </p>
      </section>
    </main>
  );
}
