import type { Metadata } from 'next';
import { Releases } from '@/components/releases/Releases';
import { socialMetadata } from '@/lib/metadata';
import { siteCard } from '@/lib/social/cards';

const title = 'Releases';
const description =
  'Release news for Robyn: the highlights of each recent version of the framework, with links to the full notes.';

export const metadata: Metadata = {
  title,
  description,
  alternates: {
    canonical: '/releases',
    types: { 'application/rss+xml': [{ url: '/releases/feed.xml', title: 'Robyn releases' }] },
  },
  ...socialMetadata(siteCard('/releases'), { title, description, openGraph: { url: '/releases' } }),
};

export default function ReleasesPage() {
  return <Releases />;
}
