import type { Metadata } from 'next';
import { DocsLayout } from '@/components/docs/DocsLayout';
import { DocsPage, docMetadata } from '@/components/docs/DocsPage';
import { SidebarSectionList } from '@/components/docs/SidebarSectionList';
import { getPage, sidebarSectionsOf } from '@/lib/docs/source';
import { DEFAULT_LANG } from '@/lib/i18n';

export function generateMetadata(): Metadata {
  // Same content as /documentation/{DEFAULT_LANG}, which is the canonical address.
  return docMetadata(getPage(DEFAULT_LANG, ''));
}

/** /documentation: the introduction in the default language. Picking a language in its menu goes to /documentation/{lang}. */
export default function DocumentationRootPage() {
  const page = getPage(DEFAULT_LANG, '');
  return (
    <DocsLayout
      lang={DEFAULT_LANG}
      currentSections={<SidebarSectionList sections={sidebarSectionsOf(page)} />}
    >
      <DocsPage page={page} />
    </DocsLayout>
  );
}
