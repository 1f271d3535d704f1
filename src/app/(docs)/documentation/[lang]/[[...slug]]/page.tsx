import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPage, docMetadata } from '@/components/docs/DocsPage';
import { SUPPORTED_LANGUAGES } from '@/lib/constants';
import { isLang } from '@/lib/i18n';
import { ALL_PAGES, findPage } from '@/lib/navigation';

export const dynamicParams = false;

export function generateStaticParams() {
  return SUPPORTED_LANGUAGES.flatMap((lang) =>
    ALL_PAGES.map((page) => ({ lang, slug: page.slug ? page.slug.split('/') : [] })),
  );
}

type Params = Promise<{ lang: string; slug?: string[] }>;

async function resolve(params: Params) {
  const { lang, slug = [] } = await params;
  const page = findPage(slug.join('/'));
  if (!isLang(lang) || !page) notFound();
  return { lang, slug: page.slug };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, slug } = await resolve(params);
  return docMetadata(lang, slug);
}

export default async function DocumentationPage({ params }: { params: Params }) {
  const { lang, slug } = await resolve(params);
  return <DocsPage lang={lang} slug={slug} />;
}
