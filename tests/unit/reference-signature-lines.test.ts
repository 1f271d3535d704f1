import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { SIGNATURE_LINE_LIMIT, signatureLines } from '@/lib/reference/pages';

/* Issue 32: a long signature on the reference pages shows one parameter per line. */
describe('signature lines', () => {
  it('keeps a short signature whole', () => {
    expect(signatureLines('def get(key: str) -> str')).toEqual(['def get(key: str) -> str']);
  });

  it('puts each parameter of a long one on its own line, splitting only the outer list', () => {
    const long =
      "def add(route: HttpMethod | str, handler: Callable[..., Any], tags: list[str] = ['a, b'], responses: dict[int | str, Any] | None = None) -> Callable[..., Any]";
    expect(signatureLines(long)).toEqual([
      'def add(',
      '    route: HttpMethod | str,',
      '    handler: Callable[..., Any],',
      "    tags: list[str] = ['a, b'],",
      '    responses: dict[int | str, Any] | None = None,',
      ') -> Callable[..., Any]',
    ]);
  });

  it('loses no character of any signature of the reference, and opens a split one with a short line', () => {
    const file = path.join(process.cwd(), 'content', 'reference', 'signatures.json');
    const all = Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>).flat();
    let split = 0;
    for (const signature of all) {
      const lines = signatureLines(signature);
      // The same code once the layout's whitespace and the added trailing comma are taken out.
      const squeeze = (text: string) => text.replace(/,\)/g, ')').replace(/\s+/g, '');
      expect(squeeze(lines.join('').replace(/,$/, '')), signature).toBe(squeeze(signature));
      if (lines.length > 1) {
        split++;
        // Beside the Copy button: short.
        expect(lines[0]!.length, lines[0]).toBeLessThanOrEqual(SIGNATURE_LINE_LIMIT);
      }
    }
    expect(split).toBeGreaterThan(10);
  });
});
