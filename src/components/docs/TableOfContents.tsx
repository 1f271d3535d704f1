'use client';

import clsx from 'clsx';
import { TOP_SECTION_ID, type DocHeading } from '@/lib/toc';
import { useSectionStore } from './scroll/section-store';

function Entry({
  href,
  visible,
  current,
  indent,
  children,
  testId,
}: {
  href: string;
  visible: boolean;
  current: boolean;
  indent?: boolean;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <li>
      <a
        href={href}
        data-visible={visible ? 'true' : undefined}
        data-testid={testId}
        aria-current={current ? 'location' : undefined}
        className={clsx(
          '-ml-px block border-l py-1 text-sm leading-5 transition-colors',
          indent ? 'pl-7' : 'pl-4',
          visible
            ? 'border-orange-500 text-zinc-900 dark:text-white'
            : 'border-transparent text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white',
        )}
      >
        {children}
      </a>
    </li>
  );
}

/** "On this page": every h2 and h3, with the sections in view marked; the page title marks the top. */
export function TableOfContents({
  title,
  heading,
  sections,
}: {
  title: string;
  heading: string;
  sections: readonly DocHeading[];
}) {
  const visibleIds = useSectionStore((state) => state.visibleIds);
  if (sections.length === 0) return null;
  const first = visibleIds[0];
  return (
    <nav aria-labelledby="toc-heading" data-testid="table-of-contents">
      <h2 id="toc-heading" className="text-xs font-semibold text-zinc-900 dark:text-white">
        {heading}
      </h2>
      <ul role="list" className="mt-3 border-l border-zinc-900/10 dark:border-white/10">
        <Entry
          href="#top"
          visible={first === TOP_SECTION_ID}
          current={first === TOP_SECTION_ID}
          testId="toc-top-marker"
        >
          {title}
        </Entry>
        {sections.map((section) => (
          <Entry
            key={section.id}
            href={`#${section.id}`}
            visible={visibleIds.includes(section.id)}
            current={first === section.id}
            indent={section.depth === 3}
          >
            {section.title}
          </Entry>
        ))}
      </ul>
    </nav>
  );
}
