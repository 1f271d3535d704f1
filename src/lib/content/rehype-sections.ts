import type { Element, ElementContent, Root, RootContent } from 'hast';
import { TOP_SECTION_ID } from '../toc';

/** Class of the wrapper around each h2 section of an article (styled in globals.css). */
export const SECTION_CLASS = 'docs-section';
/** Class of the wrapper around a page's opening, the text before its first h2. */
export const OPENING_CLASS = 'docs-opening';

/**
 * Rehype plugin: wraps every h2 and what follows it, up to the next h2, in
 * `<section class="docs-section" data-section="{the h2's id}">`, and the content before the first h2 in
 * `<section class="docs-opening" data-section="_top">` (TOP_SECTION_ID, the key the table of contents
 * and the Markdown sections use for the top of the page). The stylesheet spaces the sections; a section is also the
 * unit the section spy measures when a heading has no box of its own, and the unit a reader copies or reads in
 * English (src/components/docs/DocsSection.tsx).
 */
export function rehypeSections() {
  return (tree: Root) => {
    const opening: Element = {
      type: 'element',
      tagName: 'section',
      properties: { className: [OPENING_CLASS], dataSection: TOP_SECTION_ID },
      children: [],
    };
    const children: RootContent[] = [];
    let section: Element = opening;
    for (const node of tree.children) {
      if (node.type === 'doctype') continue;
      // MDX's import and export statements stay at the top level of the module.
      if ((node.type as string) === 'mdxjsEsm') {
        children.push(node);
        continue;
      }
      if (node.type === 'element' && node.tagName === 'h2') {
        const id = node.properties?.id;
        section = {
          type: 'element',
          tagName: 'section',
          properties: { className: [SECTION_CLASS], ...(typeof id === 'string' ? { dataSection: id } : {}) },
          children: [],
        };
        children.push(section);
      }
      section.children.push(node as ElementContent);
    }
    const hasOpening = opening.children.some((node) => node.type !== 'text' || node.value.trim() !== '');
    tree.children = hasOpening ? [opening, ...children] : children;
    // ESM first, as MDX wrote it.
    tree.children.sort((a, b) => Number((b.type as string) === 'mdxjsEsm') - Number((a.type as string) === 'mdxjsEsm'));
  };
}
