import type { Metadata } from 'next';
import { DocsLayout } from '@/components/docs/DocsLayout';
import { DocsPage, docMetadata, sectionLinks } from '@/components/docs/DocsPage';

export function generateMetadata(): Metadata {
  // Same content as /documentation/en, which is the canonical address.
  return docMetadata('en', '');
}

/** /documentation: the English introduction. Picking a language in its menu goes to /documentation/{lang}. */
export default function DocumentationRootPage() {
  return (
    <DocsLayout lang="en" sections={sectionLinks('en')}>
      <DocsPage lang="en" slug="" />
    </DocsLayout>
  );
}
