import { describe, expect, it } from 'vitest';
import { SEARCH_INPUT_MAX_LENGTH } from '@/lib/constants';
import { cutQuery, rewriteResultUrl, searchLangOfPath } from '@/lib/search/query';

describe('result url rewrite: documentation links follow the current language', () => {
  it('uses zh when the current path contains /zh, en otherwise', () => {
    expect(searchLangOfPath('/documentation/zh/api_reference/cors')).toBe('zh');
    expect(searchLangOfPath('/documentation/zh')).toBe('zh');
    expect(searchLangOfPath('/documentation/en/api_reference/cors')).toBe('en');
    expect(searchLangOfPath('/')).toBe('en');
    expect(searchLangOfPath('/releases')).toBe('en');
    // The rule is the path's text, not the page's language: an unknown path that contains /zh searches Chinese.
    expect(searchLangOfPath('/documentation/en/zhfoo')).toBe('zh');
  });

  it('rewrites documentation links to the current language, keeping the anchor', () => {
    expect(
      rewriteResultUrl('/documentation/en/api_reference/cors#preflight', '/documentation/zh/hosting'),
    ).toBe('/documentation/zh/api_reference/cors#preflight');
    expect(rewriteResultUrl('/documentation/zh/api_reference/cors', '/community')).toBe(
      '/documentation/en/api_reference/cors',
    );
    expect(rewriteResultUrl('/documentation/api_reference/cors#x', '/documentation/zh')).toBe(
      '/documentation/zh/api_reference/cors#x',
    );
    expect(rewriteResultUrl('/documentation/en', '/documentation/zh/plugins')).toBe('/documentation/zh');
    expect(rewriteResultUrl('/documentation', '/documentation/zh/plugins')).toBe('/documentation/zh');
  });

  it('makes absolute documentation links site-relative and leaves other links alone', () => {
    expect(rewriteResultUrl('https://robyn.tech/documentation/en/hosting#railway', '/documentation/zh')).toBe(
      '/documentation/zh/hosting#railway',
    );
    expect(rewriteResultUrl('https://github.com/sparckles/Robyn', '/documentation/zh')).toBe(
      'https://github.com/sparckles/Robyn',
    );
    expect(rewriteResultUrl('/releases', '/documentation/zh')).toBe('/releases');
  });
});

describe('query length: the query is cut to the 512-character input limit', () => {
  it('cuts the query to 512 characters', () => {
    expect(SEARCH_INPUT_MAX_LENGTH).toBe(512);
    expect(cutQuery('x'.repeat(600))).toHaveLength(512);
    expect(cutQuery('short')).toBe('short');
    expect(cutQuery('y'.repeat(512))).toHaveLength(512);
  });
});
