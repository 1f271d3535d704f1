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

/**
 * Wordings to avoid, line by line, in the prose of a page (see proseLines): fenced code and `inline code`
 * are exempt, the comments of code blocks are prose. A rule with `inlineCode` also sees the inline code.
 */
export function findTermIssues(source: string, rules: readonly ZhTermRule[] = ZH_TERM_RULES): ZhIssue[] {
  const issues: ZhIssue[] = [];
  proseLines(source).forEach((view, index) => {
    if (view === null) return;
    for (const rule of rules) {
      const match = rule.avoid.exec(rule.inlineCode ? view.withCode : view.text);
      if (match) issues.push({ line: index + 1, rule: rule.id, text: match[0], hint: rule.use });
    }
  });
  return issues;
}

/** The prose of one source line: `text` with inline code masked, `withCode` with it kept. */
export interface ProseLine {
  text: string;
  withCode: string;
}

/** Stands in for a span of inline code, a link target or a heading id in `ProseLine.text`. */
export const CODE_MASK = '`…`';

/**
 * The prose of each line of a page, or null for a line that has none. Outside code blocks: the line, with
 * link targets, heading ids (`[#id]`), href/src attributes and (in `text`) inline code masked, and the
 * quotes that delimit a frontmatter value dropped. Inside a code block: only its comments (`#` in Python,
 * shell and config files, `//` in JavaScript and Rust, `{# #}` in Jinja); the title of its fence is prose.
 */
export function proseLines(source: string): (ProseLine | null)[] {
  const lines = source.split('\n');
  const out: (ProseLine | null)[] = [];
  let frontmatter = lines[0]?.trim() === '---';
  let fence: string | null = null;
  let commentOf: ((code: string) => string | null) | null = null;
  lines.forEach((line, index) => {
    if (frontmatter) {
      if (index > 0 && line.trim() === '---') {
        frontmatter = false;
        out.push(null);
        return;
      }
      // Top-level values are prose (title, description); nested ones (sourceHashes' section ids) are data.
      const value = /^([\w-]+:\s*)(["']?)(.*?)\2\s*$/.exec(line);
      out.push(index === 0 || /^\s/.test(line) ? null : value ? prose(value[3]!) : prose(line));
      return;
    }
    const fenceMatch = FENCE.exec(line);
    if (fence === null) {
      if (fenceMatch) {
        fence = fenceMatch[1]!;
        commentOf = commentReader(fenceMatch[2]!.toLowerCase(), fenceMatch[3] ?? '');
        const title = /\btitle=(["'])(.*?)\1/.exec(fenceMatch[3] ?? '');
        out.push(title ? prose(title[2]!) : null);
        return;
      }
      out.push(prose(line));
      return;
    }
    if (fenceMatch && fenceMatch[1]!.startsWith(fence) && !fenceMatch[2] && !fenceMatch[3]!.trim()) {
      fence = null;
      commentOf = null;
      out.push(null);
      return;
    }
    const comment = commentOf ? commentOf(line) : null;
    out.push(comment === null ? null : prose(comment));
  });
  return out;
}

function prose(line: string): ProseLine {
  const withCode = line
    .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, `](${CODE_MASK})`)
    .replace(/\s\[#[\w-]+\]\s*$/, '')
    .replace(/\b(href|src|id)=(["'])[^"']*\2/g, `$1=${CODE_MASK}`);
  return { text: maskInlineCode(withCode), withCode };
}

/** Replaces each `code span` (any run of backticks, closed by a run of the same length) with CODE_MASK. */
function maskInlineCode(line: string): string {
  return line.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, CODE_MASK);
}

/** A function giving the comment of one line of a code block in this language, or null for none. */
function commentReader(lang: string, info: string): ((code: string) => string | null) | null {
  if (PYTHON_LANGS.has(lang)) {
    const state = { quote: null as string | null };
    return (code) => pythonComment(code, state);
  }
  if (lang === 'diff') {
    if (!/\.py\b/.test(info)) return null;
    const state = { quote: null as string | null };
    return (code) => (/^(?:@@|\+\+\+|---)/.test(code) ? null : pythonComment(code.slice(1), state));
  }
  if (HASH_COMMENT_LANGS.has(lang)) return hashComment;
  if (SLASH_COMMENT_LANGS.has(lang)) return slashComment;
  if (lang === 'jinja' || lang === 'html' || lang === 'jinja2') {
    return (code) => {
      const comments = [...code.matchAll(/\{#(.*?)#\}|<!--(.*?)-->/g)].map((m) => m[1] ?? m[2] ?? '');
      return comments.length ? comments.join(' ') : null;
    };
  }
  return null;
}

const HASH_COMMENT_LANGS = new Set([
  'bash',
  'sh',
  'shell',
  'console',
  'dockerfile',
  'ini',
  'toml',
  'yaml',
  'yml',
  'nginx',
  'conf',
]);
const SLASH_COMMENT_LANGS = new Set(['javascript', 'js', 'typescript', 'ts', 'rust', 'rs', 'c', 'cpp', 'go']);

/** A `#` comment outside quotes, at the start of the line or after white space (`$#` and `a#b` are not). */
function hashComment(code: string): string | null {
  let quote: string | null = null;
  for (let i = 0; i < code.length; i += 1) {
    const ch = code[i]!;
    if (quote) {
      if (ch === '\\' && quote === '"') i += 1;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(code[i - 1]!))) return code.slice(i + 1);
  }
  return null;
}

/** A `//` comment outside quotes. */
function slashComment(code: string): string | null {
  let quote: string | null = null;
  for (let i = 0; i < code.length; i += 1) {
    const ch = code[i]!;
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '/' && code[i + 1] === '/') return code.slice(i + 2);
  }
  return null;
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
