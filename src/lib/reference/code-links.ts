import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from '../content-root';

/*
 * The Robyn names of the documentation's Python examples, as pyright reads them: content/reference/code-links.json,
 * written by scripts/reference-links.mts (which asks pyright's language server where each name of each block is
 * defined, and what type each variable has) and read by the code block highlighter (src/lib/content/symbol-links.ts)
 * to link each name to its reference entry. Blocks are keyed by their code, so the same example on the English and
 * the Chinese page shares one record, and an edited example has none until the file is written again (a unit test
 * fails until then).
 */

/** One name of a block: 0-based line, column (UTF-16, as JavaScript strings count), length, reference key. */
export type CodeLink = [line: number, column: number, length: number, key: string];

export interface CodeLinks {
  about: string;
  /** A hash of what the links were read from (scripts/reference-links.mts codeLinksInputs). */
  inputs: string;
  /** Names pyright resolves to Robyn that have no reference entry ("file:line:column … name -> key"). */
  unresolved: string[];
  /** The reference key of each linked name, by the key of its block's code (codeBlockKey). */
  blocks: Record<string, CodeLink[]>;
}

/** The key of a code block in code-links.json: a hash of its code without trailing newlines. */
export function codeBlockKey(code: string): string {
  return createHash('sha256').update(code.replace(/\n+$/, '')).digest('hex').slice(0, 16);
}

export const codeLinksFile = () => path.join(contentRoot(), 'reference', 'code-links.json');

let cached: CodeLinks | undefined;

/** The links of every block; an empty record when the file does not exist (a content folder without Python). */
export function codeLinks(): CodeLinks {
  if (!cached) {
    const file = codeLinksFile();
    cached = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CodeLinks)
      : { about: '', inputs: '', unresolved: [], blocks: {} };
  }
  return cached;
}
