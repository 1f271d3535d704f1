import { VFile } from 'vfile';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeCodeHtml } from '@/lib/content/rehype-code-html';

describe('highlighted code as one string', () => {
  it("moves a block's token markup into a property of its <pre>", () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: { className: ['shiki'] },
          children: [
            {
              type: 'element',
              tagName: 'code',
              properties: {},
              children: [
                {
                  type: 'element',
                  tagName: 'span',
                  properties: { style: 'color:#F00' },
                  children: [{ type: 'text', value: 'x < 1' }],
                },
              ],
            },
          ],
        },
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'prose' }] },
      ],
    };
    rehypeCodeHtml()(tree, new VFile());
    const [pre, p] = tree.children as Array<{ properties: Record<string, unknown>; children: unknown[] }>;
    expect(pre!.properties.dataCodeHtml).toBe('<span style="color:#F00">x &#x3C; 1</span>');
    expect(pre!.children).toEqual([]);
    expect(p!.children).toHaveLength(1);
  });
});
