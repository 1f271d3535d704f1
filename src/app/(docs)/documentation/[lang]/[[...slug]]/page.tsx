import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPage, docMetadata } from '@/components/docs/DocsPage';
import { docsStaticParams, findPage } from '@/lib/docs/pages';
import { getPage } from '@/lib/docs/source';
import { isLang } from '@/lib/i18n';

export const dynamicParams = false;

export function generateStaticParams() {
  return docsStaticParams();
}

type Params = Promise<{ lang: string; slug?: string[] }>;

async function resolve(params: Params) {
  const { lang, slug = [] } = await params;
  const path = slug.join('/');
  if (!isLang(lang) || !findPage(path)) notFound();
  return getPage(lang, path);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return docMetadata(await resolve(params));
}

export default async function DocumentationPage({ params }: { params: Params }) {
  return <DocsPage page={await resolve(params)} />;
}
