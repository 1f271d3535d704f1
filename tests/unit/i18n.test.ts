import { describe, expect, it } from 'vitest';
import {
  docsHref,
  htmlLangOf,
  isLang,
  langOfPath,
  LANGUAGES,
  parseDocsPath,
  switchLangInPath,
} from '@/lib/i18n';

describe('languages', () => {
  it('are English and 中文', () => {
    expect(LANGUAGES.map((l) => [l.code, l.name])).toEqual([
      ['en', 'English'],
      ['zh', '中文'],
    ]);
    expect(isLang('zh')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(htmlLangOf('zh')).toBe('zh-CN');
  });

  it('are read from documentation paths only', () => {
    expect(langOfPath('/documentation/zh/hosting')).toBe('zh');
    expect(langOfPath('/documentation/en')).toBe('en');
    expect(langOfPath('/documentation')).toBeNull();
    expect(langOfPath('/releases')).toBeNull();
  });
});

describe('documentation URLs', () => {
  it('are parsed by one rule', () => {
    expect(parseDocsPath('/documentation/zh/api_reference/cors')).toEqual({
      lang: 'zh',
      slug: 'api_reference/cors',
      langInPath: true,
    });
    expect(parseDocsPath('/documentation/en/')).toEqual({ lang: 'en', slug: '', langInPath: true });
    expect(parseDocsPath('/documentation/zh/hosting?x=1#railway')).toMatchObject({
      lang: 'zh',
      slug: 'hosting',
    });
    expect(parseDocsPath('/documentation')).toEqual({ lang: 'en', slug: '', langInPath: false });
    expect(parseDocsPath('/documentation/fr/hosting')).toBeNull();
    expect(parseDocsPath('/documentationx')).toBeNull();
    expect(parseDocsPath('/releases')).toBeNull();
  });

  it('are built by one rule, the inverse of the parser', () => {
    for (const { code } of LANGUAGES) {
      for (const slug of ['', 'hosting', 'api_reference/cors']) {
        expect(docsHref(code, slug)).toBe(slug ? `/documentation/${code}/${slug}` : `/documentation/${code}`);
        expect(parseDocsPath(docsHref(code, slug))).toEqual({ lang: code, slug, langInPath: true });
      }
    }
  });

  it('give every language its html lang and Open Graph locale', () => {
    expect(LANGUAGES.map((l) => [l.code, l.htmlLang, l.ogLocale])).toEqual([
      ['en', 'en', 'en_US'],
      ['zh', 'zh-CN', 'zh_CN'],
    ]);
  });
});

describe('switchLangInPath', () => {
  it('rewrites only the language segment of a deep page', () => {
    expect(switchLangInPath('/documentation/en/api_reference/cors', 'zh')).toBe(
      '/documentation/zh/api_reference/cors',
    );
    expect(switchLangInPath('/documentation/zh/example_app/deployment', 'en')).toBe(
      '/documentation/en/example_app/deployment',
    );
  });

  it('keeps the #anchor and the query', () => {
    expect(switchLangInPath('/documentation/en/hosting#exposing-ports', 'zh')).toBe(
      '/documentation/zh/hosting#exposing-ports',
    );
    expect(switchLangInPath('/documentation/zh/community-resources?x=1#talks', 'en')).toBe(
      '/documentation/en/community-resources?x=1#talks',
    );
  });

  it('keeps the language when it is already the chosen one', () => {
    expect(switchLangInPath('/documentation/zh/hosting#railway', 'zh')).toBe(
      '/documentation/zh/hosting#railway',
    );
  });

  it('sends the root introduction to /documentation/{lang}', () => {
    expect(switchLangInPath('/documentation', 'zh')).toBe('/documentation/zh');
    expect(switchLangInPath('/documentation/#why-rust', 'en')).toBe('/documentation/en#why-rust');
    expect(switchLangInPath('/documentation/en', 'zh')).toBe('/documentation/zh');
  });

  it('inserts a language into a documentation path that lacks one', () => {
    expect(switchLangInPath('/documentation/hosting#railway', 'zh')).toBe(
      '/documentation/zh/hosting#railway',
    );
  });
});
