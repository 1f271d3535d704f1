// The identifier query set of the search-quality bench (and of `npm run search:eval`): every name of Robyn's
// Python reference typed as a reader would (`QueryParams.get`, `TestClient`, `robyn.testing`, and a member's own
// name when no other entry has it and it reads as a name, `configure_sessions`), and for each of those with five
// letters or more one typo made by a fixed rule. Expected answers come from the content only, never from an
// engine: the entry's anchor on its reference page (content/reference/<module>.json; the page and anchor rules of
// src/lib/reference/names.ts), and the guide sections whose heading names it (content/docs/<lang>/**.mdx).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** Reads as a name rather than a word: a `_`, `.` or digit, or capitals inside it (TestClient, HTTPException). */
const readsAsName = (name) => /[._\d]/.test(name) || /[a-z][A-Z]|[A-Z]{2}[a-z]/.test(name);
const anchorOf = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const slugOf = (module) => `reference/${module.replace(/\./g, '-')}`;
const ownName = (name) => name.slice(name.lastIndexOf('.') + 1);
const isLetter = (char) => /[A-Za-z0-9]/.test(char ?? '');

/** Every module of the reference data: its name and its entries' names, in page order. */
export function referenceModules(root) {
  const dir = path.join(root, 'content', 'reference');
  return fs
    .readdirSync(dir)
    .filter((file) => /^robyn(\.\w+)?\.json$/.test(file))
    .sort()
    .map((file) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      return { module: data.module, names: data.entries.map((entry) => entry.name) };
    });
}

/** The headings of every guide page of a language: { section: 'slug#id' or 'slug', text }, titles included. */
export function guideHeadings(root, lang) {
  const base = path.join(root, 'content', 'docs', lang);
  const headings = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) {
        const slug = path
          .relative(base, full)
          .replace(/\.mdx$/, '')
          .split(path.sep)
          .join('/');
        const page = slug === 'index' ? '' : slug;
        const { data, content } = matter(fs.readFileSync(full, 'utf8'));
        headings.push({ section: page, text: String(data.title ?? '') });
        let fence = null;
        for (const line of content.split('\n')) {
          const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
          if (marker && (!fence || marker.startsWith(fence))) fence = fence ? null : marker;
          if (fence) continue;
          const heading = /^#{2,3}\s+(.*?)\s*\[#([\w-]+)\]/.exec(line);
          if (heading)
            headings.push({ section: `${page}#${heading[2]}`, text: heading[1].replace(/`/g, '').trim() });
        }
      }
    }
  };
  walk(base);
  return headings;
}

/** Whether a heading names an identifier: writes one of its names as a word; a plain word is the whole heading. */
function headingNames(text, name, aliases) {
  if (!readsAsName(name)) return text === name;
  const tokens = text.split(/[^\w.]+/).map((token) => token.replace(/^\.+|\.+$/g, ''));
  return tokens.some((token) => aliases.some((alias) => token === alias || token.endsWith(`.${alias}`)));
}

/** One typo of a name by a fixed rule: the letter nearest its middle removed (even `i`) or swapped with the next. */
export function typoOf(name, i) {
  const middle = Math.floor(name.length / 2);
  const order = [...name]
    .map((_, k) => k)
    .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle) || a - b);
  if (i % 2 === 0) {
    const at = order.find((k) => isLetter(name[k]));
    return name.slice(0, at) + name.slice(at + 1);
  }
  const at = order.find((k) => isLetter(name[k]) && isLetter(name[k + 1]) && name[k] !== name[k + 1]);
  return at === undefined ? null : name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
}

/**
 * The identifier queries of each language: { lang, q, kind: 'name' | 'module' | 'member' | 'typo', name, pages,
 * sections }, in the shape of search-queries.json.
 */
export function identifierQueries(root, langs = ['en', 'zh']) {
  const modules = referenceModules(root);
  const targets = [];
  const fullNames = new Set(modules.flatMap((m) => m.names.map((n) => n.toLowerCase())));
  const ownCount = new Map();
  for (const { names } of modules)
    for (const name of names.filter((n) => n.includes('.'))) {
      const own = ownName(name).toLowerCase();
      ownCount.set(own, (ownCount.get(own) ?? 0) + 1);
    }
  for (const { module, names } of modules) {
    const slug = slugOf(module);
    if (module.includes('.'))
      targets.push({ kind: 'module', q: module, name: module, aliases: [module], slug, anchor: '' });
    for (const name of names) {
      const own = ownName(name);
      const uniqueOwn =
        name.includes('.') &&
        readsAsName(own) &&
        ownCount.get(own.toLowerCase()) === 1 &&
        !fullNames.has(own.toLowerCase());
      const aliases = uniqueOwn ? [name, own] : [name];
      const target = { name, aliases, slug, anchor: anchorOf(name) };
      targets.push({ ...target, kind: 'name', q: name });
      if (uniqueOwn) targets.push({ ...target, kind: 'member', q: own });
    }
  }
  const typed = new Set(targets.map((t) => t.q.toLowerCase()));
  const withTypos = [...targets];
  targets
    .filter((t) => t.q.replace(/[^A-Za-z0-9]/g, '').length >= 5)
    .forEach((target, i) => {
      const q = typoOf(target.q, i);
      // A typo that is another name of the set is that name, not a typo.
      if (q && !typed.has(q.toLowerCase())) withTypos.push({ ...target, kind: 'typo', q });
    });
  return langs.flatMap((lang) => {
    const headings = guideHeadings(root, lang);
    return withTypos.map(({ kind, q, name, aliases, slug, anchor }) => {
      const explaining = headings
        .filter((heading) => headingNames(heading.text, name, aliases))
        .map((h) => h.section);
      const own = anchor ? `${slug}#${anchor}` : slug;
      return {
        lang,
        q,
        kind,
        name,
        pages: [...new Set([slug, ...explaining.map((s) => s.split('#')[0])])],
        sections: [own, ...explaining],
      };
    });
  });
}
