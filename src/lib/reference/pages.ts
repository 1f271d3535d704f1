import fs from 'node:fs';
import path from 'node:path';
import { dictionary, format } from '@/lib/i18n/dictionary';
import { siteConfig } from '@/site.config';
import { contentRoot } from '../content-root';
import { DEFAULT_LANG, type Lang } from '../i18n';
import { parseEvidence, rangeLabel, sourceHref } from '../ledger/ledger';
import { compareVersions } from '../version-lens';
import { entryAnchors, referenceSlug } from './names';

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
  /**
   * Changes of behaviour that the parameter names do not show (history.json compares names only), stated by hand:
   * the release, what changed (a clause: "Changed in {version}: …."), and its evidence as `path:start-end` ranges of
   * Robyn's source at that release's tag.
   */
  behaviour?: Array<Text & { version: string; evidence: string[] }>;
  source: string;
}

export interface ReferenceModule {
  module: string;
  title: Text;
  intro: Text;
  entries: ReferenceEntry[];
}

export interface History {
  documented: string;
  /** Every release tag up to the documented one, oldest first. */
  tags: string[];
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

/** The modules of the reference pages (one data file each), longest first. */
function modules(): string[] {
  if (!cache.has('modules'))
    cache.set(
      'modules',
      fs
        .readdirSync(referenceDir())
        .filter((file) => /^robyn(\.\w+)*\.json$/.test(file))
        .map((file) => file.slice(0, -'.json'.length))
        .sort((a, b) => b.length - a.length),
    );
  return cache.get('modules') as string[];
}

export interface ReferenceTarget {
  /** The page's slug below /documentation/{lang}: reference/robyn-robyn. */
  slug: string;
  /** The entry, and its anchor on the page; none for a module itself. */
  entry?: ReferenceEntry;
  anchor?: string;
}

/**
 * Where a reference key is documented: `robyn.robyn.QueryParams.get` is the entry QueryParams.get of the page of
 * robyn.robyn, `robyn.templating` that module's page. Null when no page or entry has that name.
 */
export function referenceTarget(key: string): ReferenceTarget | null {
  const module = modules().find((name) => key === name || key.startsWith(`${name}.`));
  if (!module) return null;
  const slug = referenceSlug(module);
  if (key === module) return { slug };
  const name = key.slice(module.length + 1);
  const { entries } = referenceModule(module);
  const entry = entries.find((candidate) => candidate.name === name);
  return entry ? { slug, entry, anchor: entryAnchors(entries.map((each) => each.name)).get(name)! } : null;
}

/** Past this many characters a signature is shown one parameter per line (the code column fits about 75). */
export const SIGNATURE_LINE_LIMIT = 72;

/**
 * A signature as the reference shows it: whole when short, else one parameter per line (indented, each ending
 * with a comma), so a long one neither scrolls sideways nor runs under the code block's Copy button. Splits at the
 * commas of the outer parameter list only (not inside brackets or strings).
 */
export function signatureLines(signature: string): string[] {
  const open = signature.indexOf('(');
  if (signature.length <= SIGNATURE_LINE_LIMIT || open < 0) return [signature];
  const params: string[] = [];
  let depth = 0;
  let quote = '';
  let start = open + 1;
  for (let i = start; i < signature.length; i++) {
    const char = signature[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (depth > 0 && ')]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      params.push(signature.slice(start, i).trim());
      start = i + 1;
    } else if (char === ')' && depth === 0) {
      const last = signature.slice(start, i).trim();
      if (last) params.push(last);
      if (!params.length) return [signature];
      return [signature.slice(0, open + 1), ...params.map((param) => `    ${param},`), signature.slice(i)];
    }
  }
  return [signature];
}

/** The signature of a reference key as the stubs write it (the first, for an overloaded function). */
export function referenceSignature(key: string): string | undefined {
  return readJson<Record<string, string[]>>(path.join(referenceDir(), 'signatures.json'))[key]?.[0];
}

/** content/reference/history.json: the release that added each name and those that changed its parameters. */
export function referenceHistory(): History {
  return readJson<History>(path.join(referenceDir(), 'history.json'));
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

/** The guide pages whose Python examples use a reference key (`robyn.robyn.QueryParams.get`). */
export type UsedIn = (key: string) => ReadonlyArray<{ href: string; title: string }>;

/**
 * The releases of an entry, under its heading: "Added in 0.40.0." and one "Changed in …: added parameter `x`." per
 * later change, as <ApiVersions> (src/components/mdx/ApiVersions.tsx), whose data attributes the version lens
 * reads (src/scripts/version-lens.ts). The twin writes them as one paragraph (src/lib/docs/markdown.ts).
 */
function releaseLines(
  past: History['entries'][string] | undefined,
  w: ReturnType<typeof dictionary>['reference'],
  codes: (names: string[]) => string,
  behaviour: Array<{ version: string; text: string }> = [],
): string[] {
  const params = (names: string[], one: string, many: string) =>
    names.length ? format(names.length === 1 ? one : many, { names: codes(names) }) : '';
  const lines = [
    ...(past?.added ? [[past.added, format(w.added, { version: past.added })]] : []),
    ...(past?.changes ?? []).map((change) => [
      change.version,
      format(w.changed, {
        version: change.version,
        changes: [
          params(change.paramsAdded, w.paramsAddedOne, w.paramsAdded),
          params(change.paramsRemoved, w.paramsRemovedOne, w.paramsRemoved),
        ]
          .filter(Boolean)
          .join(w.clauseSeparator),
      }),
    ]),
    ...behaviour.map((change) => [
      change.version,
      format(w.changed, { version: change.version, changes: change.text }),
    ]),
  ].sort(([a], [b]) => compareVersions(a!, b!));
  if (!lines.length) return [];
  const badges = lines.map(
    ([version, line]) => `<ApiVersion version="${version}">${prose(line!)}</ApiVersion>`,
  );
  // The badges are one paragraph inside the element: the twin writes that paragraph, and the search, which takes
  // an entry's first paragraph as its summary, passes over the element.
  return [
    `<ApiVersions${past?.added ? ` since="${past.added}"` : ''}>`,
    badges.join(w.releaseSeparator),
    '</ApiVersions>',
    '',
  ];
}

/**
 * The entry's "Source" (as docs.rs and Sphinx give every item): a link to the line of Robyn that defines it, at the
 * documented release's tag, as <EntrySource> (src/components/mdx/EntrySource.tsx; the twin writes it as a link,
 * the search records pass over it).
 */
function sourceLine(source: string, tag: string, label: string): string[] {
  const range = parseEvidence(source);
  if (!range) throw new Error(`reference source "${source}" is not path:line`);
  const href = sourceHref(siteConfig.repository.url, tag, range);
  return [
    `<EntrySource href="${attribute(href)}" label="${attribute(label)}" path="${attribute(rangeLabel(range))}" />`,
    '',
  ];
}

/**
 * A reference page as MDX: front matter values and the body. Classes and module-level functions and constants are
 * `##` sections (a class's members `###` under it), each with, under its heading, the release that added it and
 * each later change to its parameters, then its signature, summary, details, parameters, return value,
 * exceptions and the guide pages that use it.
 */
export function referencePage(
  module: string,
  lang: Lang,
  usedIn: UsedIn = () => [],
): { title: string; description: string; body: string } {
  const data = referenceModule(module);
  const signatures = readJson<Record<string, string[]>>(path.join(referenceDir(), 'signatures.json'));
  const history = referenceHistory();
  const w = dictionary(lang).reference;
  const codes = (names: string[]) => names.map((name) => `\`${name}\``).join(w.listSeparator);
  const out: string[] = [prose(text(data.intro, lang)), ''];
  const anchors = entryAnchors(data.entries.map((entry) => entry.name));
  for (const entry of data.entries) {
    const key = `${module}.${entry.name}`;
    const member = entry.name.includes('.');
    const signature = signatures[key] ?? [];
    out.push(`${member ? '###' : '##'} \`${entry.name}\` [#${anchors.get(entry.name)!}]`, '');
    const behaviour = (entry.behaviour ?? []).map((change) => ({
      version: change.version,
      text: text(change, lang),
    }));
    out.push(...releaseLines(history.entries[key], w, codes, behaviour));
    if (signature.length)
      out.push(
        `\`\`\`python partial title="${w.signature}"`,
        ...signature.flatMap(signatureLines),
        '```',
        '',
      );
    out.push(...sourceLine(entry.source, `v${history.documented}`, w.source));
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
    // The guides whose examples use it, as pyright reads them (src/lib/reference/code-links.ts).
    const pages = usedIn(key);
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
