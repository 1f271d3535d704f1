import { SIDEBAR_ROW_HEIGHT_REM } from '../constants';

/**
 * The sidebar's view of the navigation in one language, and its geometry. The docs layout builds the groups
 * on the server (src/lib/docs/source.ts: sidebarGroups) and hands them to the client components, so a page ships
 * its own language's titles as data instead of every language's in its script.
 */
export interface SidebarGroup {
  id: string;
  title: string;
  /** `lang` when the page is shown in another language than the sidebar's (not yet translated). */
  pages: Array<{ slug: string; title: string; lang?: string }>;
}

type Groups = ReadonlyArray<{ pages: ReadonlyArray<{ slug: string }> }>;

/** Space between sidebar groups, in rem (rows themselves are SIDEBAR_ROW_HEIGHT_REM high). */
export const SIDEBAR_GROUP_GAP_REM = 1.5;

/** Where a page sits in the groups: its group and its place in it, or null. */
function pagePositionIn(
  groups: Groups,
  slug: string | null,
): { groupIndex: number; pageIndex: number } | null {
  if (slug === null) return null;
  for (let groupIndex = 0; groupIndex < groups.length; groupIndex++) {
    const pageIndex = groups[groupIndex]!.pages.findIndex((p) => p.slug === slug);
    if (pageIndex >= 0) return { groupIndex, pageIndex };
  }
  return null;
}

/**
 * Where the current-page marker sits in the sidebar, in rem from the top of the list. Every group is a
 * title row followed by its page rows; the current page's section rows follow its link.
 */
export function pageOffsetRemIn(
  groups: Groups,
  slug: string | null,
  rowRem: number = SIDEBAR_ROW_HEIGHT_REM,
  gapRem = SIDEBAR_GROUP_GAP_REM,
): number | null {
  const position = pagePositionIn(groups, slug);
  if (!position) return null;
  let rows = 0;
  for (let index = 0; index < position.groupIndex; index++) rows += 1 + groups[index]!.pages.length;
  rows += 1 + position.pageIndex;
  return rows * rowRem + position.groupIndex * gapRem;
}
