import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** One claim of a page's ledger (content/ledger/README.md describes the format). */
export interface LedgerClaim {
  quote: string;
  evidence: string[];
  checked: 'read' | 'run';
  note?: string;
  example?: string;
}

export interface Ledger {
  page: string;
  robyn: string;
  review?: { by?: string; wrong?: number; misleading?: number; missing?: number };
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

export function ledgerFiles(ledgerDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.yaml')) out.push(full);
    }
  };
  walk(ledgerDir);
  return out.sort();
}

/** Problems of one ledger against its page's English source and the list of Robyn's files at the tag. */
export function ledgerProblems(
  ledger: Ledger,
  pageSource: string,
  robynFiles: Record<string, number>,
): string[] {
  const problems: string[] = [];
  const page = matchableText(pageSource);
  const claimCount = Array.isArray(ledger.claims) ? ledger.claims.length : 0;
  if (claimCount === 0 && !ledger.noClaims) problems.push('no claims, and no noClaims reason');
  if (claimCount > 0 && ledger.noClaims) problems.push('noClaims is only for a page with no claims');
  for (const [index, claim] of (ledger.claims ?? []).entries()) {
    const where = `claim ${index + 1} (${String(claim.quote).slice(0, 60)})`;
    if (typeof claim.quote !== 'string' || !claim.quote.trim()) problems.push(`${where}: no quote`);
    else if (!page.includes(matchableText(claim.quote)))
      problems.push(`${where}: quote not found in the page`);
    if (claim.checked !== 'read' && claim.checked !== 'run')
      problems.push(`${where}: checked must be read or run`);
    if (!Array.isArray(claim.evidence) || claim.evidence.length === 0) problems.push(`${where}: no evidence`);
    for (const value of claim.evidence ?? []) {
      const range = parseEvidence(String(value));
      if (!range) problems.push(`${where}: evidence "${value}" is not path:start-end`);
      else if (!(range.path in robynFiles))
        problems.push(`${where}: ${range.path} is not a file of Robyn at the tag`);
      else if (range.end > (robynFiles[range.path] ?? 0))
        problems.push(`${where}: ${value} ends past line ${robynFiles[range.path]}`);
    }
  }
  return problems;
}
