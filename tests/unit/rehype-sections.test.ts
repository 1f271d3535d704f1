import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { rehypeSections } from '@/lib/content/rehype-sections';

function render(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSections);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return toHtml(tree).replace(/\n/g, '');
}

describe('article sections', () => {
  it('wrap each h2 with what follows it, up to the next h2, and leave the opening alone', () => {
    expect(render('Opening.\n\n## One\n\nText.\n\n### Sub\n\nMore.\n\n## Two\n\nLast.')).toBe(
      '<p>Opening.</p>' +
        '<section class="docs-section"><h2>One</h2><p>Text.</p><h3>Sub</h3><p>More.</p></section>' +
        '<section class="docs-section"><h2>Two</h2><p>Last.</p></section>',
    );
  });

  it('leave a page without h2 headings as it is', () => {
    expect(render('Only text.\n\n### A small heading\n\nMore.')).toBe(
      '<p>Only text.</p><h3>A small heading</h3><p>More.</p>',
    );
  });
});
