import type { Metadata } from 'next';
import { Community } from '@/components/community/Community';

export const metadata: Metadata = {
  title: 'Community',
  description:
    'Talk with other Robyn users on Discord, report issues and contribute code and documentation to the framework.',
  alternates: { canonical: '/community' },
};

export default function CommunityPage() {
  return <Community />;
}
