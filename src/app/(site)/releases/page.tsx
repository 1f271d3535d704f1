import type { Metadata } from 'next';
import { Releases } from '@/components/releases/Releases';

export const metadata: Metadata = {
  title: 'Releases',
  description: 'Release news for Robyn: what changed in each recent version of the framework.',
};

export default function ReleasesPage() {
  return <Releases />;
}
