import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { TOC_OFFSET_PLAIN_REM, TOC_OFFSET_WITH_TAG_REM } from '@/lib/constants';

type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  level?: 2 | 3;
  'data-tag'?: string;
  'data-label'?: string;
};

/** A section heading that links to its own anchor. The link wraps only the text, never other links. */
export function Heading({ level = 2, id, children, className, ...props }: HeadingProps) {
  const tag = props['data-tag'];
  const label = props['data-label'];
  const Component = level === 2 ? 'h2' : 'h3';
  const offset = tag || label ? TOC_OFFSET_WITH_TAG_REM : TOC_OFFSET_PLAIN_REM;
  return (
    <>
      {(tag || label) && (
        <div className="not-prose mt-10 mb-2 flex items-center gap-x-3">
          {tag && (
            <span className="rounded-lg bg-orange-500/10 px-1.5 font-mono text-[0.625rem]/6 font-semibold text-orange-700 ring-1 ring-orange-500/20 ring-inset dark:text-orange-300">
              {tag}
            </span>
          )}
          {tag && label && <span className="h-0.5 w-0.5 rounded-full bg-zinc-300 dark:bg-zinc-600" />}
          {label && <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{label}</span>}
        </div>
      )}
      <Component
        id={id}
        className={clsx(className, 'group', (tag || label) && 'mt-2')}
        style={{ scrollMarginTop: `${offset}rem` }}
      >
        {id ? (
          <a href={`#${id}`} className="no-underline hover:underline">
            {children}
          </a>
        ) : (
          children
        )}
      </Component>
    </>
  );
}
