import { describe, expect, it } from 'vitest';
import { hitDisplay } from '@/lib/search/display';
import { escapeHtml, highlight, parseHighlight, snippet } from '@/lib/search/highlight';
import { LocalSearchIndex } from '@/lib/search/local-engine';
import { stem } from '@/lib/search/tokenize';
import type { SearchHit, SearchRecord } from '@/lib/search/types';

describe('parseHighlight', () => {
  it('turns only the mark tags into highlighted segments', () => {
    expect(parseHighlight('Use <mark>CORS</mark> headers')).toEqual([
      { text: 'Use ', highlighted: false },
      { text: 'CORS', highlighted: true },
      { text: ' headers', highlighted: false },
    ]);
  });

  it('keeps any other markup as text and decodes escaped characters', () => {
    const segments = parseHighlight('&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark>a &amp; b</mark>');
    expect(segments).toEqual([
      { text: '<img src=x onerror=alert(1)> <b>bold</b> ', highlighted: false },
      { text: 'a & b', highlighted: true },
    ]);
  });

  it('leaves an unclosed mark as text', () => {
    expect(parseHighlight('a <mark>b')).toEqual([{ text: 'a <mark>b', highlighted: false }]);
  });
});

describe('highlight and snippet', () => {
  it('escapes the text and marks overlapping bigram matches as one range', () => {
    expect(highlight('<中间件> & more', ['中间', '间件'])).toBe('&lt;<mark>中间件</mark>&gt; &amp; more');
  });

  it('marks whole latin words whose stem matched, in any case', () => {
    expect(highlight('Routes and routing, not the router or subroute', [stem('route')])).toBe(
      '<mark>Routes</mark> and <mark>routing</mark>, not the router or subroute',
    );
    expect(highlight('Call app.serve_directory once', ['serve_directory', 'serv'])).toBe(
      'Call <mark>app.serve_directory</mark> once',
    );
  });

  it('round-trips through parseHighlight to the original text', () => {
    const text = 'a < b && "quoted" \'single\' <mark>literal</mark>';
    const value = highlight(text, ['quoted', 'literal']);
    expect(
      parseHighlight(value)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(
      parseHighlight(value)
        .filter((s) => s.highlighted)
        .map((s) => s.text),
    ).toEqual(['quoted', 'literal']);
  });

  it('cuts a long text around the first match with an ellipsis', () => {
    const text = `${'lorem ipsum '.repeat(30)}the middleware runs here ${'dolor sit '.repeat(30)}`;
    const value = snippet(text, ['middleware'], 80);
    expect(value.startsWith('…')).toBe(true);
    expect(value.endsWith('…')).toBe(true);
    expect(value).toContain('<mark>middleware</mark>');
    expect(
      parseHighlight(value)
        .map((s) => s.text)
        .join('').length,
    ).toBeLessThanOrEqual(82);
  });
});

describe('hit display', () => {
  const base: SearchRecord = {
    objectID: '1',
    url: '/documentation/en/api_reference/cors#preflight',
    type: 'lvl2',
    hierarchy: { lvl0: 'API reference', lvl1: 'CORS', lvl2: 'Preflight requests', lvl3: null },
    content: null,
    lang: 'en',
  };

  it('shows a heading hit with the levels above it as breadcrumb', () => {
    const hit: SearchHit = {
      ...base,
      _highlightResult: { hierarchy: { lvl2: { value: '<mark>Preflight</mark> requests' } } },
    };
    expect(hitDisplay(hit)).toEqual({
      title: '<mark>Preflight</mark> requests',
      breadcrumb: ['API reference', 'CORS'],
      snippet: null,
    });
  });

  it('shows the matching paragraph of a heading hit as its snippet', () => {
    const hit: SearchHit = {
      ...base,
      _snippetResult: { content: { value: 'Browsers send <mark>OPTIONS</mark> first.' } },
    };
    expect(hitDisplay(hit)).toEqual({
      title: 'Preflight requests',
      breadcrumb: ['API reference', 'CORS'],
      snippet: 'Browsers send <mark>OPTIONS</mark> first.',
    });
  });

  it('shows a content hit under the heading above it, with its snippet', () => {
    const hit: SearchHit = {
      ...base,
      type: 'content',
      content: 'Browsers send OPTIONS first.',
      _snippetResult: { content: { value: 'Browsers send <mark>OPTIONS</mark> first.' } },
    };
    expect(hitDisplay(hit)).toEqual({
      title: 'Preflight requests',
      breadcrumb: ['API reference', 'CORS'],
      snippet: 'Browsers send <mark>OPTIONS</mark> first.',
    });
  });

  it('escapes record text that arrives without a highlighted value', () => {
    const hit: SearchHit = { ...base, hierarchy: { ...base.hierarchy, lvl2: '<script>x</script>' } };
    expect(parseHighlight(hitDisplay(hit).title)).toEqual([
      { text: '<script>x</script>', highlighted: false },
    ]);
  });
});

describe('local engine answers', () => {
  const records: SearchRecord[] = [
    {
      ...{ lang: 'en' as const, content: null },
      objectID: 'p',
      url: '/documentation/en/api_reference/cors',
      type: 'lvl1',
      hierarchy: { lvl0: 'API reference', lvl1: 'CORS', lvl2: null, lvl3: null },
    },
    {
      lang: 'en',
      objectID: 'h',
      url: '/documentation/en/api_reference/cors#preflight',
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'API reference', lvl1: 'CORS', lvl2: 'Preflight requests', lvl3: null },
    },
    {
      lang: 'en',
      objectID: 'c1',
      url: '/documentation/en/api_reference/cors#preflight',
      type: 'content',
      content: 'A preflight is an OPTIONS request.',
      hierarchy: { lvl0: 'API reference', lvl1: 'CORS', lvl2: 'Preflight requests', lvl3: null },
    },
    {
      lang: 'en',
      objectID: 'x',
      url: '/documentation/en/hosting',
      type: 'content',
      content: '<img src=x onerror=alert(1)> shows up as text',
      hierarchy: { lvl0: 'Resources', lvl1: 'Hosting', lvl2: null, lvl3: null },
    },
    ...Array.from({ length: 8 }, (_, i): SearchRecord => ({
      lang: 'en',
      objectID: `m${i}`,
      url: `/documentation/en/page${i}`,
      type: 'content',
      content: `middleware number ${i}`,
      hierarchy: { lvl0: 'G', lvl1: `Page ${i}`, lvl2: null, lvl3: null },
    })),
  ];
  const index = new LocalSearchIndex(records);

  it('answers at most five hits, one per url, headings first', () => {
    expect(index.search('middleware')).toHaveLength(5);
    const hits = index.search('preflight');
    expect(hits.map((h) => h.objectID)).toEqual(['h']);
    expect(hits[0]!._highlightResult?.hierarchy?.lvl2?.value).toBe('<mark>Preflight</mark> requests');
    expect(hits[0]!._highlightResult?.hierarchy?.lvl1?.value).toBe('CORS');
  });

  it('answers nothing for an empty query or one cut beyond 512 characters', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
    expect(index.search(`${'a'.repeat(512)} preflight`)).toEqual([]);
    // Cut to 'preflight xxx…': a word that matches nothing does not hide what the others find.
    expect(index.search(`preflight ${'x'.repeat(600)}`).map((h) => h.objectID)).toEqual(['h']);
    expect(index.search(`${' '.repeat(503)}preflight`).map((h) => h.objectID)).toEqual(['h']);
    // Cut to 'preflig', which is still typed as a prefix.
    expect(index.search(`${' '.repeat(505)}preflight`).map((h) => h.objectID)).toEqual(['h']);
  });

  it('escapes record text in highlighted values', () => {
    const [hit] = index.search('onerror');
    expect(hit?._snippetResult?.content?.value).toBe(
      '&lt;img src=x <mark>onerror</mark>=alert(1)&gt; shows up as text',
    );
  });

  it('escapes the same way as escapeHtml', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
