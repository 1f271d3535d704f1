import { SidebarSectionList } from '@/components/docs/SidebarSectionList';
import { docsStaticParams, findPage } from '@/lib/docs/pages';
import { getPage, sidebarSectionsOf } from '@/lib/docs/source';
import { isLang } from '@/lib/i18n';

/*
 * The layout's `sections` slot: the shown page's h2 sections for the sidebar. A slot, not a layout prop, so each
 * page's payload holds its own sections only, while the sidebar (in the layout) stays mounted between pages.
 */

export const dynamicParams = false;

export function generateStaticParams() {
  return docsStaticParams();
}

export default async function CurrentPageSections({
  params,
}: {
  params: Promise<{ lang: string; slug?: string[] }>;
}) {
  const { lang, slug = [] } = await params;
  const path = slug.join('/');
  if (!isLang(lang) || !findPage(path)) return null;
  return <SidebarSectionList sections={sidebarSectionsOf(getPage(lang, path))} />;
}
