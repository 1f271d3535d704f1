import { twinSections } from '../docs/twin-sections';
import { markdownHref } from '../docs/reader-paths';
import { llmsTxtHref } from '../docs/reader-paths';
import { parseDocsPath, type Lang } from '../i18n';
import { SEARCH_INPUT_MAX_LENGTH } from '../constants';
import { loadSearchIndex, searchDocs } from '../search/docs-search';
import { parseHighlight } from '../search/highlight';
import { IdentifierIndex, type IdentifierEntry } from '../search/identifiers';
import type { LocalSearchIndex } from '../search/local-engine';
import { SEARCH_INDEX_FILE } from '../search/paths';
import type { HierarchyLevel, SearchHit } from '../search/types';
import { decodeIdentifiers, type RecordsPayload } from '../search/wire';
import { referenceModuleOf } from '../reference/names';
import { compareVersions, isNewer, isVersion } from '../version-lens';
import type { McpData, McpPage, McpReferenceEntry } from './data-types';
import { MCP_DATA_FILE } from './rules';

/*
 * The MCP server's answers, from the built site: dist/_mcp/docs.json (src/lib/mcp/data.ts), the search records
 * (/search/{lang}.json) searched by the dialog's engine (src/lib/search/docs-search.ts), the Markdown twins cut
 * into sections as "Copy section" cuts them, and llms.txt. `read` gives a file of the build by its path inside
 * it; nothing else is read, and a path a client sends is only ever looked up in the pages' table.
 */

/**
 * A file of the build as text, by its path inside the build folder (`search/en.json`); null when missing. The Node
 * server and stdio read the disk (src/lib/mcp/entry.ts); the Cloudflare worker reads its asset binding
 * (src/lib/mcp/worker.ts, through `preloadedReader`). The data and the search records are read when the store is
 * made, so they must come at once (a string); the Markdown twins and llms.txt may come later (a promise).
 */
export type BuildReader = (file: string) => string | null | Promise<string | null>;

/** The files the store reads when it is made: its data, then each language's search records. */
const searchFile = (lang: Lang) => `search/${SEARCH_INDEX_FILE(lang)}`;

/**
 * A reader over an asynchronous source (a host's asset binding, which a worker can only read with `await`): the
 * data and the search records are fetched once, up front; any other file (a twin, llms.txt) when asked for.
 */
export async function preloadedReader(
  fetchText: (file: string) => Promise<string | null>,
): Promise<BuildReader> {
  const ready = new Map<string, string | null>();
  const data = await fetchText(MCP_DATA_FILE);
  ready.set(MCP_DATA_FILE, data);
  if (data !== null) {
    const { languages } = JSON.parse(data) as McpData;
    const files = languages.map(searchFile);
    const texts = await Promise.all(files.map(fetchText));
    files.forEach((file, i) => ready.set(file, texts[i]!));
  }
  return (file) => (ready.has(file) ? ready.get(file)! : fetchText(file));
}

/** An answer a client can act on: what was wrong and what to send instead. */
export class DocsError extends Error {}

export interface SearchResult {
  title: string;
  /** Group › page › heading. */
  breadcrumb: string;
  url: string;
  excerpt: string;
  /** The language of the text, when it is not the language asked for (a page not yet translated). */
  contentLang?: Lang;
  /** For a Python reference entry: its qualified name, for lookup_api. */
  apiName?: string;
}

export interface PageSection {
  id: string;
  title: string;
  status?: string;
  /** The section's Markdown; the English original's when the translation is stale. */
  markdown: string;
  /** Set when `markdown` is the English original of a stale translation. */
  englishOriginal?: boolean;
  translation?: string;
}

export interface PageAnswer {
  url: string;
  markdownUrl: string;
  lang: Lang;
  contentLang: Lang;
  title: string;
  description: string;
  group: string;
  sections: PageSection[];
}

const plain = (value: string | undefined) =>
  parseHighlight(value ?? '')
    .map((segment) => segment.text)
    .join('');

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3'];

function readJson<T>(read: BuildReader, file: string): T {
  const text = read(file);
  if (typeof text === 'object' && text !== null)
    throw new Error(`${file} must be read at once: use preloadedReader for an asynchronous source.`);
  if (text === null) throw new Error(`The build has no ${file}: build the site first (npm run build).`);
  return JSON.parse(text) as T;
}

/** `0.88.0`, `v0.88.0` or `0.88` (the last part missing counts as 0) as a known release tag, or why not. */
export function knownVersion(value: string, tags: readonly string[]): string {
  const bare = value.trim().replace(/^v/i, '');
  if (!isVersion(bare))
    throw new DocsError(`"${value}" is no Robyn version: write it as the release number, such as 0.88.0.`);
  const tag = tags.find((candidate) => compareVersions(candidate, bare) === 0);
  if (tag) return tag;
  const newest = tags.at(-1)!;
  if (compareVersions(bare, newest) > 0)
    throw new DocsError(
      `Robyn ${bare} is newer than ${newest}, the release these docs describe: names added after ${newest} are not documented here. Ask about ${newest} or an earlier release.`,
    );
  throw new DocsError(
    `Robyn has no release ${bare}. Known releases run from ${tags[0]} to ${newest}; the nearest are ${nearest(bare, tags).join(', ')}.`,
  );
}

function nearest(version: string, tags: readonly string[]): string[] {
  const after = tags.findIndex((tag) => compareVersions(tag, version) > 0);
  return after <= 0 ? tags.slice(0, 2) : tags.slice(after - 1, after + 1);
}

export function createDocsStore(read: BuildReader) {
  const data = readJson<McpData>(read, MCP_DATA_FILE);
  const site = data.site;
  const pages = new Map(data.pages.map((page) => [`${page.lang}/${page.slug}`, page]));
  const reference = new Map(data.reference.map((entry) => [entry.key, entry]));
  const indexes = new Map<Lang, LocalSearchIndex>();
  const identifierIndexes = new Map<Lang, { index: IdentifierIndex; keyOf: Map<IdentifierEntry, string> }>();
  const payloads = new Map<Lang, RecordsPayload>();
  const twins = new Map<string, string[]>();

  const checkLang = (lang: string | undefined): Lang => {
    const chosen = lang ?? data.defaultLang;
    if (!data.languages.includes(chosen))
      throw new DocsError(`Unknown language "${chosen}": use one of ${data.languages.join(', ')}.`);
    return chosen;
  };

  const payload = (lang: Lang) => {
    let found = payloads.get(lang);
    if (!found) {
      found = readJson<RecordsPayload>(read, searchFile(lang));
      payloads.set(lang, found);
    }
    return found;
  };

  const searchIndex = (lang: Lang) => {
    let index = indexes.get(lang);
    if (!index) {
      index = loadSearchIndex(payload(lang));
      indexes.set(lang, index);
    }
    return index;
  };

  /** The dialog's identifier table of a language, each name with its reference key. */
  const identifiers = (lang: Lang) => {
    let found = identifierIndexes.get(lang);
    if (!found) {
      const entries = decodeIdentifiers(payload(lang));
      const keyOf = new Map<IdentifierEntry, string>();
      for (const entry of entries) {
        const slug = parseDocsPath(entry.record.url)?.slug ?? '';
        const module = referenceModuleOf(slug);
        if (!module) continue;
        keyOf.set(entry, entry.record.type === 'lvl1' ? module : `${module}.${entry.name}`);
      }
      found = { index: new IdentifierIndex(entries), keyOf };
      identifierIndexes.set(lang, found);
    }
    return found;
  };

  const twin = async (page: McpPage): Promise<string[]> => {
    const key = `${page.lang}/${page.slug}`;
    let parts = twins.get(key);
    if (!parts) {
      const file = markdownHref(page.lang, page.slug).slice(1);
      const text = await read(file);
      if (text === null) throw new Error(`The build has no ${file}: build the site first (npm run build).`);
      parts = twinSections(text);
      if (parts.length !== page.sections.length)
        throw new Error(`${file} has ${parts.length} sections, the build's data ${page.sections.length}.`);
      twins.set(key, parts);
    }
    return parts;
  };

  /** The page a URL, path or slug names, and the section its #anchor names. */
  const resolvePage = (target: string, langOption?: string): { page: McpPage; anchor?: string } => {
    const raw = target.trim();
    if (!raw)
      throw new DocsError('Give a page: its URL, its path (/documentation/en/api_reference/cors) or slug.');
    let pathPart = raw;
    const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(.*)$/i.exec(raw);
    if (absolute) pathPart = absolute[1] || '/';
    const [beforeHash, anchor] = pathPart.split('#', 2) as [string, string | undefined];
    let pathname = beforeHash.split('?', 1)[0]!;
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      throw new DocsError(`"${target}" is not a valid path.`);
    }
    if (/[\\\0]/.test(pathname) || pathname.split('/').some((part) => part === '..' || part === '.'))
      throw new DocsError(
        `"${target}" leaves the documentation: give a page's URL or path, such as /documentation/en/api_reference/cors.`,
      );
    pathname = pathname.replace(/\.md$/, '').replace(/\/+$/, '');
    let lang: Lang;
    let slug: string;
    const docs = pathname.startsWith('/documentation') ? parseDocsPath(pathname) : null;
    if (docs) {
      lang = langOption ? checkLang(langOption) : docs.lang;
      slug = docs.slug;
    } else if (pathname.startsWith('/')) {
      throw new DocsError(
        `"${target}" is no documentation page: documentation URLs start with ${site}/documentation/{language}/. Use search_docs to find one.`,
      );
    } else {
      lang = checkLang(langOption);
      slug = pathname === 'index' ? '' : pathname;
    }
    const page = pages.get(`${lang}/${slug}`);
    if (!page)
      throw new DocsError(
        `There is no documentation page "${slug}" in ${lang}. Use search_docs to find the page, or read the resource llms.txt for the list of pages.`,
      );
    return { page, ...(anchor ? { anchor } : {}) };
  };

  const pageAnswer = async (page: McpPage, sectionId?: string): Promise<PageAnswer> => {
    const parts = await twin(page);
    const english =
      page.lang !== data.defaultLang && page.sections.some((section) => section.status === 'stale')
        ? pages.get(`${data.defaultLang}/${page.slug}`)
        : undefined;
    const englishParts = english ? await twin(english) : [];
    let sections = page.sections.map((section, i): PageSection => {
      const original =
        section.status === 'stale'
          ? englishParts[english!.sections.findIndex((s) => s.id === section.id)]
          : undefined;
      return {
        id: section.id,
        title: section.title,
        ...(section.status ? { status: section.status } : {}),
        markdown: original ?? parts[i]!,
        ...(original ? { englishOriginal: true, translation: parts[i]! } : {}),
      };
    });
    if (sectionId !== undefined) {
      // An h3's anchor reads as the h2 section that holds it.
      const own = sections.find((section) => section.id === sectionId);
      const holder = own ?? sections.find((_, i) => page.sections[i]!.subsections?.includes(sectionId));
      if (!holder)
        throw new DocsError(
          `Page ${page.href} has no section "${sectionId}". Its sections: ${page.sections.map((s) => s.id).join(', ')}.`,
        );
      sections = [holder];
    }
    return {
      url: `${site}${page.href}`,
      markdownUrl: `${site}${markdownHref(page.lang, page.slug)}`,
      lang: page.lang,
      contentLang: page.contentLang,
      title: page.title,
      description: page.description,
      group: page.group,
      sections,
    };
  };

  return {
    data,
    site,

    /** Ranked sections for a query, as the site's search dialog ranks them. */
    search(query: string, langOption: string | undefined, limit: number): SearchResult[] {
      const lang = checkLang(langOption);
      if (!query.trim()) throw new DocsError('The query is empty: give words or an API name to search for.');
      if (query.length > SEARCH_INPUT_MAX_LENGTH)
        throw new DocsError(
          `The query has ${query.length} characters; the search takes at most ${SEARCH_INPUT_MAX_LENGTH}. Shorten it to the words that matter.`,
        );
      const { keyOf } = identifiers(lang);
      const keyByUrl = new Map([...keyOf].map(([entry, key]) => [entry.record.url, key]));
      return searchDocs(searchIndex(lang), query, { limit }).map((hit) =>
        toResult(hit, keyByUrl.get(hit.url)),
      );
    },

    readPage(target: string, lang?: string, section?: string): Promise<PageAnswer> {
      const { page, anchor } = resolvePage(target, lang);
      return pageAnswer(page, section ?? anchor);
    },

    /** The entry a name stands for (exact, qualified, or one letter off), or the candidates when it is ambiguous. */
    lookup(
      query: string,
      langOption?: string,
    ): { entry: McpReferenceEntry; typo: boolean } | { candidates: McpReferenceEntry[] } {
      const lang = checkLang(langOption);
      const name = query.trim().replace(/^`+|`+$/g, '');
      if (!name)
        throw new DocsError('Give an API name, such as Robyn.get, QueryParams or robyn.robyn.Request.');
      if (name.length > 200) throw new DocsError('An API name has at most 200 characters.');
      const exact = reference.get(name) ?? reference.get(`robyn.${name}`);
      if (exact) return { entry: exact, typo: false };
      const { index, keyOf } = identifiers(lang);
      const match = index.match(name);
      const key = match && keyOf.get(match.entry);
      const found = key ? reference.get(key) : undefined;
      if (found && match) return { entry: found, typo: match.typo };
      const own = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      const candidates = data.reference.filter(
        (entry) => entry.name.toLowerCase() === own || entry.name.toLowerCase().endsWith(`.${own}`),
      );
      return { candidates };
    },

    version(value: string): string {
      return knownVersion(value, data.tags);
    },

    /** Names added and parameter changes between two releases (after `from`, up to and including `to`). */
    changes(fromValue: string, toValue: string) {
      const from = knownVersion(fromValue, data.tags);
      const to = knownVersion(toValue, data.tags);
      if (compareVersions(from, to) >= 0)
        throw new DocsError(`"from" (${from}) must be an earlier release than "to" (${to}).`);
      const inRange = (version: string) => isNewer(version, from) && !isNewer(version, to);
      const added = data.reference
        .filter((entry) => entry.added && inRange(entry.added))
        .map((entry) => ({ name: entry.key, version: entry.added! }));
      const changed = data.reference.flatMap((entry) =>
        entry.changes
          .filter((change) => inRange(change.version))
          .map((change) => ({ name: entry.key, ...change })),
      );
      const byVersion = (a: { version: string; name: string }, b: { version: string; name: string }) =>
        compareVersions(a.version, b.version) || a.name.localeCompare(b.name);
      return { from, to, added: added.sort(byVersion), changed: changed.sort(byVersion) };
    },

    /** llms.txt of a language, as the site serves it. */
    async llmsTxt(langOption?: string): Promise<{ url: string; text: string }> {
      const lang = checkLang(langOption);
      const file = llmsTxtHref(lang);
      const text = await read(file.slice(1));
      if (text === null) throw new Error(`The build has no ${file}: build the site first (npm run build).`);
      return { url: `${site}${file}`, text };
    },

    pages: data.pages,
    pageAnswer,
  };

  function toResult(hit: SearchHit, apiName: string | undefined): SearchResult {
    const levels = LEVELS.map((level) => hit.hierarchy[level]).filter((value): value is string => !!value);
    return {
      title: levels.at(-1)!,
      breadcrumb: levels.join(' › '),
      url: `${site}${hit.url}`,
      excerpt: plain(hit._snippetResult?.content?.value ?? hit.content ?? ''),
      ...(hit.contentLang ? { contentLang: hit.contentLang } : {}),
      ...(apiName ? { apiName } : {}),
    };
  }
}

export type DocsStore = ReturnType<typeof createDocsStore>;
