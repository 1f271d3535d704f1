import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '@/lib/regexp';

describe('escapeRegExp', () => {
  const literals = [
    'a.b',
    '(x)|[y]',
    '^$',
    'a+b*c?',
    '{1,2}',
    'back\\slash',
    '/releases/*',
    '请求对象 (Request)',
  ];

  it('matches each string literally, with and without the unicode flag', () => {
    for (const text of literals) {
      for (const flags of ['', 'u'])
        expect(new RegExp(`^${escapeRegExp(text)}$`, flags).test(text)).toBe(true);
    }
  });

  it('matches nothing the unescaped pattern would also take', () => {
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('a+')}$`).test('aa')).toBe(false);
    expect(new RegExp(`^${escapeRegExp('(x)|y')}$`).test('y')).toBe(false);
  });
});
