import clsx from 'clsx';
import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { sectionOffsetRem } from '@/lib/toc';

type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  level?: 2 | 3;
  /** An HTTP method or similar (GET, POST, PUT, DELETE, ...). */
  tag?: string;
  /** A short label such as the route path. */
  label?: string;
  'data-tag'?: string;
  'data-label'?: string;
};

const TAG_COLOURS: Record<string, string> = {
  GET: 'text-emerald-700 bg-emerald-400/10 ring-emerald-600/20 dark:text-emerald-300 dark:ring-emerald-400/30',
  POST: 'text-sky-700 bg-sky-400/10 ring-sky-600/20 dark:text-sky-300 dark:ring-sky-400/30',
  PUT: 'text-amber-800 bg-amber-400/10 ring-amber-600/25 dark:text-amber-300 dark:ring-amber-400/30',
  PATCH: 'text-violet-700 bg-violet-400/10 ring-violet-600/20 dark:text-violet-300 dark:ring-violet-400/30',
  DELETE: 'text-rose-700 bg-rose-400/10 ring-rose-600/20 dark:text-rose-300 dark:ring-rose-400/30',
};
const DEFAULT_TAG_COLOUR =
  'text-orange-700 bg-orange-400/10 ring-orange-600/20 dark:text-orange-300 dark:ring-orange-400/30';

/** True when the heading's own text contains a link, so it must not be wrapped in another one. */
function containsLink(children: ReactNode): boolean {
  return Children.toArray(children).some((child) => {
    if (!isValidElement<{ href?: unknown; children?: ReactNode }>(child)) return false;
    if (child.type === 'a' || child.props.href !== undefined) return true;
    return containsLink(child.props.children);
  });
}

function Eyebrow({ tag, label }: { tag?: string; label?: string }) {
  if (!tag && !label) return null;
  return (
    <div className="not-prose mt-10 mb-2 flex items-center gap-x-3" data-testid="heading-eyebrow">
      {tag && (
        <span
          className={clsx(
            'rounded-lg px-1.5 font-mono text-[0.625rem]/6 font-semibold ring-1 ring-inset',
            TAG_COLOURS[tag] ?? DEFAULT_TAG_COLOUR,
          )}
        >
          {tag}
        </span>
      )}
      {tag && label && (
        <span className="h-0.5 w-0.5 rounded-full bg-zinc-300 dark:bg-zinc-600" aria-hidden="true" />
      )}
      {label && <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{label}</span>}
    </div>
  );
}

/**
 * A section heading with an optional tag and label above it. Its text links to its own #id; when the text
 * already holds a link, a separate # link sits beside it instead, so links are never nested. The scroll
 * margin (8 rem with tag or label, else 6 rem) keeps an anchor jump clear of the sticky header.
 */
export function Heading({ level = 2, id, children, className, tag, label, style, ...props }: HeadingProps) {
  const finalTag = tag ?? props['data-tag'];
  const finalLabel = label ?? props['data-label'];
  const { 'data-tag': _tag, 'data-label': _label, ...rest } = props;
  void _tag;
  void _label;
  const Component = level === 2 ? 'h2' : 'h3';
  const hasEyebrow = Boolean(finalTag || finalLabel);
  const nested = containsLink(children);
  return (
    <>
      <Eyebrow tag={finalTag} label={finalLabel} />
      <Component
        id={id}
        {...rest}
        data-tag={finalTag}
        data-label={finalLabel}
        className={clsx(className, 'group', hasEyebrow && 'mt-2')}
        style={{ ...style, scrollMarginTop: `${sectionOffsetRem({ tag: finalTag, label: finalLabel })}rem` }}
      >
        {id && !nested ? (
          <a href={`#${id}`} className="heading-anchor">
            {children}
          </a>
        ) : (
          children
        )}
        {id && nested && (
          <a
            href={`#${id}`}
            className="heading-anchor ml-2 text-zinc-400 opacity-60 group-hover:opacity-100"
            aria-label={`Link to section ${id}`}
          >
            #
          </a>
        )}
      </Component>
    </>
  );
}
