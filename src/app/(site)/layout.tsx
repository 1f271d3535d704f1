import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { RootShell } from '@/components/shell/RootShell';
import { siteMetadata } from '@/lib/metadata';

export const metadata: Metadata = siteMetadata;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <RootShell htmlLang="en">{children}</RootShell>;
}
