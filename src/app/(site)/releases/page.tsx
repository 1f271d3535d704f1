import type { Metadata } from 'next';
import { Releases } from '@/components/releases/Releases';

export const metadata: Metadata = {
  title: 'Releases',
  description:
    'Release news for Robyn: the highlights of each recent version of the framework, with links to the full notes.',
  alternates: {
    canonical: '/releases',
    types: { 'application/rss+xml': [{ url: '/releases/feed.xml', title: 'Robyn releases' }] },
  },
};

export default function ReleasesPage() {
  return <Releases />;
}
