import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { rehypeSections } from '@/lib/content/rehype-sections';

/** Gives the h2 headings ids (the documentation's heading-id plugin does this from `[#id]`). */
function headingIds(ids: Record<string, string>) {
  return () => (tree: Root) => {
    for (const node of tree.children)
      if (node.type === 'element' && node.tagName === 'h2') {
        const text = node.children[0]?.type === 'text' ? node.children[0].value : '';
        if (ids[text]) node.properties.id = ids[text];
      }
  };
}

function render(markdown: string, ids: Record<string, string> = {}): string {
  const processor = unified().use(remarkParse).use(remarkRehype).use(headingIds(ids)).use(rehypeSections);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return toHtml(tree).replace(/\n/g, '');
}

describe('article sections', () => {
  it('wrap the opening, and each h2 with what follows it up to the next h2, keyed by the heading id', () => {
    expect(
      render('Opening.\n\n## One\n\nText.\n\n### Sub\n\nMore.\n\n## Two\n\nLast.', {
        One: 'one',
        Two: 'two',
      }),
    ).toBe(
      '<section class="docs-opening" data-section="_top"><p>Opening.</p></section>' +
        '<section class="docs-section" data-section="one"><h2 id="one">One</h2><p>Text.</p><h3>Sub</h3><p>More.</p></section>' +
        '<section class="docs-section" data-section="two"><h2 id="two">Two</h2><p>Last.</p></section>',
    );
  });

  it('give a page without h2 headings one opening section, and a page without an opening none', () => {
    expect(render('Only text.\n\n### A small heading\n\nMore.')).toBe(
      '<section class="docs-opening" data-section="_top"><p>Only text.</p><h3>A small heading</h3><p>More.</p></section>',
    );
    expect(render('## One\n\nText.', { One: 'one' })).toBe(
      '<section class="docs-section" data-section="one"><h2 id="one">One</h2><p>Text.</p></section>',
    );
  });
});
