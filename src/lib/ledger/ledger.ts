import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { Heading, Root } from 'mdast';
import { parseDoc } from '../content/docs';
import { contentRoot } from '../content-root';
import { DEFAULT_LANG } from '../i18n';
import { TOP_SECTION_ID } from '../toc';

/** One claim of a page's ledger (content/ledger/README.md describes the format). */
export interface LedgerClaim {
  quote: string;
  evidence: string[];
  checked: 'read' | 'run';
  note?: string;
  example?: string;
}

/** Who reviewed a page and what the review found before its fixes. */
export interface LedgerReview {
  by?: string;
  wrong?: number;
  misleading?: number;
  missing?: number;
}

export interface Ledger {
  page: string;
  robyn: string;
  review?: LedgerReview & {
    /** A later, independent review of the whole page (a reviewer who wrote neither the page nor its ledger). */
    third?: LedgerReview & { date?: string };
    /** The review after that one, held to the same rule; the issue's bar is a review that finds nothing wrong. */
    fourth?: LedgerReview & { date?: string; claimsChecked?: number };
    /** A review by fact rather than by page: each fact checked once, then on every page that states it. */
    fifth?: LedgerReview & { date?: string; claimsChecked?: number };
  };
  claims: LedgerClaim[];
  /** Why a page states nothing about Robyn's behaviour (a list of links, say); only with no claims. */
  noClaims?: string;
}

/** An evidence range: a file of Robyn at the ledger's tag and its first and last line. */
export interface EvidenceRange {
  path: string;
  start: number;
  end: number;
}

const EVIDENCE = /^([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*):(\d+)(?:-(\d+))?$/;

export function parseEvidence(value: string): EvidenceRange | undefined {
  const [, file, first, last] = EVIDENCE.exec(value) ?? [];
  if (!file || !first || file.split('/').some((part) => part === '..' || part === '.')) return undefined;
  const start = Number(first);
  const end = last ? Number(last) : start;
  return start >= 1 && end >= start ? { path: file, start, end } : undefined;
}

/**
 * The text a quote is matched against: Markdown marks dropped (backticks, emphasis, link targets, escapes) and
 * white space folded, so a quote is written as a reader reads the sentence.
 */
export function matchableText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([\\`*_[\]()#+\-.!<>{}])/g, '$1')
    .replace(/`+/g, '')
    .replace(/\*\*|__|(?<![\w*])\*(?!\s)|(?<!\s)\*(?![\w*])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readLedger(file: string): Ledger {
  return yaml.load(fs.readFileSync(file, 'utf8')) as Ledger;
}

/** Every file under a folder whose name ends with `ext`, sorted (none when the folder does not exist). */
function filesUnder(root: string, ext: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(ext)) out.push(full);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out.sort();
}

export function ledgerFiles(ledgerDir: string): string[] {
  return filesUnder(ledgerDir, '.yaml');
}

/** One section of a page (the opening, then each top-level `##` heading and what follows it), as a quote matches. */
export interface QuoteSection {
  id: string;
  /** The section's MDX source through matchableText (the opening starts with the title and description). */
  text: string;
}

/**
 * A page's sections as rehype-sections (the article) and markdownSections (the twin) cut them: the opening
 * (title, description, the text before the first top-level h2), then one per top-level h2, keyed by its id. The
 * text is the page's own MDX source between the headings' positions in the parsed tree.
 */
export function quoteSections(page: {
  title: string;
  description: string;
  body: string;
  tree: Root;
}): QuoteSection[] {
  const cuts: Array<{ id: string; offset: number }> = [{ id: TOP_SECTION_ID, offset: 0 }];
  for (const node of page.tree.children) {
    if (node.type !== 'heading' || (node as Heading).depth !== 2) continue;
    const id = (node.data?.hProperties as Record<string, unknown> | undefined)?.id;
    const offset = node.position?.start.offset;
    if (typeof offset === 'number')
      cuts.push({ id: typeof id === 'string' ? id : `section-${cuts.length}`, offset });
  }
  return cuts.map((cut, index) => {
    const source = page.body.slice(cut.offset, cuts[index + 1]?.offset ?? page.body.length);
    const head = index === 0 ? `${page.title}\n\n${page.description}\n\n` : '';
    return { id: cut.id, text: matchableText(head + source) };
  });
}

/** The id of the section a quote stands in (the first, if the words recur), or undefined when none holds it. */
export function quoteSection(quote: string, sections: readonly QuoteSection[]): string | undefined {
  const words = matchableText(quote);
  return words ? sections.find((section) => section.text.includes(words))?.id : undefined;
}

/** Problems of one ledger against its page's sections and the list of Robyn's files at the tag. */
export function ledgerProblems(
  ledger: Ledger,
  sections: readonly QuoteSection[],
  robynFiles: Record<string, number>,
): string[] {
  const problems: string[] = [];
  if (typeof ledger.robyn !== 'string' || !/^v\d+\.\d+\.\d+$/.test(ledger.robyn))
    problems.push(`robyn: "${String(ledger.robyn)}" is not a release tag (v0.88.0)`);
  if (ledger.claims !== undefined && !Array.isArray(ledger.claims)) problems.push('claims is not a list');
  const claims = Array.isArray(ledger.claims) ? ledger.claims : [];
  if (claims.length === 0 && !ledger.noClaims) problems.push('no claims, and no noClaims reason');
  if (claims.length > 0 && ledger.noClaims) problems.push('noClaims is only for a page with no claims');
  for (const [index, claim] of claims.entries()) {
    const where = `claim ${index + 1} (${String(claim?.quote).slice(0, 60)})`;
    if (typeof claim?.quote !== 'string' || !claim.quote.trim()) problems.push(`${where}: no quote`);
    // Within one section: the section is the claim's place on the page (its Sources list).
    else if (!quoteSection(claim.quote, sections)) problems.push(`${where}: quote not found in the page`);
    if (claim?.checked !== 'read' && claim?.checked !== 'run')
      problems.push(`${where}: checked must be read or run`);
    if (!Array.isArray(claim?.evidence) || claim.evidence.length === 0)
      problems.push(`${where}: no evidence`);
    for (const value of Array.isArray(claim?.evidence) ? claim.evidence : []) {
      const range = parseEvidence(String(value));
      if (!range) problems.push(`${where}: evidence "${value}" is not path:start-end`);
      else if (!Object.hasOwn(robynFiles, range.path))
        problems.push(`${where}: ${range.path} is not a file of Robyn at the tag`);
      else if (range.end > (robynFiles[range.path] ?? 0))
        problems.push(`${where}: ${value} ends past line ${robynFiles[range.path]}`);
    }
  }
  return problems;
}

/** One link of a section's "Sources" list: a range of Robyn's source at a tag, on the repository's site. */
export interface SourceLink {
  /** `robyn/router.py:88-90` */
  label: string;
  href: string;
}

/** The address of a range of Robyn's source at a tag: `<repo>/blob/<tag>/<path>#L<start>-L<end>` (or `#L<n>`). */
export function sourceHref(repositoryUrl: string, tag: string, range: EvidenceRange): string {
  const lines = range.end > range.start ? `L${range.start}-L${range.end}` : `L${range.start}`;
  return `${repositoryUrl}/blob/${tag}/${range.path}#${lines}`;
}

/** `path:start-end`, or `path:line` for one line. */
export function rangeLabel(range: EvidenceRange): string {
  return `${range.path}:${range.end > range.start ? `${range.start}-${range.end}` : range.start}`;
}

/**
 * Each section's evidence as links, keyed by section id: the ranges of the claims whose quotes stand in it, in
 * ledger order, each range once. Claims whose quote or evidence does not check are left out (the test fails them).
 */
export function sectionSources(
  ledger: Ledger,
  sections: readonly QuoteSection[],
  repositoryUrl: string,
): Record<string, SourceLink[]> {
  const out: Record<string, SourceLink[]> = {};
  for (const claim of Array.isArray(ledger.claims) ? ledger.claims : []) {
    const id = typeof claim?.quote === 'string' ? quoteSection(claim.quote, sections) : undefined;
    if (!id || !Array.isArray(claim.evidence)) continue;
    const links = (out[id] ??= []);
    for (const value of claim.evidence) {
      const range = parseEvidence(String(value));
      if (!range) continue;
      const href = sourceHref(repositoryUrl, ledger.robyn, range);
      if (!links.some((link) => link.href === href)) links.push({ label: rangeLabel(range), href });
    }
  }
  return out;
}

/** A page's sections for quote matching, from its MDX file (front matter and body). */
export function quoteSectionsOfSource(source: string): QuoteSection[] {
  const { data, content } = matter(source);
  return quoteSections({
    title: typeof data.title === 'string' ? data.title : '',
    description: typeof data.description === 'string' ? data.description : '',
    body: content,
    tree: parseDoc(content).tree,
  });
}

/** content/ledger/<slug>.yaml, read once per process (undefined when the page has none). */
const ledgers = new Map<string, Ledger | undefined>();
export function pageLedger(slug: string, root = contentRoot()): Ledger | undefined {
  const file = path.join(root, 'ledger', `${slug}.yaml`);
  if (!ledgers.has(file)) ledgers.set(file, fs.existsSync(file) ? readLedger(file) : undefined);
  return ledgers.get(file);
}

export interface LedgerReport {
  /** English guide pages (content/docs/en/**.mdx) with no ledger. */
  missing: string[];
  /** Every ledger with its problems (none when it checks). */
  ledgers: Array<{ slug: string; claims: number; problems: string[] }>;
}

/**
 * The whole check, for `npm run ledger:check` and tests/unit/ledger.test.ts: every English guide page has a
 * ledger, every ledger names its page (by its file's path and its `page:`), and passes ledgerProblems against
 * robyn-files.json.
 */
export function ledgerReport(root = contentRoot()): LedgerReport {
  const ledgerDir = path.join(root, 'ledger');
  const docsDir = path.join(root, 'docs', DEFAULT_LANG);
  const { files } = JSON.parse(fs.readFileSync(path.join(ledgerDir, 'robyn-files.json'), 'utf8')) as {
    files: Record<string, number>;
  };
  const slugOf = (dir: string, file: string, ext: string) =>
    path.relative(dir, file).split(path.sep).join('/').slice(0, -ext.length);
  const pages = filesUnder(docsDir, '.mdx').map((file) => slugOf(docsDir, file, '.mdx'));
  const report: LedgerReport = { missing: [], ledgers: [] };
  const found = new Set<string>();
  for (const file of ledgerFiles(ledgerDir)) {
    const slug = slugOf(ledgerDir, file, '.yaml');
    found.add(slug);
    let problems: string[];
    let claims = 0;
    try {
      const ledger = readLedger(file);
      claims = Array.isArray(ledger?.claims) ? ledger.claims.length : 0;
      const page = path.join(docsDir, `${slug}.mdx`);
      problems = fs.existsSync(page)
        ? ledgerProblems(ledger, quoteSectionsOfSource(fs.readFileSync(page, 'utf8')), files)
        : [`no page content/docs/${DEFAULT_LANG}/${slug}.mdx`];
      if (ledger?.page !== slug) problems.push(`page: is "${ledger?.page}", the file says "${slug}"`);
    } catch (error) {
      problems = [`not a readable ledger: ${error instanceof Error ? error.message : String(error)}`];
    }
    report.ledgers.push({ slug, claims, problems });
  }
  report.missing = pages.filter((slug) => !found.has(slug)).sort();
  return report;
}
