import { describe, expect, it } from 'vitest';
import { dropColorMixCopies } from '@/integrations/color-mix-fallbacks';

const SUPPORTS = '@supports (color:color-mix(in lab, red, red))';
const mix = (color: string, percent: number) => `color-mix(in oklab, ${color} ${percent}%, transparent)`;

describe('dropColorMixCopies', () => {
  it('drops the copy of a theme colour whose fallback precedes it, in and out of a media query', () => {
    const css =
      `.a{color:red;background-color:#18181b1a}${SUPPORTS}{.a{background-color:${mix('var(--color-zinc-900)', 10)}}}` +
      `@media (hover:hover){.b:hover{--tw-ring-color:#ffffff1a}${SUPPORTS}{.b:hover{--tw-ring-color:${mix('var(--color-white)', 10)}}}}.c{top:0}`;
    expect(dropColorMixCopies(css)).toBe(
      '.a{color:red;background-color:#18181b1a}@media (hover:hover){.b:hover{--tw-ring-color:#ffffff1a}}.c{top:0}',
    );
  });

  it('keeps a mix of currentColor, whose fallback is the full colour', () => {
    const css = `.d{text-decoration-color:currentColor}${SUPPORTS}{.d{text-decoration-color:${mix('currentColor', 30)}}}`;
    expect(dropColorMixCopies(css)).toBe(css);
  });

  it('keeps a copy with no fallback for one of its properties, or of a variable that is not a theme colour', () => {
    const missing = `.e{color:#fff}${SUPPORTS}{.e{-webkit-text-decoration-color:${mix('var(--color-white)', 20)}}}`;
    expect(dropColorMixCopies(missing)).toBe(missing);
    const other = `.f{color:#000}${SUPPORTS}{.f{color:${mix('var(--shiki-light)', 50)}}}`;
    expect(dropColorMixCopies(other)).toBe(other);
    const noRule = `${SUPPORTS}{.g{color:${mix('var(--color-zinc-500)', 50)}}}`;
    expect(dropColorMixCopies(noRule)).toBe(noRule);
    const notBefore = `.j{color:#fff}.k{top:0}${SUPPORTS}{.j{color:${mix('var(--color-white)', 50)}}}`;
    expect(dropColorMixCopies(notBefore)).toBe(notBefore);
    const suffix = `.x .j{color:#fff}${SUPPORTS}{.j{color:${mix('var(--color-white)', 50)}}}`;
    expect(dropColorMixCopies(suffix)).toBe(suffix);
  });

  it('leaves a stylesheet without such blocks, or with an unclosed one, as it is', () => {
    expect(dropColorMixCopies('.h{color:red}')).toBe('.h{color:red}');
    const unclosed = `.i{color:#fff}${SUPPORTS}{.i{color:${mix('var(--color-white)', 5)}}`;
    expect(dropColorMixCopies(unclosed)).toBe(unclosed);
  });
});
