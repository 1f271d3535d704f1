import type { Code, Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { TOP_SECTION_ID } from '../toc';
import { lensVersions, namesAddedAfter, type SinceName } from '../version-lens';
import { codeBlockKey, codeLinks } from './code-links';
import { referenceHistory, referenceTarget } from './pages';

/*
 * The Robyn release each section of a guide page needs, for the version lens (issue 21): the highest release that
 * added one of the Robyn names the section uses (content/reference/history.json). DocsSection writes it on the
 * section element, and src/scripts/version-lens.ts flags the section when it is newer than the reader's release.
 */

/**
 * What a section's examples need, for its `data-since` and `data-since-names`: the newest release among its Robyn
 * names, and every name added after the oldest release one can choose (newest first), each with its release.
 */
export interface SectionSince {
  version: string;
  names: SinceName[];
}

/** What a page gives to find its sections' names: its mdast, and which page it is (to look its code up by page). */
export type SectionSource = { tree: Root; lang: string; slug: string };

/**
 * The Robyn names each section of a page uses, by section id (TOP_SECTION_ID for the opening): the reference keys
 * pyright resolves in its Python examples (content/reference/code-links.json, src/lib/reference/code-links.ts).
 */
export function robynNamesBySection({ tree }: SectionSource): Map<string, Set<string>> {
  const { blocks } = codeLinks();
  const sections = new Map<string, Set<string>>();
  let id = TOP_SECTION_ID;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      const headingId = (node as Heading).data?.hProperties?.id;
      if (typeof headingId === 'string') id = headingId;
    }
    visit(node, 'code', (code: Code) => {
      if (code.lang !== 'python') return;
      const names = sections.get(id) ?? new Set<string>();
      for (const link of blocks[codeBlockKey(code.value)] ?? []) names.add(link[3]);
      sections.set(id, names);
    });
  }
  return sections;
}

/**
 * For each section of a guide page that needs more than the oldest release a reader can choose, that release and
 * every name added after the oldest (so a reader on any release is told each name theirs lacks, not only the
 * newest). Sections any release can read get nothing, so they cost the page no bytes.
 */
export function sectionSince(page: SectionSource): Record<string, SectionSince> {
  const history = referenceHistory();
  const oldest = lensVersions(history.tags, history.documented).at(-1);
  const result: Record<string, SectionSince> = {};
  for (const [id, keys] of robynNamesBySection(page)) {
    const names = namesAddedAfter(
      keys,
      (key) => history.entries[key]?.added ?? undefined,
      // Shown as the entries' own names (QueryParams.get).
      (key) => referenceTarget(key)?.entry?.name ?? key,
      oldest,
    );
    if (names.length) result[id] = { version: names[0]!.version, names };
  }
  return result;
}
