import { Children, useId, type ReactNode } from 'react';

/**
 * Language tabs of a code group, as static markup: the first tab is selected until src/scripts/code-widgets.ts
 * applies the reader's preferred language. The selected tab follows the most recently chosen label on the page,
 * in every group and across browser tabs; arrow keys, Home and End move between tabs.
 */
export function CodeTabs({
  title,
  labels,
  children,
}: {
  title?: string;
  labels: string[];
  children: ReactNode;
}) {
  const panels = Children.toArray(children);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <div data-code-tabs="">
      <div className="code-header flex min-h-11 flex-wrap items-center gap-x-4 border-b px-4">
        {title && <div className="mr-auto py-2.5 text-xs font-semibold">{title}</div>}
        <div role="tablist" aria-label={title} className="-mb-px flex flex-wrap gap-x-4 text-xs font-medium">
          {labels.map((label, index) => (
            <button
              key={index}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              data-code-label={label}
              aria-selected={index === 0}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === 0 ? 0 : -1}
              className="code-tab"
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== 0}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
