import type { Lang } from '../i18n';

/*
 * What the build writes for the MCP server (dist/_mcp/docs.json, src/lib/mcp/data.ts) besides what the site already
 * ships: each page's sections with their translation status, and the Python reference as data. The server reads
 * the Markdown itself from the built twins and searches the built search records (src/lib/mcp/store.ts).
 */

export type SectionStatus = 'current' | 'stale' | 'unrecorded';

export interface McpSection {
  /** The `##` heading's id (the same in every language), or `_top` for the opening. */
  id: string;
  title: string;
  /** For a translated page: whether the section translates the current English section. */
  status?: SectionStatus;
  /** The ids of its `###` headings. */
  subsections?: string[];
}

export interface McpPage {
  lang: Lang;
  /** Path below /documentation/{lang}; '' is the introduction. */
  slug: string;
  href: string;
  title: string;
  description: string;
  group: string;
  /** The language its text is written in (the default language for a page not yet translated). */
  contentLang: Lang;
  /** The sections, in the order the Markdown twin has them. */
  sections: McpSection[];
}

export interface McpReferenceText {
  summary: string;
  details?: string;
  params: Array<{ name: string; description: string }>;
  returns?: string;
  raises: Array<{ type: string; description: string }>;
}

export interface McpReferenceEntry {
  /** The qualified name: robyn.robyn.QueryParams.get. */
  key: string;
  module: string;
  /** The name on its page: QueryParams.get. */
  name: string;
  kind: string;
  /** The signature as the checked stubs write it (several for an overloaded function). */
  signatures: string[];
  text: Record<Lang, McpReferenceText>;
  /** File and line in Robyn's repository at the documented release. */
  source: string;
  sourceUrl: string;
  /** Its reference page's slug and the entry's anchor there. */
  slug: string;
  anchor: string;
  added: string | null;
  changes: Array<{ version: string; paramsAdded: string[]; paramsRemoved: string[] }>;
  /** The guide sections whose Python examples use it, per language. */
  usedIn: Record<Lang, Array<{ href: string; page: string; section: string }>>;
}

export interface McpData {
  v: 1;
  /** The site's origin (PUBLIC_SITE_URL at build time). */
  site: string;
  languages: Lang[];
  defaultLang: Lang;
  /** The Robyn release the documentation describes. */
  documented: string;
  /** Every Robyn release tag up to the documented one, oldest first. */
  tags: string[];
  pages: McpPage[];
  reference: McpReferenceEntry[];
}
