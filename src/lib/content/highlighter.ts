import { createHighlighter, type Highlighter } from 'shiki';

/** Languages Shiki loads. An explicit list keeps builds fast; add a language here before using it in content. */
export const HIGHLIGHT_LANGS = [
  'python', 'bash', 'shell', 'json', 'toml', 'yaml', 'ini', 'dockerfile', 'html', 'jinja', 'rust',
  'javascript', 'typescript', 'php', 'ruby', 'go', 'sql', 'graphql', 'nginx', 'diff', 'text', 'console', 'pycon',
] as const;

/** Fence languages Shiki has no grammar of its own for: a Python REPL session is highlighted as Python. */
const LANG_ALIAS = { pycon: 'python' } as const;

export const HIGHLIGHT_THEMES = { dark: 'github-dark-default', light: 'github-light-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [HIGHLIGHT_THEMES.dark, HIGHLIGHT_THEMES.light],
    langs: HIGHLIGHT_LANGS.filter((lang) => !(lang in LANG_ALIAS)),
    langAlias: LANG_ALIAS,
  });
  return highlighter;
}
