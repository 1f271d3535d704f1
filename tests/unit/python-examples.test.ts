import { describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import { getPage } from '@/lib/docs/source';
import type { Lang } from '@/lib/i18n';
import { AUTHORED_PAGES as ALL_PAGES } from '@/lib/navigation';
import {
  checkPythonPages,
  extractPythonBlocks,
  formatDiagnostic,
  readPage,
} from '../../scripts/check-python-examples.mjs';

const LANGS: Lang[] = ['en', 'zh'];
const pages = LANGS.flatMap((lang) => ALL_PAGES.map((page) => readPage(lang, page.slug)));

describe('python examples', () => {
  it('finds the same python blocks as the MDX parser, and `python partial` marks only a few fragments', () => {
    for (const page of pages) {
      const { tree } = getPage(page.lang, page.slug);
      const fromMdast: { partial: boolean; code: string }[] = [];
      visit(tree, 'code', (node: Code) => {
        if (node.lang !== 'python') return;
        const meta = (node.meta ?? '').replace(/"[^"]*"/g, '""'); // `partial` outside title="..."
        fromMdast.push({ partial: /(^|\s)partial(\s|$)/.test(meta), code: node.value });
      });
      const found = page.blocks.map((b: { partial: boolean; code: string }) => ({
        partial: b.partial,
        code: b.code,
      }));
      expect(found, page.file).toEqual(fromMdast);
    }
    const all = pages.flatMap((p) => p.blocks);
    const partial = all.filter((b: { partial: boolean }) => b.partial).length;
    expect(partial, 'python partial is for the few genuine fragments').toBeLessThanOrEqual(
      Math.max(5, all.length * 0.05),
    );
  }, 60_000);

  it('every python example type-checks with pyright against Robyn 0.88 (tests/python/stubs)', () => {
    const result = checkPythonPages(pages);
    const errors = result.diagnostics.filter((d: { severity: string }) => d.severity === 'error');
    expect(result.checked).toBeGreaterThan(200);
    expect(
      errors.map(formatDiagnostic),
      'run `node scripts/check-python-examples.mjs` for the full report',
    ).toEqual([]);
  }, 300_000);

  it('the check catches wrong calls, unknown names and broken imports, and skips partial blocks', () => {
    const fixture = [
      '```python title="app.py"',
      'from robyn import Request, Robyn',
      '',
      'app = Robyn(__file__)',
      '',
      '',
      '@app.get("/books")',
      'def books(request: Request):',
      '    return {"q": request.query_params.get("q", None)}',
      '```',
      '',
      '```python',
      'from robyn import Robyn',
      '',
      'app = Robyn(__file__)',
      'app.get("/x", nonexistent_arg=1)',
      '```',
      '',
      '```python',
      'from robyn import Request',
      '',
      '',
      'def search(request: Request):',
      '    return request.query_params.get("q")',
      '```',
      '',
      '```python',
      'from robyn import NotARobynName',
      '```',
      '',
      '```python partial',
      '@app.get("/fragment")',
      'def fragment():',
      '    return undefined_name',
      '```',
      '',
      '```python title="store.py"',
      'BOOKS = {"1": "Dune"}',
      '```',
      '',
      '```python title="app.py"',
      'from store import BOOKS, MISSING',
      '```',
    ].join('\n');
    const blocks = extractPythonBlocks(fixture);
    expect(blocks.map((b: { partial: boolean }) => b.partial)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    const result = checkPythonPages([{ file: 'fixture.mdx', lang: 'en', slug: 'fixture', blocks }]);
    expect(result).toMatchObject({ checked: 6, partial: 1 });
    const errors = result.diagnostics
      .filter((d: { severity: string }) => d.severity === 'error')
      .map((d: { block: number; line: number; message: string }) => ({
        block: d.block,
        line: d.line,
        message: d.message,
      }));
    expect(errors).toEqual([
      { block: 2, line: 16, message: expect.stringContaining('nonexistent_arg') },
      { block: 3, line: 24, message: expect.stringMatching(/overloads for "get"|default/) },
      { block: 4, line: 28, message: expect.stringContaining('NotARobynName') },
      { block: 7, line: 42, message: expect.stringContaining('MISSING') },
    ]);
  }, 120_000);
});
