import type { APIRoute } from 'astro';
import { buildReleasesFeed } from '@/lib/releases';
import { RELEASES } from '@/lib/releases-snapshot';
import { siteConfig } from '@/site.config';

/** /releases/feed.xml: the release notes snapshot as RSS. */
export const GET: APIRoute = () =>
  new Response(
    buildReleasesFeed(RELEASES, {
      siteUrl: siteConfig.url,
      repositoryUrl: siteConfig.repository.url,
      title: `${siteConfig.name} releases`,
      description: `Highlights of recent ${siteConfig.name} versions.`,
    }),
    { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } },
  );
