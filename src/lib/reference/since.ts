import type { Code, Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { NAVIGATION } from '../navigation';
import { TOP_SECTION_ID } from '../toc';
import { compareVersions, lensVersions, sinceOfNames } from '../version-lens';
import { importedNames, referenceHistory, referenceModule, referenceModuleOf } from './pages';

/*
 * The Robyn release each section of a guide page needs, for the version lens (issue 21): the highest release that
 * added one of the Robyn names the section uses (content/reference/history.json). DocsSection writes it on the
 * section element, and src/scripts/version-lens.ts flags the section when it is newer than the reader's release.
 */

/** The release that added a Robyn name and the name, for a section's `data-since` and `data-since-names`. */
export interface SectionSince {
  version: string;
  names: string[];
}

/** What a page gives to find its sections' names: its mdast, and which page it is (to look its code up by page). */
export type SectionSource = { tree: Root; lang: string; slug: string };

let added: Map<string, string> | undefined;

/**
 * The release that added each name a guide can import: the classes, functions and constants of every reference
 * module, by their own name. Where two modules define the same name, the earlier release counts.
 */
function addedByName(): Map<string, string> {
  if (added) return added;
  const history = referenceHistory();
  added = new Map();
  for (const slug of NAVIGATION.flatMap((group) => group.pages)) {
    const module = referenceModuleOf(slug);
    if (!module) continue;
    for (const entry of referenceModule(module).entries) {
      const release = history.entries[`${module}.${entry.name}`]?.added;
      if (entry.name.includes('.') || !release) continue;
      const known = added.get(entry.name);
      if (!known || compareVersions(release, known) < 0) added.set(entry.name, release);
    }
  }
  return added;
}

/**
 * The Robyn names each section of a page uses, by section id (TOP_SECTION_ID for the opening). For now, the names
 * its Python examples import from robyn (importedNames); exact per-name resolution of the code can replace this
 * one function.
 */
export function robynNamesBySection({ tree }: SectionSource): Map<string, Set<string>> {
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
      for (const name of importedNames(code.value)) names.add(name);
      sections.set(id, names);
    });
  }
  return sections;
}

/**
 * For each section of a guide page that needs more than the oldest release a reader can choose, that release and
 * the names that need it. Sections any release can read get nothing, so they cost the page no bytes.
 */
export function sectionSince(page: SectionSource): Record<string, SectionSince> {
  const history = referenceHistory();
  const oldest = lensVersions(history.tags, history.documented).at(-1);
  const byName = addedByName();
  const result: Record<string, SectionSince> = {};
  for (const [id, names] of robynNamesBySection(page)) {
    const since = sinceOfNames(names, (name) => byName.get(name));
    if (since && (!oldest || compareVersions(since.version, oldest) > 0)) result[id] = since;
  }
  return result;
}
