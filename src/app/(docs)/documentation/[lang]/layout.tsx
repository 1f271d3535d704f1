import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { RootShell } from '@/components/layout/RootShell';
import { htmlLangOf, isLang } from '@/lib/i18n';
import { siteMetadata } from '@/lib/metadata';

export const metadata: Metadata = siteMetadata;

export default async function DocsRootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return <RootShell htmlLang={htmlLangOf(isLang(lang) ? lang : 'en')}>{children}</RootShell>;
}
