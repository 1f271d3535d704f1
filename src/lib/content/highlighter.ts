import { createHighlighter, type Highlighter } from 'shiki';

/** Languages Shiki loads. An explicit list keeps builds fast; add a language here before using it in content. */
export const HIGHLIGHT_LANGS = [
  'python', 'bash', 'shell', 'json', 'toml', 'yaml', 'ini', 'dockerfile', 'html', 'jinja', 'rust',
  'javascript', 'typescript', 'php', 'ruby', 'go', 'sql', 'graphql', 'nginx', 'diff', 'text',
] as const;

export const HIGHLIGHT_THEMES = { dark: 'github-dark-default', light: 'github-light-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [HIGHLIGHT_THEMES.dark, HIGHLIGHT_THEMES.light],
    langs: [...HIGHLIGHT_LANGS],
  });
  return highlighter;
}
