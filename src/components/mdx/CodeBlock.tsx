import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { docsStrings } from '@/lib/i18n/dictionary';
import { CODE_HTML_PROP, COPIED_LABEL_PROP, COPY_LABEL_PROP, COPY_TEXT_PROP } from '@/lib/content/code-html';
import { DEFAULT_LANG } from '@/lib/i18n';

/**
 * Copies the block's text; shows its confirmation ('Copied!', 已复制) for COPY_CONFIRMATION_MS
 * (src/scripts/code-widgets.ts). The text to copy is the block's `data-copy` when it has one, else what the block
 * shows. Both labels come from the page's dictionary (rehype-code-html.ts).
 */
export function CopyButton({
  copyText,
  // A block that rehype-code-html did not label (outside the docs pages) speaks the default language.
  label = docsStrings(DEFAULT_LANG).copyCode,
  copied = docsStrings(DEFAULT_LANG).codeCopied,
}: {
  copyText?: string;
  label?: string;
  copied?: string;
}) {
  return (
    <button
      type="button"
      data-testid="copy-button"
      data-js-only=""
      data-copy={copyText}
      data-copied="false"
      data-copy-label={label}
      data-copied-label={copied}
      className="copy-button"
    >
      <span aria-live="polite">{label}</span>
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
  [COPY_LABEL_PROP]: copyLabel,
  [COPIED_LABEL_PROP]: copiedLabel,
  ...props
}: ComponentPropsWithoutRef<'pre'> & {
  [CODE_HTML_PROP]?: string;
  [COPY_TEXT_PROP]?: string;
  [COPY_LABEL_PROP]?: string;
  [COPIED_LABEL_PROP]?: string;
}) {
  return (
    <div className="code-block group relative" data-testid="code-block">
      <pre {...props} className={clsx(className, 'pr-20')} tabIndex={0}>
        {html === undefined ? children : <code dangerouslySetInnerHTML={{ __html: html }} />}
      </pre>
      <CopyButton copyText={copyText} label={copyLabel} copied={copiedLabel} />
    </div>
  );
}
