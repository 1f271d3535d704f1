import type { Metadata } from 'next';
import { MdxContent } from '@/components/mdx/MdxContent';
import { readDoc } from '@/lib/content/docs';
import type { Lang } from '@/lib/i18n';
import { DocsLayout } from './DocsLayout';

export function docMetadata(lang: Lang, slug: string): Metadata {
  const doc = readDoc(lang, slug);
  return { title: doc.title, description: doc.description };
}

/** One documentation page: the article rendered from content/docs/{lang}/{slug}.mdx. */
export async function DocsPage({ lang, slug }: { lang: Lang; slug: string }) {
  const doc = readDoc(lang, slug);
  return (
    <DocsLayout lang={lang}>
      <article className="prose max-w-3xl dark:prose-invert">
        <h1>{doc.title}</h1>
        <MdxContent source={doc.body} />
      </article>
    </DocsLayout>
  );
}
