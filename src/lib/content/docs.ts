import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { remarkHeadingIds, type HeadingInfo } from './heading-ids';
import type { Lang } from '../i18n';

export const CONTENT_DIR = path.join(process.cwd(), 'content', 'docs');

export interface DocSource {
  lang: Lang;
  slug: string;
  /** Path relative to the repository root, for "Edit this page" and error messages. */
  file: string;
  title: string;
  description: string;
  body: string;
}

export function docFilePath(lang: Lang, slug: string): string {
  return path.join(CONTENT_DIR, lang, `${slug || 'index'}.mdx`);
}

const cache = new Map<string, DocSource>();

/** Reads one page. Throws with the file name when it is missing or lacks a title/description. */
export function readDoc(lang: Lang, slug: string): DocSource {
  const key = `${lang}:${slug}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const file = docFilePath(lang, slug);
  if (!fs.existsSync(file)) {
    throw new Error(`Missing documentation page ${path.relative(process.cwd(), file)} (${lang}/${slug || 'index'})`);
  }
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  if (typeof data.title !== 'string' || typeof data.description !== 'string') {
    throw new Error(`${path.relative(process.cwd(), file)}: frontmatter needs a title and a description`);
  }
  const doc: DocSource = {
    lang,
    slug,
    file: path.relative(process.cwd(), file),
    title: data.title,
    description: data.description,
    body: content,
  };
  cache.set(key, doc);
  return doc;
}

/** Parses MDX into mdast with heading ids applied; used for the table of contents and search records. */
export function parseDoc(body: string): { tree: Root; headings: HeadingInfo[] } {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkHeadingIds);
  const file = { data: {} as Record<string, unknown> };
  const tree = processor.parse(body) as Root;
  const transformed = processor.runSync(tree, file as never) as Root;
  return { tree: transformed, headings: (file.data.headings as HeadingInfo[]) ?? [] };
}
