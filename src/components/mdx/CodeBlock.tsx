import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { CODE_HTML_PROP, COPY_TEXT_PROP } from '@/lib/content/code-html';

/**
 * Copies the block's text; shows 'Copied!' for COPY_CONFIRMATION_MS (src/scripts/code-widgets.ts). The text to
 * copy is the block's `data-copy` when it has one, else what the block shows.
 */
export function CopyButton({ copyText }: { copyText?: string }) {
  return (
    <button
      type="button"
      data-testid="copy-button"
      data-copy={copyText}
      data-copied="false"
      className="absolute top-2.5 right-2.5 rounded-full bg-white/80 px-2.5 py-1 text-xs font-medium text-zinc-700 ring-1 ring-zinc-900/10 backdrop-blur-sm transition hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-orange-400 data-[copied=true]:bg-orange-400/10 data-[copied=true]:text-orange-700 data-[copied=true]:ring-orange-400/30 dark:bg-zinc-800/80 dark:text-zinc-300 dark:ring-white/10 dark:hover:bg-white/10 dark:data-[copied=true]:text-orange-300"
    >
      <span aria-live="polite">Copy</span>
    </button>
  );
}

/**
 * A highlighted code block (Shiki output, data-language and data-title kept on <pre>) with a Copy button.
 * The tokens arrive as one HTML string (rehype-code-html.ts), so React hydrates the block as one element.
 * The Copy button copies `data-copy` when the block has one (code-transformers.ts: a shell or REPL session
 * without prompts and output, a diff without its removed lines), else the text the block shows.
 */
export function CodeBlock({
  children,
  className,
  [CODE_HTML_PROP]: html,
  [COPY_TEXT_PROP]: copyText,
  ...props
}: ComponentPropsWithoutRef<'pre'> & { [CODE_HTML_PROP]?: string; [COPY_TEXT_PROP]?: string }) {
  return (
    <div className="group relative" data-testid="code-block">
      <pre {...props} className={clsx(className, 'pr-20')} tabIndex={0}>
        {html === undefined ? children : <code dangerouslySetInnerHTML={{ __html: html }} />}
      </pre>
      <CopyButton copyText={copyText} />
    </div>
  );
}
