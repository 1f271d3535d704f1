import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DocsLayout } from '@/components/docs/DocsLayout';
import { RootShell } from '@/components/shell/RootShell';
import { DEFAULT_LANG, htmlLangOf, isLang } from '@/lib/i18n';
import { siteMetadata } from '@/lib/metadata';

export const metadata: Metadata = siteMetadata;

export default async function DocsRootLayout({
  children,
  sections,
  params,
}: {
  children: ReactNode;
  /** The @sections slot: the shown page's sections for the sidebar. */
  sections: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang: param } = await params;
  const lang = isLang(param) ? param : DEFAULT_LANG;
  return (
    <RootShell htmlLang={htmlLangOf(lang)}>
      {/* The frame lives in the layout so the sidebar stays mounted (and animates) between pages. */}
      <DocsLayout lang={lang} currentSections={sections}>
        {children}
      </DocsLayout>
    </RootShell>
  );
}
