import { siteConfig } from '@/site.config';
import { getPage, getPages } from '../docs/source';
import { DEFAULT_LANG, LANGUAGE_CODES, type Lang } from '../i18n';
import { ALL_PAGES, AUTHORED_PAGES } from '../navigation';
import { siteUrl } from '../docs/reader-paths';
import { referenceModuleOf } from '../reference/names';
import { referenceHistory, referenceModule, referenceTarget } from '../reference/pages';
import { robynNamesBySection } from '../reference/since';
import { TOP_SECTION_ID } from '../toc';
import type { McpData, McpPage, McpReferenceEntry, McpReferenceText } from './data-types';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from '../content-root';

/**
 * The MCP server's data (dist/_mcp/docs.json), from the documentation source at build time: the same pages,
 * sections, translation status and reference entries the site is built from.
 */
export function mcpData(): McpData {
  const history = referenceHistory();
  const pages: McpPage[] = LANGUAGE_CODES.flatMap((lang) =>
    getPages(lang).map((page) => {
      const status = page.translation()?.sections;
      const titles = new Map(page.headings.filter((h) => h.depth === 2).map((h) => [h.id, h.title]));
      // Each h3 belongs to the h2 above it.
      const subsections = new Map<string, string[]>();
      let current = TOP_SECTION_ID;
      for (const heading of page.headings) {
        if (heading.depth === 2) current = heading.id;
        else subsections.set(current, [...(subsections.get(current) ?? []), heading.id]);
      }
      return {
        lang,
        slug: page.slug,
        href: page.href,
        title: page.title,
        description: page.description,
        group: page.group.title,
        contentLang: page.contentLang,
        sections: page.sections().map(({ id }) => ({
          id,
          title: id === TOP_SECTION_ID ? page.title : (titles.get(id) ?? id),
          ...(status?.[id] ? { status: status[id] } : {}),
          ...(subsections.has(id) ? { subsections: subsections.get(id) } : {}),
        })),
      };
    }),
  );
  return {
    v: 1,
    site: siteUrl(),
    languages: [...LANGUAGE_CODES],
    defaultLang: DEFAULT_LANG,
    documented: history.documented,
    tags: history.tags,
    pages,
    reference: referenceEntries(history.documented),
  };
}

/** For each reference key, the guide sections (per language) whose Python examples use it. */
function sectionUsers(): Map<string, McpReferenceEntry['usedIn']> {
  const users = new Map<string, McpReferenceEntry['usedIn']>();
  for (const lang of LANGUAGE_CODES) {
    for (const { slug } of AUTHORED_PAGES) {
      const page = getPage(lang, slug);
      const titles = new Map(page.headings.map((h) => [h.id, h.title]));
      for (const [id, keys] of robynNamesBySection(page)) {
        for (const key of keys) {
          const byLang = users.get(key) ?? {};
          (byLang[lang] ??= []).push({
            href: id === TOP_SECTION_ID ? page.href : `${page.href}#${id}`,
            page: page.navTitle,
            section: id === TOP_SECTION_ID ? page.title : (titles.get(id) ?? id),
          });
          users.set(key, byLang);
        }
      }
    }
  }
  return users;
}

function referenceEntries(documented: string): McpReferenceEntry[] {
  const history = referenceHistory();
  const users = sectionUsers();
  const signatures = JSON.parse(
    readFileSync(path.join(contentRoot(), 'reference', 'signatures.json'), 'utf8'),
  ) as Record<string, string[]>;
  const entries: McpReferenceEntry[] = [];
  for (const { slug } of ALL_PAGES) {
    const module = referenceModuleOf(slug);
    if (!module) continue;
    for (const entry of referenceModule(module).entries) {
      const key = `${module}.${entry.name}`;
      const target = referenceTarget(key);
      const [file, line] = entry.source.split(':');
      const text = Object.fromEntries(
        LANGUAGE_CODES.map((lang): [Lang, McpReferenceText] => {
          const pick = (value: Record<string, string>) => value[lang] ?? value[DEFAULT_LANG] ?? '';
          return [
            lang,
            {
              summary: pick(entry.summary),
              ...(entry.details ? { details: pick(entry.details) } : {}),
              params: (entry.params ?? []).map((param) => ({ name: param.name, description: pick(param) })),
              ...(entry.returns ? { returns: pick(entry.returns) } : {}),
              raises: (entry.raises ?? []).map((raise) => ({ type: raise.type, description: pick(raise) })),
            },
          ];
        }),
      );
      const past = history.entries[key];
      entries.push({
        key,
        module,
        name: entry.name,
        kind: entry.kind,
        signatures: signatures[key] ?? [],
        text,
        source: entry.source,
        sourceUrl: `${siteConfig.repository.url}/blob/v${documented}/${file}${line ? `#L${line}` : ''}`,
        slug,
        anchor: target?.anchor ?? '',
        added: past?.added ?? null,
        changes: past?.changes ?? [],
        usedIn: users.get(key) ?? {},
      });
    }
  }
  return entries;
}
