import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getPage } from '@/lib/docs/source';
import { codeBlockKey, codeLinksFile, type CodeLinks } from '@/lib/reference/code-links';
import { codeLinksInputs, computeCodeLinks, documentationPages } from '../../scripts/reference-links.mts';
import { readPage } from '../../scripts/check-python-examples.mjs';

/*
 * Symbol links (issue 21): pyright's language server reads every Python block of every page
 * (scripts/reference-links.mts); each name it resolves to Robyn's API (our stubs) must have a reference entry, and
 * content/reference/code-links.json, which the build reads, must be what pyright says of today's examples.
 */
const stored = JSON.parse(fs.readFileSync(codeLinksFile(), 'utf8')) as CodeLinks;

describe('symbol links in Python examples', () => {
  it('code-links.json was written from today’s examples, stubs and entries, with no Robyn name unresolved', () => {
    expect(stored.inputs, 'out of date: run npx tsx scripts/reference-links.mts').toBe(codeLinksInputs());
    expect(stored.unresolved, 'names that resolve to Robyn without a reference entry').toEqual([]);
    // Every block that imports from Robyn has links, and every linked name is what the block shows there.
    const problems: string[] = [];
    let names = 0;
    for (const page of documentationPages())
      for (const block of page.blocks) {
        const links = stored.blocks[codeBlockKey(block.code)] ?? [];
        if (/^\s*from robyn[\w.]* import/m.test(block.code) && !links.length)
          problems.push(`${page.file} block ${block.index}: no links`);
        const lines = block.code.split('\n');
        for (const [line, column, length, key] of links) {
          names += 1;
          const name = lines[line]?.slice(column, column + length) ?? '';
          if (!/^[A-Za-z_]\w*$/.test(name))
            problems.push(`${page.file} block ${block.index}: "${name}" for ${key}`);
        }
      }
    expect(problems).toEqual([]);
    expect(names).toBeGreaterThan(2000);
  });

  it('pyright links names reached through variables and attributes, as the file records them', async () => {
    // request_object's first example reads `request.query_params.get(...)` with `request: Request`.
    const page = readPage('en', 'api_reference/request_object');
    const { links, unresolved } = await computeCodeLinks([page]);
    expect(unresolved).toEqual([]);
    const block = page.blocks.find((candidate: { code: string }) =>
      candidate.code.includes('request.query_params.get('),
    )!;
    const found = links.blocks[codeBlockKey(block.code)]!;
    const lines = block.code.split('\n');
    const named = found.map(
      ([line, column, length, key]) => `${lines[line]!.slice(column, column + length)} ${key}`,
    );
    expect(named).toContain('app robyn.Robyn');
    expect(named).toContain('request robyn.robyn.Request');
    expect(named).toContain('query_params robyn.robyn.Request.query_params');
    expect(named).toContain('get robyn.robyn.QueryParams.get');
    // The stored file says the same of every block of the page.
    for (const candidate of page.blocks)
      expect(stored.blocks[codeBlockKey(candidate.code)]).toEqual(links.blocks[codeBlockKey(candidate.code)]);
  }, 300_000);

  it('a keyword argument links to the function it is passed to, never to its value’s type', async () => {
    // redirection's first example: Response(status_code=..., headers={...}, description="") (an overloaded
    // constructor in the stubs), and a keyword of a method call.
    const page = readPage('en', 'api_reference/redirection');
    const { links, unresolved } = await computeCodeLinks([page]);
    expect(unresolved).toEqual([]);
    const named = page.blocks.flatMap((block: { code: string }) => {
      const lines = block.code.split('\n');
      return (links.blocks[codeBlockKey(block.code)] ?? []).map(
        ([line, column, length, key]) => `${lines[line]!.slice(column, column + length)} ${key}`,
      );
    });
    for (const keyword of ['status_code', 'headers', 'description'])
      expect(named, keyword).toContain(`${keyword} robyn.robyn.Response`);
    expect(named).not.toContain('headers robyn.robyn.Headers');
    expect(
      named
        .filter((entry: string) => entry.startsWith('status_code '))
        .every((entry: string) => entry === 'status_code robyn.robyn.Response'),
    ).toBe(true);
  }, 300_000);

  it('the compiled page links each name to its entry in the page’s language', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const html = await getPage(lang, 'api_reference/request_object').compiled();
      const links = [...html.matchAll(/<a class=\\"sym\\" href=\\"([^"\\]+)\\"[^>]*>(\w+)<\/a>/g)].map(
        ([, href, name]) => `${name} ${href}`,
      );
      expect(links).toContain(`get /documentation/${lang}/reference/robyn-robyn#queryparams-get`);
      expect(links).toContain(`app /documentation/${lang}/reference/robyn#robyn`);
    }
  }, 120_000);
});
