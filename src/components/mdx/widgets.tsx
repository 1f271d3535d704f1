import clsx from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { DangerIcon, ImportantIcon, InfoIcon, TipIcon, WarningIcon } from '@/components/ui/docs-icons';
import { calloutKind, type CalloutKind } from '@/lib/content/callouts';

/** Callout labels when a page passes none (English). */
const CALLOUT_LABELS: Record<CalloutKind, string> = {
  note: 'Note',
  tip: 'Tip',
  important: 'Important',
  warning: 'Warning',
  danger: 'Danger',
};

const CALLOUT_STYLES: Record<CalloutKind, { box: string; icon: string; Icon: typeof InfoIcon }> = {
  note: {
    box: 'border-orange-500/20 bg-orange-50/50 text-orange-900 dark:border-orange-500/30 dark:bg-orange-500/5 dark:text-orange-200',
    icon: 'fill-orange-500 stroke-white dark:fill-orange-200/20 dark:stroke-orange-200',
    Icon: InfoIcon,
  },
  tip: {
    box: 'border-emerald-500/25 bg-emerald-50/60 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/5 dark:text-emerald-100',
    icon: 'fill-emerald-600 stroke-white dark:fill-emerald-300/20 dark:stroke-emerald-200',
    Icon: TipIcon,
  },
  important: {
    box: 'border-violet-500/25 bg-violet-50/60 text-violet-950 dark:border-violet-400/30 dark:bg-violet-400/5 dark:text-violet-100',
    icon: 'fill-violet-600 stroke-white dark:fill-violet-300/20 dark:stroke-violet-200',
    Icon: ImportantIcon,
  },
  warning: {
    box: 'border-amber-500/30 bg-amber-50/70 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/5 dark:text-amber-100',
    icon: 'fill-amber-600 stroke-white dark:fill-amber-300/20 dark:stroke-amber-200',
    Icon: WarningIcon,
  },
  danger: {
    box: 'border-red-500/25 bg-red-50/60 text-red-950 dark:border-red-400/30 dark:bg-red-400/5 dark:text-red-100',
    icon: 'fill-red-600 stroke-white dark:fill-red-300/20 dark:stroke-red-200',
    Icon: DangerIcon,
  },
};

/**
 * A callout: `<Note>` (kind note), `<Note type="tip">`, `"important"`, `"warning"` or `"danger"`; GitHub alerts
 * (`> [!WARNING]`) become the same element (src/lib/content/callouts.ts). Its kind is told by its icon, its
 * label (shown above the text for every kind but note, whose look is the familiar one) and, for assistive
 * technology, role="note" with the label as its name; colour only adds to those. `labels` comes from the page
 * (its language); MdxContent passes it.
 */
export function Note({
  type,
  kind,
  labels,
  children,
}: {
  type?: string;
  kind?: string;
  labels?: Record<CalloutKind, string>;
  children: ReactNode;
}) {
  const callout = calloutKind(type ?? kind);
  const style = CALLOUT_STYLES[callout];
  const label = (labels ?? CALLOUT_LABELS)[callout];
  return (
    <div
      role="note"
      aria-label={label}
      data-callout={callout}
      className={clsx(
        'my-6 flex gap-2.5 rounded-2xl border p-4 leading-6 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
        style.box,
      )}
    >
      <style.Icon className={clsx('mt-1 h-4 w-4 flex-none', style.icon)} />
      <div className="min-w-0 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&>[data-callout-label]+*]:mt-1">
        {callout !== 'note' && (
          <p aria-hidden="true" data-callout-label="" className="mb-0 font-semibold">
            {label}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 items-start gap-x-16 gap-y-10 xl:max-w-none xl:grid-cols-2">
      {children}
    </div>
  );
}

export function Col({ children, sticky = false }: { children: ReactNode; sticky?: boolean }) {
  return (
    <div className={clsx('[&>:first-child]:mt-0 [&>:last-child]:mb-0', sticky && 'xl:sticky xl:top-24')}>
      {children}
    </div>
  );
}

export function Properties({ children }: { children: ReactNode }) {
  return (
    <div className="my-6">
      <ul role="list" className="m-0 list-none divide-y divide-zinc-900/5 p-0 dark:divide-white/5">
        {children}
      </ul>
    </div>
  );
}

export function Property({ name, type, children }: { name: string; type?: string; children: ReactNode }) {
  return (
    <li className="m-0 px-0 py-4 first:pt-0 last:pb-0">
      <dl className="m-0 flex flex-wrap items-center gap-x-3 gap-y-2">
        <dt className="sr-only">Name</dt>
        <dd className="m-0 ps-0">
          <code>{name}</code>
        </dd>
        {type && (
          <>
            <dt className="sr-only">Type</dt>
            <dd className="m-0 ps-0 font-mono text-xs text-zinc-600 dark:text-zinc-400">{type}</dd>
          </>
        )}
        <dt className="sr-only">Description</dt>
        <dd className="m-0 w-full ps-0 flex-none [&>:first-child]:mt-0 [&>:last-child]:mb-0">{children}</dd>
      </dl>
    </li>
  );
}

/** Links within the site and same-page anchors stay as they are; external ones open safely in a new tab. */
export function MdxLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} {...external} {...props}>
      {children}
    </a>
  );
}
