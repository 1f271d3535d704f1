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
 * What a result shows, as highlighted values: its title (the heading it stands for; for a paragraph hit, the
 * heading above the paragraph), the hierarchy above that title for the breadcrumb, and a snippet of the text
 * that matched, when there is one.
 */
export function hitDisplay(hit: SearchHit): { title: string; breadcrumb: string[]; snippet: string | null } {
  const isContent = hit.type === 'content' || !LEVELS.includes(hit.type as HierarchyLevel);
  const levels = LEVELS.filter((level) => levelValue(hit, level) !== null);
  // The heading the result stands for: its own level, or for a paragraph the deepest heading above it.
  const own = isContent ? levels[levels.length - 1] : (hit.type as HierarchyLevel);
  const above = own ? LEVELS.slice(0, LEVELS.indexOf(own)) : [];
  const breadcrumb = above
    .map((level) => levelValue(hit, level))
    .filter((value): value is string => value !== null);
  const snippetValue = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value;
  const snippet =
    typeof snippetValue === 'string' && snippetValue
      ? snippetValue
      : typeof hit.content === 'string' && hit.content
        ? escapeHtml(hit.content)
        : null;
  const title = (own ? levelValue(hit, own) : null) ?? snippet ?? escapeHtml(hit.url);
  return { title, breadcrumb, snippet: title === snippet ? null : snippet };
}

/**
 * The hits to show when a fuller answer arrives for the query already on screen (the index's text after its
 * head): what is shown keeps its place (taking the fuller answer's version of each hit, with its snippet), and the
 * fuller answer's other hits fill the places left, in its order. Nothing the reader sees moves.
 */
export function keepShownOrder<H extends Pick<SearchHit, 'url'>>(shown: H[], fresh: H[], limit: number): H[] {
  const byUrl = new Map(fresh.map((hit) => [hit.url, hit]));
  const kept = shown.map((hit) => byUrl.get(hit.url) ?? hit);
  const keptUrls = new Set(kept.map((hit) => hit.url));
  return [...kept, ...fresh.filter((hit) => !keptUrls.has(hit.url))].slice(0, limit);
}
