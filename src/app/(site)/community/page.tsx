import type { Metadata } from 'next';
import { Community } from '@/components/community/Community';
import { socialMetadata } from '@/lib/metadata';
import { siteCard } from '@/lib/social/cards';

const title = 'Community';
const description =
  'Talk with other Robyn users on Discord, report issues and contribute code and documentation to the framework.';

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/community' },
  ...socialMetadata(siteCard('/community'), { title, description, openGraph: { url: '/community' } }),
};

export default function CommunityPage() {
  return <Community />;
}
