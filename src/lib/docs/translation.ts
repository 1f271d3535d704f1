import { createHash } from 'node:crypto';

/**
 * Which version of the English page a translation translates: its front matter records `sourceHash`, the first
 * 8 hex digits of the SHA-256 of the English page's body (front matter left out). `npm run i18n:status` lists
 * the pages whose English source changed since; `npm run i18n:stamp` records the current hash once a
 * translator has checked a page.
 */
export function sourceHash(englishBody: string): string {
  return createHash('sha256').update(englishBody).digest('hex').slice(0, 8);
}

export type TranslationStatus = 'current' | 'stale' | 'unrecorded';

export function translationStatus(recorded: unknown, englishBody: string): TranslationStatus {
  if (typeof recorded !== 'string' || !recorded) return 'unrecorded';
  return recorded === sourceHash(englishBody) ? 'current' : 'stale';
}

/** Front matter text with `sourceHash` set to `hash` (replaced, or added as its last line). */
export function stampSourceHash(file: string, hash: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(file);
  if (!match) throw new Error('no front matter');
  const line = `sourceHash: "${hash}"`;
  const front = /^sourceHash:.*$/m.test(match[1]!)
    ? match[1]!.replace(/^sourceHash:.*$/m, line)
    : `${match[1]}\n${line}`;
  return `---\n${front}\n---${file.slice(match[0].length)}`;
}
