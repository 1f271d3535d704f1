import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { dictionary } from '@/lib/i18n/dictionary';
import { describeMdx, parseMdx } from '../content/docs';
import { contentRoot } from '../content-root';
import { DEFAULT_LANG, docsHref, languageOf, LANGUAGE_CODES, type Lang } from '../i18n';
import { ALL_PAGES, AUTHORED_PAGES, NAVIGATION, type NavGroup } from '../navigation';
import { referenceFile, referenceModule, referenceModuleOf, referencePage } from '../reference/pages';
import { codeBlockKey, codeLinks } from '../reference/code-links';
import type { DocHeading } from '../toc';
import { gitDates, lastUpdated } from './last-updated';
import { markdownSections, type MarkdownPage, type MarkdownSection } from './markdown';
import { pageLedger, quoteSections, sectionSources, type SourceLink } from '../ledger/ledger';
import { siteConfig } from '@/site.config';
import { sectionHashes, sectionStatus, type TranslationStatus } from './translation';
import { docAlternates, findPage } from './pages';
import type { SidebarGroup } from './sidebar';

export interface PageLink {
  href: string;
  title: string;
}

/**
 * The documentation source: content/docs/{lang}/{slug}.mdx read, parsed and described once per page, for
 * every output (the page and its metadata, the sidebar, the search records, the sitemap). Server side only.
 *
 * Pages are cached by their file's modification time, so `npm run dev` shows an edit on the next request
 * while a build reads and parses each file once.
 */

export const CONTENT_DIR = path.join(contentRoot(), 'docs');

/** A documentation page: what its Markdown twin reads (MarkdownPage, ./markdown.ts) and the rest. */
export interface DocPage extends MarkdownPage {
  /**
   * The language its text is written in: `lang`, or DEFAULT_LANG for a page not yet translated into `lang`
   * (served at its URL in the default language, with a notice).
   */
  contentLang: Lang;
  /** True when the page has no file in `lang` and shows the default language's text. */
  untranslated: boolean;
  /** True for a page written from data (the Python reference), which has no MDX file to edit. */
  generated: boolean;
  /** Path relative to the repository root, for "Edit this page" and error messages. */
  file: string;
  /** Open Graph locale of the page's language. */
  ogLocale: string;
  /** The navigation group the page belongs to, with its title in the page's language. */
  group: NavGroup & { title: string };
  /** The page's title in the navigation: front matter `navTitle`, else its title. */
  navTitle: string;
  alternates: { canonical: string; languages: Record<string, string> };
  /** The h2 and h3 headings: table of contents, sidebar sections, heading anchors. */
  headings: DocHeading[];
  /** The MDX body as written (front matter removed). */
  body: string;
  /**
   * When the page's content last changed: its file's newest commit date in git history, or its modification
   * time without usable history (no git, shallow clone) or with uncommitted changes (./last-updated.ts).
   */
  lastModified: Date;
  /**
   * For a page in another language than DEFAULT_LANG: the English page's URL, and whether each section translates
   * the current English section (front matter `sourceHashes`, ./translation.ts), keyed by section id. Null for
   * English pages.
   */
  translation(): { sourceHref: string; sections: Record<string, TranslationStatus> } | null;
  /** The page's Markdown twin cut into its sections (./markdown.ts), made once on first use. */
  sections(): MarkdownSection[];
  /** The body compiled (and its code highlighted) once, on first use; run it with @mdx-js/mdx's `run`. */
  compiled(): Promise<string>;
}

export function docFilePath(lang: Lang, slug: string): string {
  const module = referenceModuleOf(slug);
  if (module) return referenceFile(module);
  return path.join(CONTENT_DIR, lang, `${slug || 'index'}.mdx`);
}

let dates: Map<string, Date> | null | undefined;

/** Git dates of every content file, read once per process (one `git log` for all pages). */
function contentDates(): Map<string, Date> | null {
  if (dates === undefined) dates = gitDates(CONTENT_DIR);
  return dates;
}

const cache = new Map<string, { mtimeMs: number; size: number; page: DocPage }>();

function load(lang: Lang, slug: string, file: string, stat: fs.Stats, contentLang: Lang): DocPage {
  const relative = path.relative(process.cwd(), file);
  const module = referenceModuleOf(slug);
  // A reference page is written from its data (src/lib/reference/pages.ts); every other page is its MDX file.
  const { data, content }: { data: Record<string, unknown>; content: string } = module
    ? (() => {
        const generated = referencePage(module, contentLang, (key) => usersOf(lang).get(key) ?? []);
        return {
          data: { title: generated.title, description: generated.description },
          content: generated.body,
        };
      })()
    : matter(fs.readFileSync(file, 'utf8'));
  if (typeof data.title !== 'string' || typeof data.description !== 'string') {
    throw new Error(`${relative}: frontmatter needs a title and a description`);
  }
  if (data.navTitle !== undefined && (typeof data.navTitle !== 'string' || !data.navTitle.trim())) {
    throw new Error(`${relative}: navTitle, when given, is a non-empty string`);
  }
  const nav = findPage(slug)!;
  const parsed = parseMdx(content);
  const { tree, headings } = describeMdx(parsed);
  let compiled: Promise<string> | undefined;
  let sections: MarkdownSection[] | undefined;
  let sources: Record<string, SourceLink[]> | undefined;
  const page: DocPage = {
    lang,
    contentLang,
    untranslated: contentLang !== lang,
    generated: module !== null,
    slug,
    file: relative,
    href: docsHref(lang, slug),
    title: data.title,
    description: data.description,
    ogLocale: languageOf(contentLang).ogLocale,
    group: { ...nav.group, title: dictionary(lang).groups[nav.group.id] },
    navTitle: typeof data.navTitle === 'string' ? data.navTitle : data.title,
    alternates: docAlternates(lang, slug, translatedLanguages(slug)),
    body: content,
    headings,
    tree,
    lastModified: lastUpdated(file, contentDates(), stat),
    translation: () => {
      if (lang === DEFAULT_LANG || contentLang !== lang || module) return null;
      const english = getPage(DEFAULT_LANG, slug);
      return {
        sourceHref: english.href,
        sections: sectionStatus(data.sourceHashes, sectionHashes(english.sections())),
      };
    },
    sections: () => (sections ??= markdownSections(page)),
    sources: () => {
      if (sources) return sources;
      if (module) return (sources = {});
      if (contentLang !== DEFAULT_LANG) return (sources = getPage(DEFAULT_LANG, slug).sources());
      const ledger = pageLedger(slug);
      return (sources = ledger ? sectionSources(ledger, quoteSections(page), siteConfig.repository.url) : {});
    },
    compiled: () =>
      (compiled ??= import('../content/compile')
        .then(({ compileMdx }) => compileMdx(parsed, { lang }))
        .catch((error: unknown) => {
          compiled = undefined;
          throw new Error(`${relative}: ${error instanceof Error ? error.message : String(error)}`, {
            cause: error,
          });
        })),
  };
  return page;
}

/**
 * Everything about one page of the navigation. Throws when the slug is not in the navigation, or when its file
 * is missing or lacks a title or description (with the file's name).
 */
export function getPage(lang: Lang, slug: string): DocPage {
  if (!findPage(slug)) throw new Error(`No documentation page "${slug}" in src/lib/navigation.ts`);
  // A page not yet translated is the default language's file, shown at this language's URL.
  const contentLang = lang === DEFAULT_LANG || isTranslated(lang, slug) ? lang : DEFAULT_LANG;
  const file = docFilePath(contentLang, slug);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(
      `Missing documentation page ${path.relative(process.cwd(), file)} (${lang}/${slug || 'index'})`,
    );
  }
  const key = `${lang}/${slug}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.page;
  const page = load(lang, slug, file, stat, contentLang);
  cache.set(key, { mtimeMs: stat.mtimeMs, size: stat.size, page });
  return page;
}

const users = new Map<Lang, Map<string, PageLink[]>>();

/**
 * For each reference key, the guide pages of one language whose Python examples use it: the names pyright resolves
 * in their code (content/reference/code-links.json, src/lib/reference/code-links.ts).
 */
function usersOf(lang: Lang): Map<string, PageLink[]> {
  let found = users.get(lang);
  if (!found) {
    found = new Map();
    const { blocks } = codeLinks();
    for (const { slug } of AUTHORED_PAGES) {
      const page = getPage(lang, slug);
      const keys = new Set<string>();
      visit(page.tree, 'code', (node: Code) => {
        if (node.lang === 'python')
          for (const link of blocks[codeBlockKey(node.value)] ?? []) keys.add(link[3]);
      });
      for (const key of keys) {
        const list = found.get(key) ?? [];
        list.push({ href: page.href, title: page.navTitle });
        found.set(key, list);
      }
    }
    users.set(lang, found);
  }
  return found;
}

/** Whether the page has its own file in this language (content/docs/{lang}/{slug}.mdx). */
export function isTranslated(lang: Lang, slug: string): boolean {
  const module = referenceModuleOf(slug);
  if (module) return lang in referenceModule(module).title;
  return fs.existsSync(docFilePath(lang, slug));
}

/** The languages a page is written in. */
export function translatedLanguages(slug: string): Lang[] {
  return LANGUAGE_CODES.filter((lang) => isTranslated(lang, slug));
}

/** Every page of one language, in reading order. */
export function getPages(lang: Lang): DocPage[] {
  return ALL_PAGES.map((page) => getPage(lang, page.slug));
}

/** Every page of every language. */
export function getAllPages(): DocPage[] {
  return LANGUAGE_CODES.flatMap((lang) => getPages(lang));
}

/** A page's h2 sections, listed under its link in the sidebar. */
export function sidebarSectionsOf(page: DocPage): Array<Pick<DocHeading, 'id' | 'title'>> {
  return page.headings.filter((heading) => heading.depth === 2).map(({ id, title }) => ({ id, title }));
}

/** Previous and next pages in reading order, with their navigation titles in the page's language. */
export function neighbours(page: Pick<DocPage, 'lang' | 'slug'>): { prev?: PageLink; next?: PageLink } {
  const index = ALL_PAGES.findIndex((entry) => entry.slug === page.slug);
  if (index < 0) return {};
  const link = (slug: string | undefined): PageLink | undefined => {
    if (slug === undefined) return undefined;
    const other = getPage(page.lang, slug);
    return { href: other.href, title: other.navTitle };
  };
  const prev = link(ALL_PAGES[index - 1]?.slug);
  const next = link(ALL_PAGES[index + 1]?.slug);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** The sidebar's groups in one language: what the docs layout passes to its components. */
export function sidebarGroups(lang: Lang): SidebarGroup[] {
  const groups = dictionary(lang).groups;
  return NAVIGATION.map((group) => ({
    id: group.id,
    title: groups[group.id],
    pages: group.pages.map((slug) => {
      const page = getPage(lang, slug);
      return { slug, title: page.navTitle, ...(page.untranslated ? { lang: page.contentLang } : {}) };
    }),
  }));
}
