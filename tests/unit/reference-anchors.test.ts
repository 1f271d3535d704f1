import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryAnchor, entryAnchors } from '@/lib/reference/names';
import { referencePage, referenceTarget } from '@/lib/reference/pages';
import { LANGUAGE_CODES as LANGS } from '@/lib/i18n';

/*
 * Reference anchors (issue 32): a class and a function whose names differ only in case (robyn.ai's Memory and
 * memory) once shared one id, which the HTML checker reports and which sent a link to the wrong entry.
 */

const modules = fs
  .readdirSync(path.join(process.cwd(), 'content', 'reference'))
  .filter((file) => /^robyn(\.[\w]+)?\.json$/.test(file))
  .map((file) => file.replace(/\.json$/, ''));

describe('reference anchors', () => {
  it('keeps the plain anchor of a name no other entry of its page shares', () => {
    expect(entryAnchor('QueryParams.get')).toBe('queryparams-get');
    expect(entryAnchors(['Response', 'Response.set_cookie']).get('Response.set_cookie')).toBe(
      'response-set-cookie',
    );
  });

  it('gives names that slug alike distinct anchors, also past a name that already slugs to the suffix', () => {
    const anchors = entryAnchors(['Memory', 'memory-2', 'memory', 'MEMORY']);
    expect([...anchors.values()]).toEqual(['memory', 'memory-2', 'memory-3', 'memory-4']);
  });

  it('never gives two headings of one reference page the same id, in either language', () => {
    expect(modules.length).toBeGreaterThan(10);
    for (const lang of LANGS)
      for (const module of modules) {
        const ids = [...referencePage(module, lang).body.matchAll(/^#{2,3} .* \[#([a-z0-9-]+)\]$/gm)].map(
          (match) => match[1],
        );
        expect(ids.length, module).toBeGreaterThan(0);
        expect(new Set(ids).size, `${module} (${lang})`).toBe(ids.length);
      }
  });

  it('links the class Memory and the function memory of robyn.ai to their own entries', () => {
    const cls = referenceTarget('robyn.ai.Memory');
    const fn = referenceTarget('robyn.ai.memory');
    expect(cls?.entry?.name).toBe('Memory');
    expect(fn?.entry?.name).toBe('memory');
    expect(cls?.anchor).not.toBe(fn?.anchor);
    const body = referencePage('robyn.ai', 'en').body;
    expect(body).toContain(`\`memory\` [#${fn?.anchor}]`);
    expect(body).toContain(`\`Memory\` [#${cls?.anchor}]`);
  });
});
