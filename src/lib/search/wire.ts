import { docsHref, type Lang } from '../i18n';
import { entryAnchors, referenceModuleOf, referenceSlug } from '../reference/names';
import type { IdentifierEntry } from './identifiers';
import type { Hierarchy, RecordType, SearchRecord } from './types';

/**
 * The local index as /search/{lang}.json ships it: the DocSearch-shaped records of the guides, with what repeats
 * (page title, group, headings, anchor) stored once per page and per section, and the Python reference as a table
 * of its names. Storing the records this way makes the download about a fifth smaller compressed than a plain
 * array of records, which keeps each language inside its budget with the reference's names on board.
 */
export interface RecordsPayload {
  v: 2;
  lang: Lang;
  /** [page url, lvl0 group, lvl1 title, objectID prefix, language of its text when not `lang`] */
  pages: Array<[string, string, string, string, string?]>;
  /** [page index, anchor or '', lvl2 or null, lvl3 or null, API names of the section's code (optional)] */
  sections: Array<[number, string, string | null, string | null, string?]>;
  /**
   * Every record, in order, by its content: null is a heading record and opens the next section (its type
   * follows from the section's headings), a string is a paragraph record of the current section.
   */
  records: Array<string | null>;
  /** The Python reference's names (see identifiers.ts), when the index has them. */
  reference?: ReferenceTable;
}

/**
 * The Python reference pages as names: the group they are in, then per page its module, its title, the names of
 * its entries in page order separated by spaces (a member of the class just before it written `.name`:
 * `QueryParams .get .set`), and the language of its text when not `lang`. An entry's anchor, heading level and
 * class heading follow from its name and place (src/lib/reference/pages.ts writes the pages by the same rules).
 */
export interface ReferenceTable {
  group: string;
  modules: Array<[string, string, string, string?]>;
}

function splitUrl(url: string): [string, string] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash + 1)];
}

function splitObjectId(objectID: string): [string, number] {
  const colon = objectID.lastIndexOf(':');
  const sequence = Number(objectID.slice(colon + 1));
  if (colon < 0 || !Number.isInteger(sequence))
    throw new Error(`Search record id ${objectID} is not "<page>:<number>"`);
  return [objectID.slice(0, colon), sequence];
}

/** The type of the heading record that opens a section: its deepest heading. */
const headingType = (lvl2: string | null, lvl3: string | null): RecordType =>
  lvl3 !== null ? 'lvl3' : lvl2 !== null ? 'lvl2' : 'lvl1';

/**
 * The payload of one language: its guide records, and the heading records of its Python reference pages (page
 * and entry headings, src/lib/search/build.ts) as the names table. Throws when a record could not be given back.
 */
export function encodeRecords(
  lang: Lang,
  records: SearchRecord[],
  reference: SearchRecord[] = [],
): RecordsPayload {
  const payload: RecordsPayload = { v: 2, lang, pages: [], sections: [], records: [] };
  const pageIndex = new Map<string, number>();
  const perPage = new Map<number, number>();
  for (const record of records) {
    if (record.lang !== lang) throw new Error(`Search record ${record.objectID} is not in ${lang}`);
    const [pageUrl, anchor] = splitUrl(record.url);
    const [prefix, sequence] = splitObjectId(record.objectID);
    const { lvl0, lvl1, lvl2, lvl3 } = record.hierarchy;
    const pageKey = JSON.stringify([pageUrl, lvl0, lvl1, prefix]);
    let page = pageIndex.get(pageKey);
    if (page === undefined) {
      const entry: RecordsPayload['pages'][number] = [pageUrl, lvl0, lvl1, prefix];
      if (record.contentLang) entry[4] = record.contentLang;
      page = payload.pages.push(entry) - 1;
      pageIndex.set(pageKey, page);
    }
    // Ids are numbered in order within their page, so the decoder can give them back.
    const expected = perPage.get(page) ?? 0;
    if (sequence !== expected)
      throw new Error(`Search record ${record.objectID} is out of order (expected :${expected})`);
    perPage.set(page, expected + 1);
    if (record.type === 'content') {
      const current = payload.sections[payload.sections.length - 1];
      if (
        record.content === null ||
        !current ||
        JSON.stringify(current.slice(0, 4)) !== JSON.stringify([page, anchor, lvl2, lvl3])
      )
        throw new Error(`Search record ${record.objectID}: a paragraph outside its heading's section`);
      payload.records.push(record.content);
      continue;
    }
    if (record.content !== null || record.type !== headingType(lvl2, lvl3))
      throw new Error(
        `Search record ${record.objectID}: a ${record.type} heading record must name its level`,
      );
    const section: RecordsPayload['sections'][number] = [page, anchor, lvl2, lvl3];
    if (record.code) section[4] = record.code;
    payload.sections.push(section);
    payload.records.push(null);
  }
  if (reference.length) payload.reference = encodeReference(lang, reference);
  return payload;
}

export function decodeRecords(payload: RecordsPayload): SearchRecord[] {
  if (!payload || payload.v !== 2 || !Array.isArray(payload.records))
    throw new Error('Unknown search records format');
  return decodeSections(payload, payload.records);
}

/**
 * The records of a payload's sections. `records` as RecordsPayload has them, where `undefined` stands for a
 * paragraph not at hand (the head part): it keeps its number in its page and gives no record.
 */
function decodeSections(
  payload: Omit<RecordsPayload, 'records'>,
  records: ReadonlyArray<string | null | undefined>,
): SearchRecord[] {
  const perPage = new Map<number, number>();
  let sectionId = -1;
  const decoded: SearchRecord[] = [];
  for (const content of records) {
    if (content === null) sectionId++;
    const section = payload.sections[sectionId];
    const page = section && payload.pages[section[0]];
    if (!section || !page) throw new Error('Malformed search records');
    const [pageUrl, lvl0, lvl1, prefix, contentLang] = page;
    const sequence = perPage.get(section[0]) ?? 0;
    perPage.set(section[0], sequence + 1);
    if (content === undefined) continue;
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: section[2], lvl3: section[3] };
    const record: SearchRecord = {
      objectID: `${prefix}:${sequence}`,
      url: section[1] ? `${pageUrl}#${section[1]}` : pageUrl,
      type: content === null ? headingType(section[2], section[3]) : 'content',
      hierarchy,
      content,
      lang: payload.lang,
      ...(contentLang ? { contentLang } : {}),
    };
    if (section[4] && content === null) record.code = section[4];
    decoded.push(record);
  }
  return decoded;
}

/**
 * The browser loads a language's index in two parts (/search/{lang}.head.json, then /search/{lang}.text.json), so
 * the first answers need only the small one. The head is everything but the paragraphs: pages, sections (their
 * headings and code names) and the reference's names, with the number of paragraphs of each section; the text is
 * the paragraphs, as RecordsPayload's `records`. Joined, they are the payload /search/{lang}.json holds.
 */
export interface HeadPayload extends Omit<RecordsPayload, 'records'> {
  /** Per section, in order, how many paragraph records follow its heading record. */
  paragraphs: number[];
}

export interface TextPayload {
  v: 2;
  lang: Lang;
  records: RecordsPayload['records'];
}

export function splitRecords(payload: RecordsPayload): { head: HeadPayload; text: TextPayload } {
  const { records, ...rest } = payload;
  const paragraphs: number[] = [];
  for (const content of records) {
    if (content === null) paragraphs.push(0);
    else paragraphs[paragraphs.length - 1]!++;
  }
  return { head: { ...rest, paragraphs }, text: { v: 2, lang: payload.lang, records } };
}

export function joinRecords(head: HeadPayload, text: TextPayload): RecordsPayload {
  if (head.v !== 2 || text.v !== 2 || head.lang !== text.lang)
    throw new Error('Search index parts do not belong together');
  const { paragraphs: _, ...rest } = head;
  return { ...rest, records: text.records };
}

/** The heading records of a head part: what the first answers are ranked over while the text loads. */
export function decodeHeadings(head: HeadPayload): SearchRecord[] {
  if (!head || head.v !== 2 || !Array.isArray(head.paragraphs))
    throw new Error('Unknown search records format');
  return decodeSections(
    head,
    head.paragraphs.flatMap((count) => [null, ...Array<undefined>(count).fill(undefined)]),
  );
}

/** The reference's names of a payload, with the heading record each stands for; none when it has no table. */
export function decodeIdentifiers(payload: Pick<RecordsPayload, 'lang' | 'reference'>): IdentifierEntry[] {
  const table = payload.reference;
  if (!table) return [];
  const { lang } = payload;
  const entries: IdentifierEntry[] = [];
  for (const [module, title, names, contentLang] of table.modules) {
    const slug = referenceSlug(module);
    const pageUrl = docsHref(lang, slug);
    const record = (
      type: RecordType,
      anchor: string,
      lvl2: string | null,
      lvl3: string | null,
    ): SearchRecord => ({
      objectID: `${lang}:${slug}#${anchor}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type,
      hierarchy: { lvl0: table.group, lvl1: title, lvl2, lvl3 },
      content: null,
      lang,
      ...(contentLang ? { contentLang: contentLang as Lang } : {}),
    });
    entries.push({ name: module, record: record('lvl1', '', null, null) });
    let owner: string | null = null;
    const pageNames = (names ? names.split(' ') : []).map((written) => {
      const name: string = written.startsWith('.') ? `${owner}${written}` : written;
      if (!name.includes('.')) owner = name;
      return name;
    });
    const anchors = entryAnchors(pageNames);
    for (const name of pageNames) {
      const member = name.includes('.');
      if (!member) owner = name;
      entries.push({
        name,
        record: member
          ? record('lvl3', anchors.get(name)!, owner, name)
          : record('lvl2', anchors.get(name)!, name, null),
      });
    }
  }
  return entries;
}

/** The names table of the reference pages' heading records; throws when the table would not give them back. */
function encodeReference(lang: Lang, records: SearchRecord[]): ReferenceTable {
  const table: ReferenceTable = { group: records[0]!.hierarchy.lvl0, modules: [] };
  const pagePrefix = docsHref(lang, '') + '/';
  let owner: string | null = null;
  let names: string[] = [];
  for (const record of records) {
    if (record.type === 'lvl1') {
      const module = referenceModuleOf(splitUrl(record.url)[0].slice(pagePrefix.length));
      if (!module) throw new Error(`Search record ${record.objectID} is not a Python reference page`);
      names = [];
      owner = null;
      const entry: ReferenceTable['modules'][number] = [module, record.hierarchy.lvl1, ''];
      if (record.contentLang) entry[3] = record.contentLang;
      table.modules.push(entry);
      continue;
    }
    const name = record.type === 'lvl3' ? record.hierarchy.lvl3 : record.hierarchy.lvl2;
    if (!name || record.type === 'content') continue;
    if (record.type === 'lvl2') owner = name;
    names.push(
      record.type === 'lvl3' && owner && name.startsWith(`${owner}.`) ? name.slice(owner.length) : name,
    );
    table.modules[table.modules.length - 1]![2] = names.join(' ');
  }
  // The decoder derives anchors, levels and class headings: check that it gives every heading back.
  const decoded = decodeIdentifiers({ lang, reference: table });
  const expected = records.filter((record) => record.type !== 'content');
  const strip = ({ objectID: _, ...record }: SearchRecord) => JSON.stringify(record);
  expected.forEach((record, i) => {
    const got = decoded[i]?.record;
    if (!got || strip(got) !== strip({ ...record, code: undefined } as SearchRecord))
      throw new Error(
        `Python reference heading ${record.url} cannot be shipped as a name (${record.objectID})`,
      );
  });
  if (decoded.length !== expected.length) throw new Error('Python reference names do not round-trip');
  return table;
}
