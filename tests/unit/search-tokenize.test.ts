import { describe, expect, it } from 'vitest';
import { LocalSearchIndex } from '@/lib/search/local-engine';
import { analyze, cjkBigrams, lastWordTerms, requiredQueryTerms, tokenize } from '@/lib/search/tokenize';
import type { SearchRecord } from '@/lib/search/types';

function record(objectID: string, content: string, lang: 'en' | 'zh' = 'zh'): SearchRecord {
  return {
    objectID,
    url: `/documentation/${lang}/page-${objectID}`,
    type: 'content',
    hierarchy: { lvl0: 'Group', lvl1: `Page ${objectID}`, lvl2: null, lvl3: null },
    content,
    lang,
  };
}

describe('tokenize', () => {
  it('lowercases latin words and splits joined words into parts', () => {
    const terms = tokenize('Use @app.get with ROBYN_ENV and file-uploads');
    expect(terms).toEqual(expect.arrayContaining(['use', 'app.get', 'app', 'get', 'robyn_env', 'robyn', 'env', 'file', 'uploads']));
    expect(terms.every((term) => term === term.toLowerCase())).toBe(true);
  });

  it('indexes Chinese runs as character bigrams plus segmenter words, never as single characters', () => {
    const { grams, cjkWords } = analyze('中间件可以在请求之前运行');
    expect(grams).toEqual(['中间', '间件', '件可', '可以', '以在', '在请', '请求', '求之', '之前', '前运', '运行']);
    expect(cjkWords.length).toBeGreaterThan(0);
    expect(cjkWords.every((word) => Array.from(word).length > 1)).toBe(true);
    expect(tokenize('中间件可以在请求之前运行')).not.toContain('件');
  });

  it('is the same function at index and query time', () => {
    expect(tokenize('请求')).toEqual(tokenize('请求'));
    expect(requiredQueryTerms('中间件')).toEqual(cjkBigrams('中间件'));
    for (const term of requiredQueryTerms('中间件 CORS app.get')) expect(tokenize('中间件 CORS app.get')).toContain(term);
  });

  it('matches the last word as a prefix only while it is being typed', () => {
    expect([...lastWordTerms('request obj')]).toEqual(['obj']);
    expect([...lastWordTerms('request obj ')]).toEqual([]);
    expect([...lastWordTerms('app.ge')]).toEqual(['app.ge', 'app', 'ge']);
    expect([...lastWordTerms('中间件')]).toEqual([]);
  });
});

describe('local engine tokenizer behaviour', () => {
  const index = new LocalSearchIndex([
    record('sentence', '中间件可以在请求之前运行'),
    // Shares only single characters with 中间件 (中, 间, 件) and with 请求 (请, 求).
    record('decoy', '午间时分，中午吃饭，软件请大家求助'),
    record('english', 'Middlewares run before and after every request handler', 'en'),
  ]);
  const ids = (query: string) => index.search(query).map((hit) => hit.objectID);

  it('finds 中间件 inside 中间件可以在请求之前运行', () => {
    expect(ids('中间件')).toEqual(['sentence']);
  });

  it('finds 请求 and a substring spanning two words', () => {
    expect(ids('请求')).toEqual(['sentence']);
    expect(ids('请求之前')).toEqual(['sentence']);
  });

  it('does not match a decoy that only shares single characters', () => {
    expect(ids('中间件')).not.toContain('decoy');
    expect(ids('请求')).not.toContain('decoy');
    // Both characters occur in both texts, never side by side.
    expect(ids('中件')).toEqual([]);
    expect(ids('件请')).toEqual(['decoy']);
  });

  it('matches English prefixes and light typos', () => {
    expect(ids('middle')).toEqual(['english']);
    expect(ids('midd')).toEqual(['english']);
    expect(ids('requst handler')).toEqual(['english']);
    expect(ids('handler requ')).toEqual(['english']);
    // A finished word is not a prefix.
    expect(ids('middle ')).toEqual([]);
    // Every word must match.
    expect(ids('middleware websocket')).toEqual([]);
  });
});
