import type { Metadata } from 'next';
import { DocsPage, docMetadata } from '@/components/docs/DocsPage';

export function generateMetadata(): Metadata {
  return docMetadata('en', '');
}

/** /documentation: the English introduction. Picking a language in its menu goes to /documentation/{lang}. */
export default function DocumentationRootPage() {
  return <DocsPage lang="en" slug="" />;
}
