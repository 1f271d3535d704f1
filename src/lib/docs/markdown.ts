import type {
  Blockquote,
  BlockContent,
  Code,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { dictionary, format } from '@/lib/i18n/dictionary';
import { siteConfig } from '@/site.config';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../i18n';
import { NAVIGATION } from '../navigation';
import { llmsTxtHref, markdownHref, siteUrl } from './reader-paths';
import { calloutKind, githubAlertOf } from '../content/callouts';
import { TOP_SECTION_ID } from '../toc';
import type { SourceLink } from '../ledger/ledger';

/**
 * The Markdown twin of a documentation page (served at its URL plus `.md`) and the llms.txt files, made from the
 * page's mdast as the documentation source describes it: MDX widgets become plain Markdown, imports, exports,
 * expressions and JSX disappear, and links point at the site. remark-stringify (with remark-gfm's tables)
 * writes the result, so escaping and fences follow CommonMark.
 */

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fence: '`', fences: true, rule: '-', listItemIndent: 'one' })
  .freeze();

function stringify(tree: Root): string {
  return stringifier.stringify(tree);
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find(
    (attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Keeps only `title="…"` of a fence's meta (`partial` and the like are build hints, not for readers). */
function readerMeta(meta: string | null | undefined): string | null {
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  const value = title?.[1] ?? title?.[2];
  return value ? `title="${value}"` : null;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

const PHRASING = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'link',
  'delete',
  'break',
  'image',
  'html',
]);

function isBlock(node: RootContent): node is BlockContent {
  return !PHRASING.has(node.type);
}

/** A <Property>: its name, type and description as one list item. */
function propertyItem(node: MdxJsxFlowElement): ListItem {
  const name = attribute(node, 'name') ?? '';
  const type = attribute(node, 'type');
  const lead: PhrasingContent[] = [code(name), ...(type ? [text(' ('), code(type), text(')')] : [])];
  const [first, ...rest] = node.children as RootContent[];
  if (first?.type === 'paragraph') {
    return {
      type: 'listItem',
      spread: false,
      children: [
        { type: 'paragraph', children: [...lead, text(': '), ...first.children] },
        ...(rest as BlockContent[]),
      ],
    };
  }
  const children = (node.children as RootContent[]).map((child) =>
    isBlock(child) ? (child as BlockContent) : ({ type: 'paragraph', children: [child] } as Paragraph),
  );
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: lead }, ...children] };
}

/** What each widget becomes; undefined leaves its children in its place. */
function replaceWidget(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  const children = node.children as RootContent[];
  switch (node.name) {
    case 'CodeGroup': {
      const title = attribute(node, 'title');
      const heading: Paragraph[] = title
        ? [{ type: 'paragraph', children: [{ type: 'strong', children: [text(title)] }] }]
        : [];
      return [...heading, ...children];
    }
    case 'Note': {
      // GitHub's alert syntax names the kind on the quote's first line: `> [!WARNING]`. Raw, so it isn't escaped.
      const alert = `[!${githubAlertOf(calloutKind(attribute(node, 'type') ?? attribute(node, 'kind')))}]`;
      const marker: PhrasingContent = { type: 'html', value: `${alert}\n` };
      const [first, ...rest] = children as BlockContent[];
      const body: BlockContent[] =
        first?.type === 'paragraph'
          ? [{ ...first, children: [marker, ...first.children] }, ...rest]
          : [{ type: 'paragraph', children: [{ ...marker, value: alert }] }, ...(children as BlockContent[])];
      const quote: Blockquote = { type: 'blockquote', children: body };
      return [quote];
    }
    case 'Properties': {
      const items = children
        .filter(
          (child): child is MdxJsxFlowElement =>
            child.type === 'mdxJsxFlowElement' && child.name === 'Property',
        )
        .map(propertyItem);
      const list: List = { type: 'list', ordered: false, spread: false, children: items };
      return [list];
    }
    case 'Property':
      return [
        { type: 'list', ordered: false, spread: false, children: [propertyItem(node as MdxJsxFlowElement)] },
      ];
    case 'EntrySource': {
      // A reference entry's source: `[Source `path`](href)`.
      const href = attribute(node, 'href');
      if (!href) return [];
      const label: PhrasingContent[] = [
        text(`${attribute(node, 'label') ?? ''} `),
        code(attribute(node, 'path') ?? ''),
      ];
      return [
        { type: 'paragraph', children: [{ type: 'link', url: href, children: label } as PhrasingContent] },
      ];
    }
    case 'Button': {
      const href = attribute(node, 'href');
      if (!href) return children;
      const label = children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
      const link = { type: 'link', url: href, children: label as PhrasingContent[] } as PhrasingContent;
      return node.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: [link] }] : [link];
    }
    default:
      return children;
  }
}

const MDX_ONLY = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** Absolute links to the site; `#anchor` links to the page they are on. */
function absoluteUrl(url: string, pageHref: string): string {
  if (url.startsWith('#')) return `${siteUrl()}${pageHref}${url}`;
  if (url.startsWith('/')) return `${siteUrl()}${url}`;
  return url;
}

/** A copy of the page's tree in plain Markdown (no JSX, no ESM, no expressions). */
export function readerTree(tree: Root, pageHref: string): Root {
  const copy = structuredClone(tree);
  // Widgets are replaced from the outside in, so a <Properties> still sees its <Property> children.
  visit(copy, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (MDX_ONLY.has(node.type)) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const replacement = replaceWidget(node as MdxJsxFlowElement | MdxJsxTextElement);
      (parent.children as RootContent[]).splice(index, 1, ...replacement);
      return index;
    }
    if (node.type === 'heading') {
      const props = (node as Heading).data?.hProperties as Record<string, unknown> | undefined;
      const tag = [props?.['data-tag'], props?.['data-label']]
        .filter((part) => typeof part === 'string')
        .join(' ');
      if (tag) (node as Heading).children.push(text(' '), code(tag));
    }
    if (node.type === 'link' || node.type === 'definition') {
      (node as { url: string }).url = absoluteUrl((node as { url: string }).url, pageHref);
    }
    if (node.type === 'code') (node as Code).meta = readerMeta((node as Code).meta);
    return undefined;
  });
  return copy;
}

export interface MarkdownSection {
  /** The `##` heading's id, or TOP_SECTION_ID for the opening (title, description, text before the first `##`). */
  id: string;
  /** The section as Markdown, ending in a newline. */
  markdown: string;
}

/** What a page's Markdown twin reads of a documentation page (DocPage, ./source.ts, extends it). */
export interface MarkdownPage {
  /** The language of the page's URL and interface. */
  lang: Lang;
  slug: string;
  href: string;
  title: string;
  description: string;
  /** The MDX body as mdast with heading ids applied (the search records are made from it). */
  tree: Root;
  /**
   * Each section's "Sources": the evidence of the claims whose quotes stand in it, as links to Robyn's lines at the
   * ledger's tag, keyed by section id. From the English page's ledger (content/ledger/<slug>.yaml) and where its
   * quotes stand in the English page, so a translation shows them under the section with the same id. Empty for a
   * page without a ledger and for the generated reference pages (their entries link their own source).
   */
  sources(): Record<string, SourceLink[]>;
}

/**
 * The page as Markdown, one part per section: the opening (title, description, the text before the first h2),
 * then each h2 with what follows it up to the next. Joined by a newline, they are the page's Markdown twin
 * (pageMarkdown), which "Copy section" cuts the same way in the browser (src/lib/docs/twin-sections.ts:
 * twinSections); the translation status hashes the English parts.
 */
export function markdownSections(
  page: Pick<MarkdownPage, 'title' | 'description' | 'tree' | 'href'>,
): MarkdownSection[] {
  const tree = readerTree(page.tree, page.href);
  const sections: Array<{ id: string; nodes: RootContent[] }> = [
    {
      id: TOP_SECTION_ID,
      nodes: [
        { type: 'heading', depth: 1, children: [text(page.title)] },
        { type: 'blockquote', children: [{ type: 'paragraph', children: [text(page.description)] }] },
      ],
    },
  ];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      const id = (node.data?.hProperties as Record<string, unknown> | undefined)?.id;
      sections.push({ id: typeof id === 'string' ? id : `section-${sections.length}`, nodes: [] });
    }
    sections.at(-1)!.nodes.push(node);
  }
  return sections.map(({ id, nodes }) => ({ id, markdown: stringify({ type: 'root', children: nodes }) }));
}

/** What the twin of a page needs: its content and, optionally, its language and its sections' sources. */
type TwinPage = Pick<MarkdownPage, 'title' | 'description' | 'tree' | 'href'> &
  Partial<Pick<MarkdownPage, 'lang' | 'sources'>>;

/** A section's "Sources" in the twin: the word in bold, then one link per range, labelled with its path and lines. */
function sourcesMarkdown(links: readonly SourceLink[], label: string): string {
  const items: ListItem[] = links.map((link) => ({
    type: 'listItem',
    spread: false,
    children: [
      { type: 'paragraph', children: [{ type: 'link', url: link.href, children: [code(link.label)] }] },
    ],
  }));
  return stringify({
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'strong', children: [text(label)] }] },
      { type: 'list', ordered: false, spread: false, children: items },
    ],
  });
}

/**
 * The twin's sections: markdownSections, each followed by its "Sources" when its claims have evidence (the page's
 * ledger, page.sources()). The translation hashes read markdownSections alone, so sources never make a translation
 * stale; the browser cuts the twin into these parts (twinSections), so "Copy section" copies a section with its
 * sources.
 */
export function twinMarkdownSections(page: TwinPage): MarkdownSection[] {
  const sources = page.sources?.() ?? {};
  const label = dictionary(page.lang ?? DEFAULT_LANG).docs.sources;
  return markdownSections(page).map((section) => {
    const links = sources[section.id];
    return links?.length
      ? { ...section, markdown: `${section.markdown}\n${sourcesMarkdown(links, label)}` }
      : section;
  });
}

/** The page as Markdown: its title, description, then its content (its sections with their sources, joined). */
export function pageMarkdown(page: TwinPage): string {
  return twinMarkdownSections(page)
    .map((section) => section.markdown)
    .join('\n');
}

/** One llms.txt entry: `- [label](url): description`. */
function linkItem(url: string, label: string, description: string): ListItem {
  return {
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [{ type: 'link', url, children: [text(label)] }, text(`: ${description}`)],
      },
    ],
  };
}

/**
 * llms.txt (llmstxt.org): the site's name as `# Title`, a `> summary`, then one section per navigation group
 * listing each page's Markdown twin with its description.
 */
export function llmsTxt(
  lang: Lang,
  pages: ReadonlyArray<Pick<MarkdownPage, 'slug' | 'title' | 'description'>>,
): string {
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  const language = LANGUAGES.find((entry) => entry.code === lang)!;
  const { llms: strings, groups } = dictionary(lang);
  const site = { site: siteConfig.name };
  const others = LANGUAGES.filter((entry) => entry.code !== lang);
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [text(`${format(strings.title, site)} (${language.name})`)] },
    {
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [text(format(strings.summary, site))] }],
    },
  ];
  for (const group of NAVIGATION) {
    const items = group.pages.flatMap((slug) => {
      const page = bySlug.get(slug);
      return page
        ? [linkItem(`${siteUrl()}${markdownHref(lang, page.slug)}`, page.title, page.description)]
        : [];
    });
    if (items.length === 0) continue;
    children.push({ type: 'heading', depth: 2, children: [text(groups[group.id])] });
    children.push({ type: 'list', ordered: false, spread: false, children: items });
  }
  // llmstxt.org: links under "Optional" may be skipped when a shorter context is needed.
  children.push({ type: 'heading', depth: 2, children: [text(strings.optional)] });
  children.push({
    type: 'list',
    ordered: false,
    spread: false,
    children: [
      linkItem(`${siteUrl()}${llmsTxtHref(lang, 'llms-full.txt')}`, 'llms-full.txt', strings.full),
      ...others.map((other) => linkItem(`${siteUrl()}${llmsTxtHref(other.code)}`, other.name, strings.other)),
    ],
  });
  return stringify({ type: 'root', children });
}

/** llms-full.txt: every page's Markdown in navigation order, separated by rules. */
export function llmsFullTxt(pages: ReadonlyArray<TwinPage>): string {
  return pages
    .map((page) => `${pageMarkdown(page).trimEnd()}\n\nSource: ${siteUrl()}${page.href}\n`)
    .join('\n---\n\n');
}
