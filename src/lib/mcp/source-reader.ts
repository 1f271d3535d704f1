import { llmsTxt, pageMarkdown } from '../docs/markdown';
import { llmsTxtHref, markdownHref } from '../docs/reader-paths';
import { getPage, getPages } from '../docs/source';
import { LANGUAGE_CODES } from '../i18n';
import { ALL_PAGES } from '../navigation';
import { localSearchIndex } from '../search/build';
import { SEARCH_INDEX_FILE } from '../search/paths';
import { mcpData } from './data';
import { MCP_DATA_FILE } from './rules';
import type { BuildReader } from './store';

/**
 * The build's files the MCP server reads, made from the documentation source by the functions that make them in
 * the build (the data, the search records, the Markdown twins, llms.txt): for tests, and for `npm run mcp` before
 * a build.
 */
export function sourceReader(): BuildReader {
  const makers = new Map<string, () => string>([[MCP_DATA_FILE, () => JSON.stringify(mcpData())]]);
  for (const lang of LANGUAGE_CODES) {
    makers.set(`search/${SEARCH_INDEX_FILE(lang)}`, () => JSON.stringify(localSearchIndex(lang)));
    makers.set(llmsTxtHref(lang).slice(1), () => llmsTxt(lang, getPages(lang)));
    for (const { slug } of ALL_PAGES)
      makers.set(markdownHref(lang, slug).slice(1), () => pageMarkdown(getPage(lang, slug)));
  }
  const made = new Map<string, string>();
  return (file) => {
    const make = makers.get(file);
    if (!make) return null;
    if (!made.has(file)) made.set(file, make());
    return made.get(file)!;
  };
}
