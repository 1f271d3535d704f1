import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { islandRuntimeMover } from '@/integrations/static-output';

const directive = '(()=>{(self.Astro||(self.Astro={})).interaction=()=>{};})();';
const element =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const theme = 'try{document.documentElement.classList.remove("dark")}catch(e){}';

describe('islandRuntimeMover', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const distDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'));
    fs.mkdirSync(path.join(dir, '_astro'));
    dirs.push(dir);
    return dir;
  };

  it('moves the directives and the island element, in their order, into one module file shared by pages', () => {
    const dir = distDir();
    const move = islandRuntimeMover(dir);
    const page = `<head><script>${theme}</script></head><body><script>${directive}</script><script>${element}</script><astro-island></astro-island></body>`;
    const first = move(page);
    const second = move(page.replace('<body>', '<body><p>another page</p>'));
    const src = /<script type="module" src="(\/_astro\/islands\.[\w-]+\.js)"><\/script>/.exec(first)?.[1];
    expect(src).toBeDefined();
    // The page's own inline script stays; the runtime is gone from the HTML, loaded once from the file.
    expect(first).toContain(`<script>${theme}</script>`);
    expect(first).not.toContain('astro-island",f');
    expect(first.match(/<script type="module"/g)).toHaveLength(1);
    expect(first.indexOf(src!)).toBeLessThan(first.indexOf('<astro-island>'));
    expect(second).toContain(src);
    expect(fs.readFileSync(path.join(dir, src!.slice(1)), 'utf8')).toBe(`${directive}\n${element}`);
    expect(fs.readdirSync(path.join(dir, '_astro'))).toHaveLength(1);
  });

  it('leaves a page without islands as it is', () => {
    const dir = distDir();
    const page = `<head><script>${theme}</script></head><body><p>text</p></body>`;
    expect(islandRuntimeMover(dir)(page)).toBe(page);
    expect(fs.readdirSync(path.join(dir, '_astro'))).toHaveLength(0);
  });
});
