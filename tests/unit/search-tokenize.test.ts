import { describe, expect, it } from 'vitest';
import { LocalSearchIndex } from '@/lib/search/local-engine';
import { analyzeQuery, cjkBigrams, indexTerms, stem, type Concept } from '@/lib/search/tokenize';
import type { SearchRecord } from '@/lib/search/types';

function record(objectID: string, content: string, lang: 'en' | 'zh' = 'zh', code?: string): SearchRecord[] {
  const url = `/documentation/${lang}/page-${objectID}`;
  const hierarchy = { lvl0: 'Group', lvl1: `Page ${objectID}`, lvl2: null, lvl3: null };
  return [
    {
      objectID: `${objectID}:0`,
      url,
      type: 'lvl1',
      hierarchy,
      content: null,
      lang,
      ...(code ? { code } : {}),
    },
    { objectID, url, type: 'content', hierarchy, content, lang },
  ];
}

const texts = (concepts: Concept[]) => concepts.map((concept) => concept.text);
const required = (concepts: Concept[]) =>
  concepts.filter((concept) => !concept.optional).map((concept) => concept.text);
const termsOf = (concept: Concept | undefined) =>
  concept?.alternatives.map((alternative) => alternative.terms.join('+')) ?? [];

describe('index terms', () => {
  it('stems English words and keeps the plain word for prefix matching while typing', () => {
    expect(indexTerms('Uploads reached')).toEqual(['upload', 'uploads', 'reach', 'reached']);
    expect(stem('middlewares')).toBe(stem('middleware'));
    expect(stem('showing')).toBe('show');
  });

  it('keeps API names whole and adds their parts', () => {
    expect(indexTerms('app.serve_directory')).toEqual(['app.serve_directory', 'app', 'serv', 'directori']);
    expect(indexTerms('StreamingResponse')).toEqual(['streamingresponse', 'stream', 'respons']);
    expect(indexTerms('ROBYN_ENV')).toEqual(['robyn_env', 'robyn', 'env']);
  });

  it('indexes Chinese runs as character bigrams plus segmenter words, never as single characters', () => {
    const terms = indexTerms('中间件可以在请求之前运行');
    expect(terms).toEqual(expect.arrayContaining(cjkBigrams('中间件可以在请求之前运行')));
    expect(terms).toContain('请求');
    expect(terms).not.toContain('件');
    expect(cjkBigrams('中间件')).toEqual(['中间', '间件']);
  });

  it('reads latin words inside Chinese text', () => {
    expect(indexTerms('使用 serve_directory 提供静态文件')).toEqual(
      expect.arrayContaining(['serve_directory', 'serv', 'directori', '静态', '态文', '文件']),
    );
  });
});

describe('query analysis', () => {
  it('makes stop words optional, and keeps them when the question has nothing else', () => {
    const concepts = analyzeQuery('how to serve static files');
    expect(required(concepts)).toEqual(['serve', 'static files']);
    expect(concepts.find((c) => c.text === 'how')?.optional).toBe(true);
    expect(required(analyzeQuery('how to'))).toEqual(['how', 'to']);
  });

  it('stems query words the way the index does', () => {
    const [concept] = analyzeQuery('reached ');
    expect(termsOf(concept)).toEqual(['reach']);
  });

  it('matches the word being typed as a prefix too, and a finished word only whole', () => {
    expect(analyzeQuery('middlewa')[0]?.alternatives).toContainEqual({ terms: ['middlewa'], prefix: true });
    expect(analyzeQuery('middlewa ')[0]?.alternatives.some((alternative) => alternative.prefix)).toBe(false);
  });

  it('splits identifiers and keeps them whole: app.serve_directory, serve_directory and serve directory all meet the index', () => {
    const [identifier] = analyzeQuery('app.serve_directory ');
    expect(
      identifier?.alternatives.filter((alternative) => !alternative.fallback).map((a) => a.terms.join('+')),
    ).toEqual(['app.serve_directory', 'app+serv+directori']);
    // Its words forgive a typo only when the name is found nowhere as typed (keep_alive_timout).
    expect(identifier?.alternatives.filter((alternative) => alternative.fallback)).toEqual([
      { terms: ['app', 'serv', 'directori'], fuzzy: true, fallback: true },
    ]);
    expect(termsOf(analyzeQuery('serve_directory ')[0])).toContain('serv+directori');
    expect(analyzeQuery('serve directory ').flatMap(termsOf)).toEqual(
      expect.arrayContaining(['serv', 'directori']),
    );
  });

  it('widens a word or phrase to its synonym group, in both languages', () => {
    expect(termsOf(analyzeQuery('swagger ')[0])).toEqual(expect.arrayContaining(['openapi', 'swagger']));
    expect(termsOf(analyzeQuery('blueprint ')[0])).toEqual(
      expect.arrayContaining(['sub+router', '子路+路由']),
    );
    expect(texts(analyzeQuery('hot reload '))).toEqual(['hot reload']);
    expect(termsOf(analyzeQuery('鉴权')[0])).toEqual(expect.arrayContaining(['身份+份验+验证', 'authent']));
    expect(termsOf(analyzeQuery('跨域')[0])).toContain('cor');
  });

  it('segments spaceless Chinese into words, each required as its own bigrams, with straddling bigrams optional', () => {
    const concepts = analyzeQuery('中间件执行顺序');
    expect(required(concepts)).toEqual(['中间件', '执行', '顺序']);
    const straddling = concepts.filter((c) => c.optional).map((c) => c.text);
    expect(straddling).toEqual(['件执', '行顺']);
    expect(termsOf(concepts.find((c) => c.text === '执行'))).toEqual(['执行']);
  });

  it('drops Chinese stop words and question words from what is required', () => {
    expect(required(analyzeQuery('怎么获取查询参数'))).toEqual(['获取', '查询参数']);
    expect(required(analyzeQuery('before_request 怎么用'))).toEqual(['before_request']);
  });

  it('reads latin words inside a Chinese question apart from the Chinese around them', () => {
    expect(texts(analyzeQuery('robyn部署docker')).slice(0, 3)).toEqual(['robyn', '部署', 'docker']);
  });
});

describe('local engine behaviour', () => {
  const index = new LocalSearchIndex([
    ...record('sentence', '中间件可以在请求之前运行'),
    // Shares only single characters with 中间件 (中, 间, 件) and with 请求 (请, 求).
    ...record('decoy', '午间时分，中午吃饭，软件请大家求助'),
    ...record('english', 'Middlewares run before and after every request handler', 'en'),
    ...record('files', 'Serve a whole folder of assets with one call.', 'en', 'app.serve_directory'),
  ]);
  const ids = (query: string) => index.search(query).map((hit) => hit.url.replace(/.*page-/, ''));

  it('finds 中间件 inside 中间件可以在请求之前运行, and not in a text sharing only single characters', () => {
    // The English page matches through the synonym middleware; the decoy never does.
    expect(ids('中间件')).toEqual(['sentence', 'english']);
    expect(ids('请求')).toEqual(['sentence', 'english']);
    expect(ids('请求之前')[0]).toBe('sentence');
    for (const query of ['中间件', '请求', '请求之前']) expect(ids(query)).not.toContain('decoy');
  });

  it('finds English prefixes, inflections and light typos', () => {
    expect(ids('midd')).toContain('english');
    expect(ids('middleware')).toContain('english');
    expect(ids('requst handler')).toContain('english');
    expect(ids('handler requ')).toContain('english');
  });

  it('ranks a result that has every word above one that has some', () => {
    expect(ids('middleware handler folder')[0]).toBe('english');
    expect(ids('whole folder middleware')[0]).toBe('files');
  });

  it('finds API names of code blocks in their section', () => {
    expect(ids('serve_directory')).toEqual(['files']);
    expect(ids('app.serve_directory')).toEqual(['files']);
    expect(ids('serve directory')[0]).toBe('files');
  });

  it('ranks first the page whose several sections match over a page with one slightly better section', () => {
    const section = (page: string, anchor: string, heading: string, content: string): SearchRecord[] => {
      const url = `/documentation/en/${page}#${anchor}`;
      const hierarchy = { lvl0: 'Group', lvl1: page, lvl2: heading, lvl3: null };
      return [
        { objectID: `${page}:${anchor}:0`, url, type: 'lvl2', hierarchy, content: null, lang: 'en' },
        { objectID: `${page}:${anchor}:1`, url, type: 'content', hierarchy, content, lang: 'en' },
      ];
    };
    const pages = new LocalSearchIndex([
      ...section('aside', 'note', 'Note', 'A cookie jar.'),
      ...section('state', 'read', 'Reading', 'Read a cookie from the request object in any handler.'),
      ...section('state', 'set', 'Setting', 'Set a cookie on the response object returned by a handler.'),
      ...section(
        'state',
        'delete',
        'Deleting',
        'Delete a cookie by setting it again with an expiry in the past.',
      ),
      ...section('other', 'intro', 'Introduction', 'Nothing about it here.'),
    ]);
    const hits = pages.search('cookie').map((hit) => hit.url.replace('/documentation/en/', ''));
    expect(hits[0]).toMatch(/^state#/);
    // Its other sections get only a small share, so the other page's section still shows before them.
    expect(hits[1]).toBe('aside#note');
  });

  it('shows nothing only when no word of the question is in the index', () => {
    expect(ids('how to use middleware with a handler')).toContain('english');
    expect(ids('kubernetes helm')).toEqual([]);
  });
});
