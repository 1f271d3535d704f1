import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { DocHeading } from '../toc';
import { remarkCallouts } from './callouts';
import { remarkHeadingIds } from './heading-ids';

/**
 * The MDX preset of documentation pages: the remark plugins every parse (headings, search records) and every
 * compile (the rendered article, ./compile.ts, which adds the rehype plugins) goes through.
 */
export const REMARK_PLUGINS: PluggableList = [remarkGfm, remarkHeadingIds, remarkCallouts];

/** MDX syntax as the compiler reads it; the remark plugins of the preset run on the result. */
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
const transformer = unified().use(remarkParse).use(remarkMdx).use(REMARK_PLUGINS).freeze();

/** Reads MDX into its syntax tree, before any plugin has run. */
export function parseMdx(body: string): Root {
  return parser.parse(body) as Root;
}

/**
 * Runs the preset's remark plugins on a copy of a parsed tree: the mdast with heading ids applied (what the
 * search records are made from) and the page's h2/h3 headings.
 */
export function describeMdx(parsed: Root): { tree: Root; headings: DocHeading[] } {
  const file = new VFile();
  const tree = transformer.runSync(structuredClone(parsed), file) as Root;
  return { tree, headings: (file.data.headings as DocHeading[] | undefined) ?? [] };
}

/** Parses MDX into mdast with heading ids applied, and its headings. */
export function parseDoc(body: string): { tree: Root; headings: DocHeading[] } {
  return describeMdx(parseMdx(body));
}
