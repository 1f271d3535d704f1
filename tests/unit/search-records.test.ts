import { dictionary } from '@/lib/i18n/dictionary';
import { describe, expect, it } from 'vitest';
import { parseDoc } from '@/lib/content/docs';
import { buildSearchRecords, localSearchIndex } from '@/lib/search/build';
import { codeNames, recordsForPage } from '@/lib/search/records';
import {
  decodeHeadings,
  decodeIdentifiers,
  decodeRecords,
  encodeRecords,
  joinRecords,
  splitRecords,
} from '@/lib/search/wire';
import { ALL_PAGES } from '@/lib/navigation';

const SOURCE = `
Intro paragraph with \`inline code\`.

\`\`\`python
secret_code_should_not_be_indexed = True
\`\`\`

## Query parameters [#query-parameters]

Read them from \`request.query_params\`.

- First item
- Second item
  - Nested item

### Defaults [#defaults]

| Name | Meaning |
| --- | --- |
| page | the page number |

<Note>
  A note paragraph.
</Note>

<Properties>
  <Property name="status_code" type="int">
    The HTTP status.
  </Property>
</Properties>

<CodeGroup title="Tabs">

\`\`\`python
tabbed_code = 1
\`\`\`

</CodeGroup>

## Second section [#second]

Text of <b>the</b> second section.
`;

function build() {
  const { tree } = parseDoc(SOURCE);
  return recordsForPage({
    lang: 'en',
    slug: 'api_reference/request_object',
    group: 'API reference',
    title: 'Request object',
    description: 'What a handler receives.',
    tree,
  });
}

describe('search records', () => {
  const records = build();
  const contents = records.filter((r) => r.type === 'content').map((r) => r.content);

  it('has one lvl1 record for the page, with the group as lvl0', () => {
    expect(records[0]).toEqual({
      objectID: 'en:api_reference/request_object:0',
      code: 'secret_code_should_not_be_indexed',
      url: '/documentation/en/api_reference/request_object',
      type: 'lvl1',
      hierarchy: { lvl0: 'API reference', lvl1: 'Request object', lvl2: null, lvl3: null },
      content: null,
      lang: 'en',
    });
  });

  it('gives h2 and h3 their own records with the #anchor of the heading', () => {
    const headings = records.filter((r) => r.type === 'lvl2' || r.type === 'lvl3');
    expect(headings.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl2', '/documentation/en/api_reference/request_object#query-parameters', 'Query parameters', null],
      ['lvl3', '/documentation/en/api_reference/request_object#defaults', 'Query parameters', 'Defaults'],
      ['lvl2', '/documentation/en/api_reference/request_object#second', 'Second section', null],
    ]);
  });

  it('makes content records of paragraphs, list items, table rows, notes and properties, never of code', () => {
    expect(contents).toEqual([
      'What a handler receives.',
      'Intro paragraph with inline code.',
      'Read them from request.query_params.',
      'First item',
      'Second item',
      'Nested item',
      'Name · Meaning',
      'page · the page number',
      'A note paragraph.',
      'status_code (int): The HTTP status.',
      'Text of the second section.',
    ]);
    expect(JSON.stringify(contents)).not.toMatch(/secret_code|tabbed_code/);
  });

  it("gives each heading record the API names of its section's code, code blocks and code tabs alike", () => {
    const codeOf = (url: string) => records.find((r) => r.type !== 'content' && r.url === url)?.code;
    expect(codeOf('/documentation/en/api_reference/request_object')).toBe(
      'secret_code_should_not_be_indexed',
    );
    expect(codeOf('/documentation/en/api_reference/request_object#defaults')).toBe('tabbed_code');
    expect(codeOf('/documentation/en/api_reference/request_object#second')).toBeUndefined();
  });

  it('takes imported, called, dotted, CamelCase and UPPER_CASE names and --flags from code, not plain variables', () => {
    const code =
      'from robyn import Robyn, jsonify\napp = Robyn(__file__)\nresult = jsonify(data)\nROBYN_PORT = 8080\nconfig.load()\n# python -m robyn app.py --processes 2';
    expect(codeNames(code).sort()).toEqual(
      ['--processes', 'ROBYN_PORT', 'Robyn', '__file__', 'app.py', 'config.load', 'jsonify', 'robyn'].sort(),
    );
  });

  it('anchors content to the nearest heading above it', () => {
    const byContent = (text: string) => records.find((r) => r.content === text)!;
    expect(byContent('Intro paragraph with inline code.').url).toBe(
      '/documentation/en/api_reference/request_object',
    );
    expect(byContent('page · the page number')).toMatchObject({
      url: '/documentation/en/api_reference/request_object#defaults',
      hierarchy: { lvl2: 'Query parameters', lvl3: 'Defaults' },
    });
    expect(byContent('Text of the second section.').hierarchy).toEqual({
      lvl0: 'API reference',
      lvl1: 'Request object',
      lvl2: 'Second section',
      lvl3: null,
    });
  });

  it('gives every record a unique objectID', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
});

// Reading every page of the real content takes seconds on a busy two-core machine.
describe('records of the real content', { timeout: 90_000 }, () => {
  it.each(['en', 'zh'] as const)(
    'covers every page of %s with unique ids and urls of that language',
    (lang) => {
      const records = buildSearchRecords(lang);
      const pages = records.filter((r) => r.type === 'lvl1');
      expect(pages).toHaveLength(ALL_PAGES.length);
      expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
      for (const record of records) {
        expect(record.lang).toBe(lang);
        expect(record.url.startsWith(`/documentation/${lang}`)).toBe(true);
      }
      const group = dictionary(lang).groups.api_reference;
      expect(pages.find((r) => r.url === `/documentation/${lang}/api_reference/cors`)?.hierarchy.lvl0).toBe(
        group,
      );
    },
  );
});

describe('records on the wire', { timeout: 30_000 }, () => {
  it.each(['en', 'zh'] as const)('decode back to exactly the %s records', (lang) => {
    const records = buildSearchRecords(lang);
    const payload = encodeRecords(lang, records);
    expect(decodeRecords(JSON.parse(JSON.stringify(payload)))).toEqual(records);
    expect(payload.pages).toHaveLength(ALL_PAGES.length);
  });

  it.each(['en', 'zh'] as const)(
    'splits the %s index into a head with every heading and name, and the text that completes it',
    (lang) => {
      const payload = localSearchIndex(lang);
      const { head, text } = JSON.parse(JSON.stringify(splitRecords(payload))) as ReturnType<
        typeof splitRecords
      >;
      expect(joinRecords(head, text)).toEqual(payload);
      expect('records' in head).toBe(false);
      const records = decodeRecords(payload);
      // The head gives back the heading records as they are, ids included, and no paragraph.
      expect(decodeHeadings(head)).toEqual(records.filter((record) => record.type !== 'content'));
      expect(decodeIdentifiers(head)).toEqual(decodeIdentifiers(payload));
      // The first answers' part is a fraction of the whole.
      expect(JSON.stringify(head).length).toBeLessThan(JSON.stringify(payload).length / 3);
    },
  );

  it('refuses records it could not give back', () => {
    const [first] = build();
    expect(() => encodeRecords('en', [{ ...first!, objectID: 'no-sequence' }])).toThrow(
      /not "<page>:<number>"/,
    );
    expect(() =>
      encodeRecords('en', [{ ...first!, objectID: `${first!.objectID.replace(/\d+$/, '')}5` }]),
    ).toThrow(/out of order/);
    expect(() => encodeRecords('zh', [first!])).toThrow(/not in zh/);
    expect(() => encodeRecords('en', [{ ...first!, type: 'lvl2' }])).toThrow(/must name its level/);
    const paragraph = build().find((r) => r.type === 'content')!;
    expect(() =>
      encodeRecords('en', [{ ...paragraph, objectID: `${paragraph.objectID.replace(/\d+$/, '')}0` }]),
    ).toThrow(/outside its heading's section/);
    // The first format (records as [section, type, content]) is not read as this one.
    expect(() => decodeRecords({ v: 1, records: [] } as never)).toThrow(/Unknown/);
  });

  it.each(['en', 'zh'] as const)(
    'ships the %s Python reference as names that give back each heading record',
    (lang) => {
      const reference = buildSearchRecords(lang).filter(
        (r) => r.url.startsWith(`/documentation/${lang}/reference/`) && r.type !== 'content',
      );
      const payload = localSearchIndex(lang);
      const identifiers = decodeIdentifiers(JSON.parse(JSON.stringify(payload)));
      expect(identifiers.map((entry) => entry.record.url)).toEqual(reference.map((r) => r.url));
      expect(identifiers.map((entry) => entry.record.hierarchy)).toEqual(reference.map((r) => r.hierarchy));
      expect(identifiers.find((entry) => entry.name === 'QueryParams.get')?.record).toMatchObject({
        url: `/documentation/${lang}/reference/robyn-robyn#queryparams-get`,
        type: 'lvl3',
        hierarchy: { lvl2: 'QueryParams', lvl3: 'QueryParams.get' },
      });
      // The guides' records are all there, and no text of the reference.
      expect(decodeRecords(payload)).toEqual(buildSearchRecords(lang, { reference: false }));
    },
  );
});
