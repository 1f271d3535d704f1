import type { Lang } from '../i18n';
import type { Hierarchy, RecordType, SearchRecord } from './types';

/**
 * The search records as /search/{lang}.json ships them: the same DocSearch-shaped records, with what repeats
 * (page title, group, headings, anchor) stored once per page and per section. It makes the download about a
 * sixth smaller compressed than a plain array of records, which keeps each language well inside its budget.
 */
export interface RecordsPayload {
  v: 1;
  lang: Lang;
  /** [page url, lvl0 group, lvl1 title, objectID prefix, language of its text when not `lang`] */
  pages: Array<[string, string, string, string, string?]>;
  /** [page index, anchor or '', lvl2 or null, lvl3 or null, API names of the section's code (optional)] */
  sections: Array<[number, string, string | null, string | null, string?]>;
  /** [section index, type code, content or null] */
  records: Array<[number, number, string | null]>;
}

const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'content'];

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

export function encodeRecords(lang: Lang, records: SearchRecord[]): RecordsPayload {
  const payload: RecordsPayload = { v: 1, lang, pages: [], sections: [], records: [] };
  const pageIndex = new Map<string, number>();
  const sectionIndex = new Map<string, number>();
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
    const sectionKey = JSON.stringify([page, anchor, lvl2, lvl3]);
    let section = sectionIndex.get(sectionKey);
    if (section === undefined) {
      section = payload.sections.push([page, anchor, lvl2, lvl3]) - 1;
      sectionIndex.set(sectionKey, section);
    }
    if (record.code) {
      if (record.type === 'content')
        throw new Error(`Search record ${record.objectID}: only heading records carry code names`);
      payload.sections[section]![4] = record.code;
    }
    payload.records.push([section, TYPES.indexOf(record.type), record.content]);
  }
  return payload;
}

export function decodeRecords(payload: RecordsPayload): SearchRecord[] {
  if (!payload || payload.v !== 1 || !Array.isArray(payload.records))
    throw new Error('Unknown search records format');
  const perPage = new Map<number, number>();
  return payload.records.map(([sectionId, typeCode, content]) => {
    const section = payload.sections[sectionId];
    const page = section && payload.pages[section[0]];
    const type = TYPES[typeCode];
    if (!section || !page || !type) throw new Error('Malformed search records');
    const [pageUrl, lvl0, lvl1, prefix, contentLang] = page;
    const sequence = perPage.get(section[0]) ?? 0;
    perPage.set(section[0], sequence + 1);
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: section[2], lvl3: section[3] };
    const record: SearchRecord = {
      objectID: `${prefix}:${sequence}`,
      url: section[1] ? `${pageUrl}#${section[1]}` : pageUrl,
      type,
      hierarchy,
      content,
      lang: payload.lang,
      ...(contentLang ? { contentLang } : {}),
    };
    if (section[4] && type !== 'content') record.code = section[4];
    return record;
  });
}
