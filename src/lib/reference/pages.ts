import fs from 'node:fs';
import path from 'node:path';
import { dictionary, format } from '@/i18n';
import { contentRoot } from '../content-root';
import { DEFAULT_LANG, type Lang } from '../i18n';
import { entryAnchor } from './names';

/*
 * The Python reference pages (/documentation/{lang}/reference/{module}), written by the documentation source from
 * data instead of an MDX file: content/reference/<module>.json (each public name of Robyn's API with its
 * description in both languages), signatures.json (each name's signature as our checked stubs write it) and
 * history.json (the release that added it and those that changed its parameters, read from Robyn's tags).
 * The page is MDX text like any other, so the twins, search records, sections and llms.txt follow. Its own
 * words (Parameters, Added in …) are the dictionaries' `reference` part.
 */

/** A text of the data in each language it is written in (English and Chinese today), by language code. */
interface Text {
  en: string;
  zh: string;
  [lang: string]: string;
}

export interface ReferenceEntry {
  name: string;
  kind: 'class' | 'function' | 'method' | 'property' | 'attribute' | 'constant';
  summary: Text;
  details?: Text;
  params?: Array<Text & { name: string }>;
  returns?: Text;
  raises?: Array<Text & { type: string }>;
  source: string;
}

export interface ReferenceModule {
  module: string;
  title: Text;
  intro: Text;
  entries: ReferenceEntry[];
}

interface History {
  documented: string;
  entries: Record<
    string,
    {
      added: string | null;
      changes?: Array<{ version: string; paramsAdded: string[]; paramsRemoved: string[] }>;
    }
  >;
}

/** How many guide pages a "Used in" line names before it counts the rest. */
const USED_IN_SHOWN = 6;

/** The text in `lang`, or in the default language where the data has none in `lang`. */
const text = (value: Text, lang: Lang) => value[lang] ?? value[DEFAULT_LANG] ?? '';

export { referenceModuleOf } from './names';

const referenceDir = () => path.join(contentRoot(), 'reference');

/** The data file of a module's reference page. */
export function referenceFile(module: string): string {
  return path.join(referenceDir(), `${module}.json`);
}

const cache = new Map<string, unknown>();
function readJson<T>(file: string): T {
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  return cache.get(file) as T;
}

export function referenceModule(module: string): ReferenceModule {
  return readJson<ReferenceModule>(referenceFile(module));
}

/** MDX text outside inline code: the characters MDX would read as JSX or expressions are escaped. */
function prose(value: string): string {
  return value
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 ? part : part.replace(/[{}<>]/g, (char) => `\\${char}`)))
    .join('');
}

/** A JSX attribute value in double quotes. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The parameter's type and default as the signature writes it (`str | None = None`), for its Property row. */
function paramType(signature: string, name: string): string | undefined {
  const list = /\(([\s\S]*)\)/.exec(signature)?.[1] ?? '';
  let depth = 0;
  let current = '';
  const parts: string[] = [];
  for (const char of list) {
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char)) depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  const part = parts.find((candidate) => candidate.replace(/^\*+/, '').split(/[:=]/)[0]!.trim() === name);
  const colon = part?.indexOf(':') ?? -1;
  return part && colon >= 0 ? part.slice(colon + 1).trim() : undefined;
}

/**
 * A reference page as MDX: front matter values and the body. Classes and module-level functions and constants are
 * `##` sections (a class's members `###` under it), each with its signature, summary, details, parameters, return
 * value, exceptions, the release that added it and each later change to its parameters.
 */
/** The guide pages whose Python examples import a name from robyn, by name (see importedNames). */
export type UsedIn = (name: string) => ReadonlyArray<{ href: string; title: string }>;

/**
 * The names a Python example imports from Robyn: `from robyn import A, B`, `from robyn.x import (C as D)` (the
 * imported name, C), `import robyn.status_codes` (status_codes).
 */
export function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/^\s*from\s+robyn(?:\.[\w.]+)?\s+import\s+(\([^)]*\)|[^\n]+)/gm)) {
    for (const part of list!.replace(/[()]/g, '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (/^\w+$/.test(name)) names.add(name);
    }
  }
  for (const [, dotted] of code.matchAll(/^\s*import\s+robyn\.([\w.]+)/gm))
    names.add(dotted!.split('.').pop()!);
  return names;
}

export function referencePage(
  module: string,
  lang: Lang,
  usedIn: UsedIn = () => [],
): { title: string; description: string; body: string } {
  const data = referenceModule(module);
  const signatures = readJson<Record<string, string[]>>(path.join(referenceDir(), 'signatures.json'));
  const history = readJson<History>(path.join(referenceDir(), 'history.json'));
  const w = dictionary(lang).reference;
  const codes = (names: string[]) => names.map((name) => `\`${name}\``).join(w.listSeparator);
  const out: string[] = [prose(text(data.intro, lang)), ''];
  for (const entry of data.entries) {
    const key = `${module}.${entry.name}`;
    const member = entry.name.includes('.');
    const signature = signatures[key] ?? [];
    out.push(`${member ? '###' : '##'} \`${entry.name}\` [#${entryAnchor(entry.name)}]`, '');
    if (signature.length) out.push(`\`\`\`python partial title="${w.signature}"`, ...signature, '```', '');
    out.push(prose(text(entry.summary, lang)), '');
    if (entry.details) out.push(prose(text(entry.details, lang)), '');
    if (entry.params?.length) {
      out.push(`**${w.parameters}**`, '', '<Properties>');
      for (const param of entry.params) {
        const type = paramType(signature[0] ?? '', param.name);
        out.push(
          `<Property name="${attribute(param.name)}"${type ? ` type="${attribute(type)}"` : ''}>`,
          prose(text(param, lang)),
          '</Property>',
        );
      }
      out.push('</Properties>', '');
    }
    if (entry.returns) out.push(`**${w.returns}**${w.colon}${prose(text(entry.returns, lang))}`, '');
    if (entry.raises?.length) {
      out.push(`**${w.raises}**`, '');
      for (const raise of entry.raises) out.push(`- \`${raise.type}\`${w.colon}${prose(text(raise, lang))}`);
      out.push('');
    }
    const past = history.entries[key];
    const versions = [
      ...(past?.added ? [format(w.added, { version: past.added })] : []),
      ...(past?.changes ?? []).map((change) =>
        format(w.changed, {
          version: change.version,
          changes: [
            change.paramsAdded.length ? format(w.paramsAdded, { names: codes(change.paramsAdded) }) : '',
            change.paramsRemoved.length
              ? format(w.paramsRemoved, { names: codes(change.paramsRemoved) })
              : '',
          ]
            .filter(Boolean)
            .join(w.clauseSeparator),
        }),
      ),
    ];
    if (versions.length) out.push(versions.join(' '), '');
    // What can be imported (a class, function or constant of the module) links the guides whose examples import it.
    const pages = member ? [] : usedIn(entry.name);
    if (pages.length) {
      const shown = pages
        .slice(0, USED_IN_SHOWN)
        .map((page) => `[${prose(page.title)}](${page.href})`)
        .join(w.listSeparator);
      const rest = pages.length - USED_IN_SHOWN;
      const counts = { rest: String(rest), total: String(pages.length) };
      const more = rest > 0 ? format(rest === 1 ? w.moreOne : w.more, counts) : '';
      out.push(`${w.usedIn}${w.colon}${shown}${more}`, '');
    }
  }
  return {
    title: text(data.title, lang),
    description: text(data.intro, lang).replace(/`/g, ''),
    body: `\n${out.join('\n')}`,
  };
}
