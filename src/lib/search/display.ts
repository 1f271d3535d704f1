import { escapeHtml } from './highlight';
import type { HierarchyLevel, SearchHit } from './types';

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3'];

function levelValue(hit: SearchHit, level: HierarchyLevel): string | null {
  const text = hit.hierarchy?.[level];
  if (typeof text !== 'string' || !text) return null;
  const highlighted = hit._highlightResult?.hierarchy?.[level]?.value;
  return typeof highlighted === 'string' ? highlighted : escapeHtml(text);
}

/**
 * What a result shows, as highlighted values: its title (the heading it stands for, or the matching
 * paragraph's snippet) and the hierarchy above it for the breadcrumb.
 */
export function hitDisplay(hit: SearchHit): { title: string; breadcrumb: string[] } {
  const isContent = hit.type === 'content' || !LEVELS.includes(hit.type as HierarchyLevel);
  const own = isContent ? null : (hit.type as HierarchyLevel);
  const above = own ? LEVELS.slice(0, LEVELS.indexOf(own)) : LEVELS;
  const breadcrumb = above.map((level) => levelValue(hit, level)).filter((value): value is string => value !== null);
  let title: string | null = own ? levelValue(hit, own) : null;
  if (isContent) {
    const snippet = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value;
    title = typeof snippet === 'string' ? snippet : typeof hit.content === 'string' ? escapeHtml(hit.content) : null;
  }
  // A content hit without text shows its deepest heading instead.
  if (!title) title = breadcrumb.pop() ?? escapeHtml(hit.url);
  return { title, breadcrumb };
}
