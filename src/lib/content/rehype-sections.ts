import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Class of the wrapper around each h2 section of an article (styled in globals.css). */
export const SECTION_CLASS = 'docs-section';

/**
 * Rehype plugin: wraps every h2 and what follows it, up to the next h2, in `<section class="docs-section">`.
 * Content before the first h2 (the page's opening) stays as it is. The stylesheet spaces the sections; a
 * section is also the unit the section spy measures when a heading has no box of its own.
 */
export function rehypeSections() {
  return (tree: Root) => {
    const children: RootContent[] = [];
    let section: Element | null = null;
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') {
        section = { type: 'element', tagName: 'section', properties: { className: [SECTION_CLASS] }, children: [] };
        children.push(section);
      }
      if (section && node.type !== 'doctype') section.children.push(node as ElementContent);
      else children.push(node);
    }
    tree.children = children;
  };
}
