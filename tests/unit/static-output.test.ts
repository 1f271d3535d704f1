import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { islandPreloader, islandRuntimeMover } from '@/integrations/static-output';

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

describe('islandPreloader', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** A build's /_astro files, as Vite writes them: static imports, and the preload helper's list for a lazy one. */
  const build = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, '_astro'));
    for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, '_astro', name), code);
    return dir;
  };
  const files = {
    'Dialog.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/Panel.js","_astro/react.js","_astro/shared.js"])))=>i.map(i=>d[i]);import{r as e}from"./react.js";import{m}from"./marks.js";',
    'Panel.js': 'import{r}from"./react.js";import{h}from"./headless.js";',
    'headless.js': 'export const h=1;',
    'marks.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/hosted.js"])))=>i.map(i=>d[i]);import{s}from"./shared.js";export const m=1;',
    'hosted.js': 'export const a=1;',
    'react.js': 'export const r=1;',
    'shared.js': 'export const s=1;',
    'client.js': 'import{r}from"./react.js";import{d}from"./react-dom.js";',
    'react-dom.js': 'export const d=1;',
    'Menu.js': 'import{r}from"./react.js";',
  };
  const island = (component: string, directive = 'interaction') =>
    `<astro-island uid="u" component-url="/_astro/${component}" renderer-url="/_astro/client.js" client="${directive}" opts="{}"></astro-island>`;
  const listed = (html: string, component: string) =>
    new RegExp(`component-url="/_astro/${component}"[^>]*data-preload="([^"]*)"`)
      .exec(html)?.[1]
      ?.split(' ')
      .sort();

  it('lists every file an interaction island will import, lazy ones too, less what the page already loads', () => {
    const preload = islandPreloader(build(files));
    const page = `<head><link rel="modulepreload" href="/_astro/shared.js"></head><body>${island('Dialog.js')}${island('Menu.js')}${island('Dialog.js', 'load')}</body>`;
    const html = preload(page);
    // Its component and renderer are what the island loads itself; shared.js is already on the page; a dynamic
    // import deeper down (hosted.js, from marks.js) may never happen and is left to load when it does.
    expect(listed(html, 'Dialog.js')).toEqual([
      'Panel.js',
      'headless.js',
      'marks.js',
      'react-dom.js',
      'react.js',
    ]);
    expect(listed(html, 'Menu.js')).toEqual(['react-dom.js', 'react.js']);
    // An island that loads with the page is left alone, and running it again changes nothing.
    expect(html).toContain(island('Dialog.js', 'load'));
    expect(preload(html)).toBe(html);
  });
});
