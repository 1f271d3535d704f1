import { tokenClasses } from '@/lib/content/code-colors';
import { getHighlighter, HIGHLIGHT_THEMES } from '@/lib/content/highlighter';

/** Highlights a code sample at build time (no JavaScript shipped); the block is scrollable and keyboard-focusable. */
export async function highlightSample(code: string, lang: 'python' | 'bash', title: string): Promise<string> {
  const highlighter = await getHighlighter();
  return highlighter.codeToHtml(code.trim(), {
    lang,
    themes: HIGHLIGHT_THEMES,
    defaultColor: 'dark',
    // No time limit per line (see src/lib/content/compile.ts).
    tokenizeTimeLimit: 0,
    transformers: [
      tokenClasses,
      {
        pre(node) {
          node.properties.tabindex = '0';
          node.properties.role = 'region';
          node.properties['aria-label'] = title;
        },
      },
    ],
  });
}

export function CodeSample({ html, title }: { html: string; title: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-zinc-900/10 dark:bg-zinc-900 dark:ring-white/10">
      <figcaption className="flex items-center gap-2 border-b border-zinc-900/10 px-4 py-2.5 font-mono text-xs text-zinc-600 dark:border-white/10 dark:text-zinc-300">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-zinc-300 dark:bg-zinc-600" />
          <span className="h-2.5 w-2.5 rounded-full bg-zinc-300 dark:bg-zinc-600" />
          <span className="h-2.5 w-2.5 rounded-full bg-zinc-300 dark:bg-zinc-600" />
        </span>
        {title}
      </figcaption>
      <div
        className="[&_.shiki]:rounded-none [&_.shiki]:focus-visible:outline-2 [&_.shiki]:focus-visible:outline-orange-500"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </figure>
  );
}
