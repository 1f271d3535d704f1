import type { Plugin } from 'vite';

/**
 * Tailwind writes every colour with an opacity (`bg-zinc-900/10`) twice: a plain fallback (`#18181b1a`) for
 * browsers without `color-mix()`, then the same rule again inside `@supports (color:color-mix(in lab, red, red))`
 * with `color-mix(in oklab, var(--color-zinc-900) 10%, transparent)`. For our theme colours (never redefined at run
 * time) the two give the same colour in sRGB, so the second copy is weight on the render-blocking stylesheet: 138
 * of its 146 blocks go, a fifth of the file (111.8 KB → 89.7 KB raw, 14.8 KB → 13.7 KB Brotli; screenshots of every
 * page type in both themes at 375 and 1440 px differ by at most 3 of 255 per channel). Tailwind's compiler can
 * leave the copies out (its `polyfills` option), but @tailwindcss/vite does not pass that option, hence this step.
 *
 * A block is dropped only when every `color-mix()` in it mixes a theme colour (`var(--color-…)`) with
 * `transparent`, and the one rule it holds repeats the rule right before it, which has a fallback for each of its
 * properties. Anything else stays: a mix of `currentColor` (its fallback is the full colour, not the mix), another
 * variable, a block whose fallback is not right before it.
 */
const SUPPORTS = '@supports (color:color-mix(in lab, red, red)){';
const THEME_MIX = /color-mix\(in oklab,\s*var\(--color-[a-z0-9-]+\)\s+[\d.]+%,\s*transparent\)/g;

/** The index just after the brace that closes the one opened before `from`. */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let at = from; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) return at + 1;
  }
  return -1;
}

/** The declarations' property names of a rule body (`a:b;c:d`). */
const properties = (body: string) =>
  body
    .split(';')
    .map((declaration) => declaration.slice(0, declaration.indexOf(':')).trim())
    .filter(Boolean);

/** The rule that ends right before `at` in minified CSS (`selector{body}`), or null when something else does. */
function ruleBefore(css: string, at: number): { selector: string; body: string } | null {
  if (css[at - 1] !== '}') return null;
  const open = css.lastIndexOf('{', at - 2);
  if (open < 0) return null;
  const selectorStart = Math.max(css.lastIndexOf('}', open), css.lastIndexOf('{', open - 1)) + 1;
  return { selector: css.slice(selectorStart, open), body: css.slice(open + 1, at - 1) };
}

/**
 * True when the block starting at `start` (its rules: `inner`) is one rule with theme-colour mixes only, and the
 * rule right before the block has the same selector and a fallback for each of its properties.
 */
function redundant(css: string, start: number, inner: string): boolean {
  const mixes = inner.match(/color-mix\(/g)?.length ?? 0;
  if (mixes === 0 || (inner.match(THEME_MIX)?.length ?? 0) !== mixes) return false;
  const rule = /^([^{}]+)\{([^{}]*)\}$/.exec(inner);
  const fallback = ruleBefore(css, start);
  if (!rule || !fallback || fallback.selector !== rule[1]) return false;
  const given = properties(fallback.body);
  return properties(rule[2]!).every((property) => given.includes(property));
}

/** The stylesheet without the `@supports` copies its fallbacks already give (see above). */
export function dropColorMixCopies(css: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = css.indexOf(SUPPORTS, at);
    if (start < 0) return out + css.slice(at);
    const end = closingBrace(css, start + SUPPORTS.length);
    if (end < 0) return out + css.slice(at);
    const inner = css.slice(start + SUPPORTS.length, end - 1);
    out += css.slice(at, start);
    if (!redundant(css, start, inner)) out += css.slice(start, end);
    at = end;
  }
}

/**
 * The Vite plugin: applies dropColorMixCopies to each stylesheet right after Tailwind has built it (listed after
 * tailwindcss() in astro.config.mjs; both run before Vite's own CSS handling), so the file's hashed name is made
 * from what it holds.
 */
export function colorMixFallbacks(): Plugin {
  return {
    name: 'robyn:color-mix-fallbacks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || !code.includes(SUPPORTS)) return undefined;
      return { code: dropColorMixCopies(code), map: null };
    },
  };
}
