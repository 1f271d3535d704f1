import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

/** Characters after which a long API name may wrap: `logging.getLogger(__name__)`, `a,b`, `/api/v1`. */
const BREAK_AFTER = /[._(,/]+/g;
/** A line never starts with these, so no break goes right before them: `name__)` stays together. */
const CLOSING = /[)\]}>:;]/;
/**
 * Line breaking keeps a straight quote to its neighbours, so `"GET"`、`"POST"` in Chinese prose is one
 * unbreakable run; a break opportunity before a code span that opens with a quote lets the line wrap there.
 */
const OPENING_QUOTE = /^["']/;

const wbr = (): ElementContent => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

/**
 * Splits inline code text into text and `<wbr>` nodes: one break opportunity after each run of BREAK_AFTER
 * characters, except a run at the very start or end (`__init__` stays whole at its edges) or one followed by
 * a closing bracket or a colon, and one before a leading quote. `<wbr>` adds no
 * text, so the code's text content, what a visitor copies, and what search indexes stay the same.
 */
export function withBreakOpportunities(text: string): ElementContent[] {
  const nodes: ElementContent[] = OPENING_QUOTE.test(text) ? [wbr()] : [];
  let start = 0;
  for (const match of text.matchAll(BREAK_AFTER)) {
    const end = match.index + match[0].length;
    if (match.index === 0 || end >= text.length || CLOSING.test(text[end]!)) continue;
    nodes.push({ type: 'text', value: text.slice(start, end) });
    nodes.push(wbr());
    start = end;
  }
  nodes.push({ type: 'text', value: text.slice(start) });
  return nodes;
}

/**
 * Rehype plugin: lets inline code wrap at punctuation and underscores before anywhere else. On a phone a
 * call such as `logging.getLogger(__name__).error(...)` is wider than the screen; with these break
 * opportunities it wraps after a dot or an underscore, and the stylesheet's `overflow-wrap: break-word`
 * only breaks inside a name as a last resort. Code blocks (`<pre>`) scroll on their own and are left alone.
 */
export function rehypeInlineCodeBreaks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName !== 'code') return;
      node.children = node.children.flatMap((child) =>
        child.type === 'text' ? withBreakOpportunities(child.value) : [child],
      );
      return SKIP;
    });
  };
}
