import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@/lib/constants';
import type { Lang } from '@/lib/i18n';
import { CopyIcon } from '@/components/ui/docs-icons';
import { PAGE_ACTION_CLASS } from './page-actions-style';
import { usePendingPress } from '@/islands/use-pending-press';
import PageActionsMenu from './PageActionsMenu';

export interface PageActionsText {
  pageActions: string;
  copyPage: string;
  copied: string;
  copyFailed: string;
  morePageActions: string;
}

/** Copies the page's Markdown, fetched from its .md URL. ClipboardItem takes the pending text so Safari keeps the click's permission. */
async function copyMarkdown(href: string): Promise<void> {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Older engines refuse a pending ClipboardItem; plain text below.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * "Copy page" and its menu (View as Markdown, Open in an assistant, Copy MCP server URL) beside a docs page's title. An island
 * (client:interaction): its code loads when a pointer, touch or focus reaches it; a press made meanwhile is kept.
 */
export default function PageActions({
  lang,
  markdownHref,
  strings,
}: {
  lang: Lang;
  markdownHref: string;
  /** Its texts in the page's language (passed in, so the page's script holds no text tables). */
  strings: PageActionsText;
}) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  usePendingPress(() => [group.current]);

  const labels = [strings.copyPage, strings.copied, strings.copyFailed];
  const label =
    status === 'copied' ? strings.copied : status === 'failed' ? strings.copyFailed : strings.copyPage;
  return (
    <div
      ref={group}
      role="group"
      aria-label={strings.pageActions}
      className="flex flex-none items-center"
      data-testid="page-actions"
    >
      <button
        type="button"
        data-testid="copy-page"
        className={clsx(PAGE_ACTION_CLASS, 'rounded-l-full px-3')}
        onClick={() => {
          copyMarkdown(markdownHref).then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          );
        }}
      >
        <CopyIcon className="h-4 w-4 fill-none stroke-current" />
        {/* Every label takes the same cell, so the button keeps the width of the longest one. */}
        <span className="grid">
          {labels.map((text) => (
            <span
              key={text}
              aria-hidden={text !== label}
              aria-live={text === label ? 'polite' : undefined}
              className={clsx('[grid-area:1/1]', text !== label && 'invisible')}
            >
              {text}
            </span>
          ))}
        </span>
      </button>
      <PageActionsMenu
        lang={lang}
        markdownHref={markdownHref}
        onCopy={(copied) =>
          copied.then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          )
        }
      />
    </div>
  );
}
