'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { COPY_CONFIRMATION_MS } from '@/lib/constants';
import { CODE_HTML_PROP, COPY_TEXT_PROP } from '@/lib/content/code-html';

export function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      data-testid="copy-button"
      className={clsx(
        'absolute top-2.5 right-2.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 backdrop-blur-sm transition focus-visible:outline-2 focus-visible:outline-orange-400',
        copied
          ? 'bg-orange-400/10 text-orange-700 ring-orange-400/30 dark:text-orange-300'
          : 'bg-white/80 text-zinc-700 ring-zinc-900/10 hover:bg-zinc-100 dark:bg-zinc-800/80 dark:text-zinc-300 dark:ring-white/10 dark:hover:bg-white/10',
      )}
      onClick={() => {
        navigator.clipboard.writeText(getText()).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
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
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="group relative" data-testid="code-block">
      <pre ref={ref} {...props} className={clsx(className, 'pr-20')} tabIndex={0}>
        {html === undefined ? children : <code dangerouslySetInnerHTML={{ __html: html }} />}
      </pre>
      <CopyButton getText={() => copyText ?? ref.current?.textContent ?? ''} />
    </div>
  );
}
