import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n';
import { docsHref, NAVIGATION } from '@/lib/navigation';

/** Placeholder documentation layout; the sidebar, mobile navigation and language menu come with the docs-area work. */
export function DocsLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-10">
      <nav aria-label="Documentation" className="hidden w-64 flex-none lg:block">
        {NAVIGATION.map((group) => (
          <div key={group.id} className="mb-6">
            <h2 className="text-xs font-semibold">{group.title[lang]}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {group.pages.map((page) => (
                <li key={page.slug}>
                  <Link href={docsHref(lang, page.slug)}>{page.title[lang]}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main id="main" className="min-w-0 flex-1">{children}</main>
    </div>
  );
}
