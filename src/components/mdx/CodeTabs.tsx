'use client';

import clsx from 'clsx';
import { Children, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { preferredTabIndex } from '@/lib/code-preference';
import { connectCodePreferenceStorage, useCodePreferenceStore } from './code-preference-store';

/**
 * Language tabs of a code group. The selected tab follows the most recently chosen label on the page,
 * in every group and across browser tabs.
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
  const preferences = useCodePreferenceStore((state) => state.preferences);
  const choose = useCodePreferenceStore((state) => state.choose);
  const selected = preferredTabIndex(labels, preferences);
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);

  useEffect(connectCodePreferenceStorage, []);

  // Switching tabs can resize groups above this one; keep the tab the visitor used where it was.
  useEffect(() => {
    const kept = anchor.current;
    if (!kept) return;
    anchor.current = null;
    const delta = kept.element.getBoundingClientRect().top - kept.top;
    if (Math.abs(delta) > 1) window.scrollBy(0, delta);
  }, [selected]);

  function select(index: number, focus = false) {
    const tab = tabRefs.current[index];
    if (tab) anchor.current = { element: tab, top: tab.getBoundingClientRect().top };
    choose(labels[index]!);
    if (focus) tab?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = labels.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(next[event.key]!, true);
  }

  return (
    <>
      <div className="code-header flex min-h-11 flex-wrap items-center gap-x-4 border-b px-4">
        {title && <div className="mr-auto py-2.5 text-xs font-semibold">{title}</div>}
        <div role="tablist" aria-label={title} className="-mb-px flex flex-wrap gap-x-4 text-xs font-medium">
          {labels.map((label, index) => (
            <button
              key={index}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={clsx(
                'border-b py-3 transition focus-visible:outline-2 focus-visible:outline-orange-400',
                index === selected
                  ? 'border-orange-500 text-orange-700 dark:text-orange-400'
                  : 'border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-200',
              )}
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
          hidden={index !== selected}
        >
          {panel}
        </div>
      ))}
    </>
  );
}
