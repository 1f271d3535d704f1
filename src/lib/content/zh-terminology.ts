/**
 * Checks a Chinese documentation page for wordings the glossary rules out (zh-glossary.ts) and for code
 * comments left in English. Pure functions over the page source, so the test can report file and line.
 */
import { ZH_TERM_RULES, type ZhTermRule } from './zh-glossary';

export interface ZhIssue {
  /** 1-based line number in the source that was passed in. */
  line: number;
  /** Rule id, or "english-comment". */
  rule: string;
  /** The offending text. */
  text: string;
  /** What to write instead. */
  hint: string;
}

/** Wordings to avoid, line by line (prose and code alike: the code of a zh page has no Chinese of its own). */
export function findTermIssues(source: string, rules: readonly ZhTermRule[] = ZH_TERM_RULES): ZhIssue[] {
  const issues: ZhIssue[] = [];
  source.split('\n').forEach((text, index) => {
    for (const rule of rules) {
      const match = rule.avoid.exec(text);
      if (match) issues.push({ line: index + 1, rule: rule.id, text: match[0], hint: rule.use });
    }
  });
  return issues;
}

const FENCE = /^\s*(`{3,}|~{3,})\s*([^\s`]*)(.*)$/;
const PYTHON_LANGS = new Set(['python', 'py', 'python3']);

/** Comments that are tool directives, not prose: they stay in English. */
const PRAGMA = /^(?:type:|noqa\b|pragma\b|pyright:|mypy:|fmt:|pylint:|isort:|ruff:|rustimport:)/i;

/**
 * The comment of one line of Python, or null. `state.quote` carries an open triple-quoted string
 * (a docstring) from one line to the next.
 */
function pythonComment(line: string, state: { quote: string | null }): string | null {
  let i = 0;
  while (i < line.length) {
    if (state.quote) {
      if (line[i] === '\\') {
        i += 2;
        continue;
      }
      if (line.startsWith(state.quote, i)) {
        i += state.quote.length;
        state.quote = null;
        continue;
      }
      i += 1;
      continue;
    }
    const ch = line[i];
    if (ch === '#') return line.slice(i + 1);
    if (ch === '"' || ch === "'") {
      const triple = ch.repeat(3);
      if (line.startsWith(triple, i)) {
        state.quote = triple;
        i += 3;
        continue;
      }
      // A one-line string: skip to its closing quote.
      i += 1;
      while (i < line.length && line[i] !== ch) i += line[i] === '\\' ? 2 : 1;
      i += 1;
      continue;
    }
    i += 1;
  }
  return null;
}

/**
 * True when a comment is English prose: only ASCII, and two plain words in a row once URLs, quoted text,
 * inline code and directives are set aside. `# type: ignore`, `# -> 200`, `# https://…` pass.
 */
export function isEnglishProseComment(comment: string): boolean {
  const text = comment.trim();
  if (!text || text.startsWith('!')) return false;
  if (/[^\x00-\x7f]/.test(text)) return false;
  if (PRAGMA.test(text)) return false;
  const prose = text
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"|'[^']*'/g, ' ');
  return /(?:^|[\s(])[A-Za-z]{2,}[,;:.!?]?\s+[A-Za-z]{2,}\b/.test(prose);
}

/** `#` comments left in English inside Python blocks (```python, and ```diff blocks of a .py file). */
export function findEnglishComments(source: string): ZhIssue[] {
  const issues: ZhIssue[] = [];
  let fence: string | null = null;
  let mode: 'python' | 'diff' | 'other' = 'other';
  const state = { quote: null as string | null };
  source.split('\n').forEach((text, index) => {
    const fenceMatch = FENCE.exec(text);
    if (fence === null) {
      if (fenceMatch) {
        fence = fenceMatch[1]!;
        const lang = fenceMatch[2]!.toLowerCase();
        const info = fenceMatch[3] ?? '';
        mode = PYTHON_LANGS.has(lang) ? 'python' : lang === 'diff' && /\.py\b/.test(info) ? 'diff' : 'other';
        state.quote = null;
      }
      return;
    }
    if (fenceMatch && fenceMatch[1]!.startsWith(fence) && !fenceMatch[2] && !fenceMatch[3]!.trim()) {
      fence = null;
      mode = 'other';
      return;
    }
    if (mode === 'other') return;
    let code = text;
    if (mode === 'diff') {
      if (code.startsWith('@@') || code.startsWith('+++') || code.startsWith('---')) return;
      code = code.slice(1);
    }
    const comment = pythonComment(code, state);
    if (comment !== null && isEnglishProseComment(comment)) {
      issues.push({
        line: index + 1,
        rule: 'english-comment',
        text: `#${comment}`.trim(),
        hint: 'translate the comment (the code stays identical)',
      });
    }
  });
  return issues;
}

/** Every issue of one zh page, in line order. */
export function checkZhPage(source: string): ZhIssue[] {
  return [...findTermIssues(source), ...findEnglishComments(source)].sort((a, b) => a.line - b.line);
}
