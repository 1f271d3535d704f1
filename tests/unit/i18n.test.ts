import { describe, expect, it } from 'vitest';
import { htmlLangOf, isLang, langOfPath, LANGUAGES, switchLangInPath } from '@/lib/i18n';

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
