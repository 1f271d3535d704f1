import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localSearchIndex } from '@/lib/search/build';
import {
  IdentifierIndex,
  looksLikeIdentifier,
  withinOneEdit,
  type IdentifierEntry,
} from '@/lib/search/identifiers';
import { LocalSearchIndex } from '@/lib/search/local-engine';
import type { SearchRecord } from '@/lib/search/types';
import { decodeIdentifiers, decodeRecords, encodeRecords } from '@/lib/search/wire';
import { entryAnchor } from '@/lib/reference/names';
import { identifierQueries, typoOf } from '../../scripts/bench/lib/identifier-queries.mjs';

/** Entries of a made-up reference page, as the wire format gives them back. */
function entries(...names: string[]): IdentifierEntry[] {
  const pageUrl = '/documentation/en/reference/robyn-demo';
  const page: SearchRecord = {
    objectID: 'en:reference/robyn-demo:0',
    url: pageUrl,
    type: 'lvl1',
    hierarchy: { lvl0: 'Python reference', lvl1: 'Demo', lvl2: null, lvl3: null },
    content: null,
    lang: 'en',
  };
  let owner: string | null = null;
  const headings = names.map((name, i): SearchRecord => {
    const member = name.includes('.');
    if (!member) owner = name;
    return {
      ...page,
      objectID: `en:reference/robyn-demo:${i + 1}`,
      url: `${pageUrl}#${entryAnchor(name)}`,
      type: member ? 'lvl3' : 'lvl2',
      hierarchy: { ...page.hierarchy, lvl2: owner, lvl3: member ? name : null },
    };
  });
  return decodeIdentifiers(encodeRecords('en', [], [page, ...headings]));
}

const DEMO = new IdentifierIndex(
  entries(
    'Request',
    'Request.json',
    'Request.body',
    'QueryParams',
    'QueryParams.get',
    'QueryParams.set',
    'Headers',
    'Headers.get',
    'BaseRobyn',
    'BaseRobyn.configure_sessions',
    'BaseRobyn.include_router',
    'TestClient',
    'TestClient.get',
    'Session',
    'Files',
    'html',
    'jsonify',
    'HttpMethod',
    'HttpMethod.GET',
  ),
);
/** Words of the (made-up) documentation. */
const DOCS_WORDS = new Set(['request', 'sessions', 'files']);
const named = (query: string) => DEMO.match(query, (form) => DOCS_WORDS.has(form))?.entry.name ?? null;

describe('one edit apart', () => {
  it.each([
    ['configure_sessions', 'configure_sesions', true], // missing
    ['testclient', 'testclinet', true], // swapped
    ['request', 'reqeust', true],
    ['request', 'requests', true], // extra
    ['request', 'requast', true], // wrong
    ['request', 'request', true],
    ['request', 'rqeuset', false], // two edits
    ['request', 'reque', false],
    ['token_getter', 'token_etter', true],
    ['tokengetter', 'token_etter', false], // a letter is never replaced by `_`
    ['request.body', 'requestbody', true], // a missing `.` is one missing character
  ])('%s and %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('identifier matching', () => {
  it('finds an exact name, qualified or not, with the characters copied around it', () => {
    expect(named('QueryParams.get')).toBe('QueryParams.get');
    expect(named('TestClient')).toBe('TestClient');
    expect(named('configure_sessions')).toBe('BaseRobyn.configure_sessions');
    expect(named('app.configure_sessions')).toBe('BaseRobyn.configure_sessions');
    expect(named('BaseRobyn.configure_sessions')).toBe('BaseRobyn.configure_sessions');
    expect(named('robyn.demo.TestClient')).toBe('TestClient');
    expect(named('robyn.demo')).toBe('robyn.demo');
    expect(named('`app.include_router()`')).toBe('BaseRobyn.include_router');
    expect(named('  jsonify  ')).toBe('jsonify');
  });

  it('matches names in any case, plain words and modules only as written', () => {
    expect(named('testclient')).toBe('TestClient');
    expect(named('QUERYPARAMS.GET')).toBe('QueryParams.get');
    expect(named('request.json')).toBe('Request.json');
    expect(named('Request')).toBe('Request');
    // The word `request` is not a typo of `Request` either.
    expect(named('request')).toBeNull();
    expect(named('REQUEST')).toBeNull();
    expect(named('ROBYN.DEMO')).toBeNull();
    // The root module is the product's name, a word to search for.
    expect(named('robyn')).toBeNull();
  });

  it('forces nothing for an ambiguous name or a plain member name', () => {
    expect(named('get')).toBeNull();
    expect(named('app.get')).toBeNull();
    expect(named('body')).toBeNull();
    // The all-capitals GET is a plain word too: qualified, it is found.
    expect(named('GET')).toBeNull();
    expect(named('HttpMethod.GET')).toBe('HttpMethod.GET');
  });

  it('finds a name of five letters or more with one letter wrong, missing, extra or swapped', () => {
    expect(DEMO.match('configure_sesions')).toMatchObject({
      entry: { name: 'BaseRobyn.configure_sessions' },
      name: 'configure_sessions',
      typo: true,
    });
    expect(named('TestClinet')).toBe('TestClient');
    expect(named('app.include_ruoter')).toBe('BaseRobyn.include_router');
    expect(named('QueryParam')).toBe('QueryParams');
    expect(named('Reqeust')).toBe('Request');
    expect(named('Fils')).toBe('Files');
    expect(named('jsonfy')).toBe('jsonify');
    // A typo in the qualifier keeps the qualifier's meaning.
    expect(named('TestClinet.get')).toBe('TestClient.get');
  });

  it('needs the exact name below five letters', () => {
    expect(named('html')).toBe('html');
    expect(named('htm')).toBeNull();
    expect(named('htlm')).toBeNull();
    expect(named('htmls')).toBeNull();
    expect(named('Hedaers.get')).toBe('Headers.get');
    expect(named('Headers.gte')).toBe('Headers.get');
  });

  it('reads no typo into a word of the documentation, two edits, or a typo near two names', () => {
    expect(named('Sessions')).toBeNull();
    expect(named('Files')).toBe('Files');
    expect(named('TsetCleint')).toBeNull();
    // One edit from both QueryParams.get and QueryParams.set.
    expect(named('QueryParams.sget')).toBeNull();
  });

  it('leaves sentences and other queries alone', () => {
    for (const query of ['configure sessions', 'how to use TestClient', 'const=True', '请求', '', '.get'])
      expect(named(query)).toBeNull();
  });

  it('reads an identifier with CJK words around it as the name, and keeps the words', () => {
    expect(DEMO.match('configure_sesions 怎么用')).toMatchObject({
      name: 'configure_sessions',
      typo: true,
      rest: '怎么用',
    });
    expect(DEMO.match('如何使用 TestClinet？')).toMatchObject({ name: 'TestClient', rest: '如何使用 ？' });
    expect(DEMO.match('configure_sessions')).toMatchObject({ typo: false, rest: '' });
    // A plain word is a word of the question; Latin words around a name make it a sentence.
    expect(named('Request 对象')).toBeNull();
    expect(named('configure_sessions how 怎么用')).toBeNull();
    expect(named('TestClient 和 QueryParams')).toBeNull();
  });

  it('says whether a heading names the entry', () => {
    const find = (name: string) => DEMO.match(name)!.entry;
    expect(DEMO.headingNames('Testing with TestClient', find('TestClient'))).toBe(true);
    expect(DEMO.headingNames('使用 TestClient 测试', find('TestClient'))).toBe(true);
    expect(DEMO.headingNames('configure_sessions', find('configure_sessions'))).toBe(true);
    expect(DEMO.headingNames('What app.include_router copies', find('include_router'))).toBe(true);
    expect(DEMO.headingNames('Testing', find('TestClient'))).toBe(false);
    // A plain word names an entry only as the whole heading.
    expect(DEMO.headingNames('Request', find('Request'))).toBe(true);
    expect(DEMO.headingNames('Request ids on every line', find('Request'))).toBe(false);
    // `get` is no name of QueryParams.get on its own.
    expect(DEMO.headingNames('get', find('QueryParams.get'))).toBe(false);
  });

  it('tells a name from a plain word', () => {
    for (const name of [
      'configure_sessions',
      'TestClient',
      'HTTPException',
      'HTTP_200_OK',
      'mimeType',
      'a.b',
    ])
      expect(looksLikeIdentifier(name)).toBe(true);
    for (const name of ['Request', 'jsonify', 'get', 'GET', 'STARTUP'])
      expect(looksLikeIdentifier(name)).toBe(false);
  });
});

// Building the real index reads every page: seconds on a busy two-core machine.
describe.each(['en', 'zh'] as const)('identifiers in the real %s index', { timeout: 120_000 }, (lang) => {
  let index: LocalSearchIndex;
  const first = (query: string) => {
    if (!index) {
      const payload = JSON.parse(JSON.stringify(localSearchIndex(lang)));
      index = new LocalSearchIndex(decodeRecords(payload), decodeIdentifiers(payload));
    }
    return index.search(query).map((hit) => hit.url.replace(`/documentation/${lang}/`, ''));
  };

  it.each([
    [
      'configure_sessions',
      ['reference/robyn#baserobyn-configure-sessions', 'api_reference/sessions#configure-sessions'],
    ],
    [
      'configure_sesions',
      ['reference/robyn#baserobyn-configure-sessions', 'api_reference/sessions#configure-sessions'],
    ],
    ['QueryParams.get', ['reference/robyn-robyn#queryparams-get']],
    ['queryparams.gte', ['reference/robyn-robyn#queryparams-get']],
    ['TestClient', ['reference/robyn-testing#testclient', 'api_reference/advanced_features#test-client']],
    ['TestClinet', ['reference/robyn-testing#testclient', 'api_reference/advanced_features#test-client']],
    ['Request', ['reference/robyn-robyn#request']],
    ['jsonify', ['reference/robyn-jsonify#jsonify', 'api_reference/response-objects#jsonify']],
    ['robyn.status_codes', ['reference/robyn-status_codes']],
  ])('%s finds its entry, or the section whose heading names it, first', (query, answers) => {
    const hits = first(query);
    expect(answers).toContain(hits[0]);
    // The entry itself is among the first two.
    expect(hits.slice(0, 2)).toContain(answers[0]);
  });

  it('finds what the name alone finds first for a name with a typo and Chinese words', () => {
    expect(first('configure_sesions 怎么用').slice(0, 2)).toEqual(first('configure_sessions').slice(0, 2));
  });

  it("puts the entry second after the words' best answer when words ask about a name", () => {
    for (const [query, entry] of [
      ['TestClinet 怎么用？', 'reference/robyn-testing#testclient'],
      ['SubRouter 路由前缀', 'reference/robyn#subrouter'],
    ] as const) {
      const hits = first(query);
      expect(hits[1]).toBe(entry);
      expect(hits[0]).not.toMatch(/^reference\//);
    }
  });

  it('finds a name of the text with a typo in one of its parts', () => {
    const exact = first('keep_alive_timeout');
    expect(exact[0]).toMatch(/^api_reference\/timeout_configuration/);
    for (const query of ['keep_alive_timout', 'keep_alive_tmeout', 'keep_alive_timout 是什么'])
      expect(first(query)[0]).toMatch(/^api_reference\/timeout_configuration/);
  });

  it('forces no entry for an ambiguous name', () => {
    expect(first('get')[0]).not.toMatch(/^reference\//);
    expect(first('status_code')[0]).not.toMatch(/^reference\//);
  });
});

describe('the identifier query set of the bench', () => {
  it('makes one typo per name by its rule', () => {
    // The letter nearest the middle: removed for even positions in the set, swapped with the next for odd ones.
    expect(typoOf('configure_sessions', 0)).toBe('configur_sessions');
    expect(typoOf('TestClient', 1)).toBe('TestCilent');
    expect(typoOf('Request', 0)).toBe('Reqest');
  });

  it('reads its answers from the reference data and the guide headings', { timeout: 30_000 }, () => {
    const queries = identifierQueries(process.cwd(), ['en']);
    const find = (q: string) => queries.find((query) => query.q === q);
    expect(find('configure_sessions')).toMatchObject({
      kind: 'member',
      sections: [
        'reference/robyn#baserobyn-configure-sessions',
        'api_reference/advanced_features#session-options',
        'api_reference/sessions#configure-sessions',
      ],
    });
    expect(find('QueryParams.get')?.sections).toEqual(['reference/robyn-robyn#queryparams-get']);
    // `get` names eight methods: not in the set.
    expect(find('get')).toBeUndefined();
    // Every entry of the data is there under its full name, and every page of the reference.
    const entries = fs
      .readdirSync('content/reference')
      .filter((file) => /^robyn(\.\w+)*\.json$/.test(file))
      .flatMap(
        (file) => JSON.parse(fs.readFileSync(`content/reference/${file}`, 'utf8')).entries as unknown[],
      );
    expect(entries.length).toBeGreaterThan(400);
    expect(queries.filter((query) => query.kind === 'name')).toHaveLength(entries.length);
    expect(queries.filter((query) => query.kind === 'module')).toHaveLength(19);
  });
});
