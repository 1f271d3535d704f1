import type { Metadata } from 'next';
import { Landing } from '@/components/landing/Landing';
import { JsonLd } from '@/components/ui/JsonLd';
import { SITE_DESCRIPTION, SITE_TITLE, socialMetadata } from '@/lib/metadata';
import { siteCard } from '@/lib/social/cards';
import { webSiteJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
  ...socialMetadata(siteCard('/'), {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    openGraph: { url: '/' },
  }),
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={webSiteJsonLd()} />
      <Landing />
    </>
  );
}
