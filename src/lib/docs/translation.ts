import { createHash } from 'node:crypto';

/**
 * Which version of the English page a translation translates, section by section. A translated page's front matter
 * records `sourceHashes`: for each section (the opening, then each `##` heading's id, as markdownSections in
 * ./markdown.ts cuts the page) the first 8 hex digits of the SHA-256 of the English section's Markdown.
 * `npm run i18n:status` lists the sections whose English source changed since; `npm run i18n:stamp` records the
 * current hashes once a translator has checked them. A stale section says so on the page, with a link to its
 * English original.
 */
export function sourceHash(englishSection: string): string {
  return createHash('sha256').update(englishSection).digest('hex').slice(0, 8);
}

export type TranslationStatus = 'current' | 'stale' | 'unrecorded';

/** Each English section's hash, keyed by section id. */
export function sectionHashes(
  sections: ReadonlyArray<{ id: string; markdown: string }>,
): Record<string, string> {
  return Object.fromEntries(sections.map((section) => [section.id, sourceHash(section.markdown)]));
}

/** The status of each section of a translation, keyed by the English page's section ids. */
export function sectionStatus(
  recorded: unknown,
  english: Record<string, string>,
): Record<string, TranslationStatus> {
  const hashes =
    recorded && typeof recorded === 'object' && !Array.isArray(recorded)
      ? (recorded as Record<string, unknown>)
      : {};
  return Object.fromEntries(
    Object.entries(english).map(([id, hash]) => {
      const value = hashes[id];
      const status: TranslationStatus =
        typeof value !== 'string' || !value ? 'unrecorded' : value === hash ? 'current' : 'stale';
      return [id, status];
    }),
  );
}

/**
 * Front matter text with `sourceHashes` set to `hashes` (the whole map, replacing an earlier map and the
 * page-level `sourceHash` of older files), written as the last key.
 */
export function stampSourceHashes(file: string, hashes: Record<string, string>): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(file);
  if (!match) throw new Error('no front matter');
  const kept = match[1]!
    .replace(/^sourceHash:.*(?:\r?\n|$)/m, '')
    .replace(/^sourceHashes:.*(?:\r?\n[ \t]+.*)*(?:\r?\n|$)/m, '')
    .replace(/\s+$/, '');
  const block = [
    'sourceHashes:',
    ...Object.entries(hashes).map(([id, hash]) => `  ${JSON.stringify(id)}: "${hash}"`),
  ];
  return `---\n${kept}\n${block.join('\n')}\n---${file.slice(match[0].length)}`;
}
