import { describe, expect, it } from 'vitest';
import { docsReturnLink } from '@/lib/docs/return-link';
import { parsePathHistory, recordPath } from '@/lib/previous-path';

describe('path history', () => {
  it('remembers the page before the current one', () => {
    let history = recordPath(null, '/documentation/en/api_reference/cors');
    expect(history).toEqual({ current: '/documentation/en/api_reference/cors', previous: null });
    history = recordPath(history, '/');
    expect(history).toEqual({ current: '/', previous: '/documentation/en/api_reference/cors' });
    // A reload keeps where the visitor came from.
    expect(recordPath(history, '/')).toBe(history);
  });

  it('ignores malformed storage', () => {
    expect(parsePathHistory(null)).toBeNull();
    expect(parsePathHistory('{')).toBeNull();
    expect(parsePathHistory('{"current":"http://evil"}')).toBeNull();
    expect(parsePathHistory('{"current":"/","previous":"//evil.example"}')).toEqual({
      current: '/',
      previous: null,
    });
  });
});

describe('docsReturnLink', () => {
  it('offers the documentation page the visitor came from, titled in its language', () => {
    expect(docsReturnLink('/documentation/en/api_reference/cors')).toMatchObject({
      href: '/documentation/en/api_reference/cors',
      lang: 'en',
    });
    const zh = docsReturnLink('/documentation/zh/architecture');
    expect(zh).toEqual({ href: '/documentation/zh/architecture', title: '架构', lang: 'zh' });
    expect(docsReturnLink('/documentation')).toMatchObject({ href: '/documentation', lang: 'en' });
    expect(docsReturnLink('/documentation/en')).toMatchObject({
      href: '/documentation/en',
      title: 'Introduction',
    });
  });

  it('offers nothing for other pages', () => {
    expect(docsReturnLink(null)).toBeNull();
    expect(docsReturnLink('/releases')).toBeNull();
    expect(docsReturnLink('/documentation/fr/architecture')).toBeNull();
    expect(docsReturnLink('/documentation/en/no-such-page')).toBeNull();
  });
});
