import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { rehypeInlineCodeBreaks } from '@/lib/content/rehype-inline-code-breaks';

function render(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeInlineCodeBreaks);
  return processor.runSync(processor.parse(markdown)) as Root;
}

const html = (markdown: string) => toHtml(render(markdown)).replace(/\n/g, '');

describe('break opportunities in inline code', () => {
  it('come after dots, underscores, opening brackets, commas and slashes', () => {
    expect(html('Call `logging.getLogger(__name__).error("x", exc_info=error)` here.')).toBe(
      '<p>Call <code>logging.<wbr>getLogger(__<wbr>name__).<wbr>error(<wbr>"x",<wbr> exc_<wbr>info=error)</code> here.</p>',
    );
    expect(html('`/api/v1/users`')).toBe('<p><code>/api/<wbr>v1/<wbr>users</code></p>');
  });

  it('never put a closing bracket or a colon at the start of a line', () => {
    expect(html('`f(__name__)` `d[a.b]` `x._y:`')).toBe(
      '<p><code>f(__<wbr>name__)</code> <code>d[a.<wbr>b]</code> <code>x._<wbr>y:</code></p>',
    );
  });

  it('let a quoted literal start a new line (straight quotes otherwise hold on to the text before them)', () => {
    expect(html('字符串 `"GET"`、`"POST"`')).toBe(
      '<p>字符串 <code><wbr>"GET"</code>、<code><wbr>"POST"</code></p>',
    );
  });

  it('leave short names and names edged by punctuation whole', () => {
    expect(html('`app` and `__init__` and `robyn.`')).toBe(
      '<p><code>app</code> and <code>__init__</code> and <code>robyn.</code></p>',
    );
  });

  it('add no text: the code reads and copies as written', () => {
    const source = 'logging.getLogger(__name__).error("Request failed", exc_info=error)';
    const tree = render(`\`${source}\``);
    expect(toString(tree)).toBe(source);
  });

  it('leave code blocks alone', () => {
    expect(html('```python\napp.add_route("/a/b")\n```')).toBe(
      '<pre><code class="language-python">app.add_route("/a/b")</code></pre>',
    );
  });
});
