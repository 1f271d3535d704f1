import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupScripts } from '../../scripts/compile-hints.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build folder with two prerendered pages and three chunks, one of them loaded only later. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  dirs.push(dist);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write(
    'server/app/index.html',
    '<script src="/_next/static/chunks/runtime.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  );
  write(
    'server/app/documentation/en.html',
    '<script src="/_next/static/chunks/runtime.js" async=""></script><script src="/_next/static/chunks/docs.js" async=""></script>',
  );
  write('static/chunks/runtime.js', 'runtime();');
  write('static/chunks/docs.js', 'docs();');
  write('static/chunks/polyfills.js', 'polyfills();');
  write('static/chunks/search.js', 'search();');
  return dist;
}

const read = (dist: string, chunk: string) => fs.readFileSync(path.join(dist, 'static/chunks', chunk), 'utf8');

describe('compile hints', () => {
  it('find the module scripts a page loads at startup, not the noModule polyfills', () => {
    expect([
      ...startupScripts(
        '<script src="/_next/static/chunks/a.js" async=""></script><script>inline()</script><script src="/_next/static/chunks/p.js" noModule=""></script><script src="https://example.com/x.js"></script>',
      ),
    ]).toEqual(['chunks/a.js']);
  });

  it('mark every startup chunk of the build once, and leave later chunks alone', () => {
    const dist = fakeBuild();
    const first = addCompileHints(dist);
    expect(first).toEqual({ pages: 2, chunks: 2, changed: ['chunks/docs.js', 'chunks/runtime.js'] });
    expect(read(dist, 'runtime.js')).toBe(`${COMPILE_HINT}runtime();`);
    expect(read(dist, 'docs.js')).toBe(`${COMPILE_HINT}docs();`);
    expect(read(dist, 'search.js')).toBe('search();');
    expect(read(dist, 'polyfills.js')).toBe('polyfills();');

    expect(addCompileHints(dist).changed).toEqual([]);
    expect(read(dist, 'runtime.js')).toBe(`${COMPILE_HINT}runtime();`);
  });

  it('refuse a folder without a build', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    dirs.push(dist);
    expect(() => addCompileHints(dist)).toThrow(/build first/);
  });
});
