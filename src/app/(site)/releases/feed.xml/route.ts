import { buildReleasesFeed } from '@/lib/releases';
import { RELEASES } from '@/lib/releases-snapshot';
import { siteConfig } from '@/site.config';

/** RSS feed of the release-notes snapshot, generated at build time. */
export const dynamic = 'force-static';

export function GET() {
  const xml = buildReleasesFeed(RELEASES, {
    siteUrl: siteConfig.url,
    repositoryUrl: siteConfig.repository.url,
    title: `${siteConfig.name} releases`,
    description: `Highlights of recent ${siteConfig.name} versions.`,
  });
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
