import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { RootShell } from '@/components/shell/RootShell';
import { siteMetadata } from '@/lib/metadata';
import { SITE_HTML_LANG } from '@/lib/i18n';

export const metadata: Metadata = siteMetadata;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <RootShell htmlLang={SITE_HTML_LANG}>{children}</RootShell>;
}
