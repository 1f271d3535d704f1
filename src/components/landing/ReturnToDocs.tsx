'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useSyncExternalStore, type ReactNode } from 'react';
import { ArrowIcon } from '@/components/ui/icons';
import { htmlLangOf, SITE_HTML_LANG } from '@/lib/i18n';
import { docsReturnLink } from '@/lib/docs/return-link';
import { PATH_HISTORY_EVENT, parsePathHistory, PATH_HISTORY_STORAGE_KEY } from '@/lib/previous-path';

function subscribe(onChange: () => void) {
  window.addEventListener(PATH_HISTORY_EVENT, onChange);
  return () => window.removeEventListener(PATH_HISTORY_EVENT, onChange);
}

function readHistory(): string | null {
  try {
    return window.sessionStorage.getItem(PATH_HISTORY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The pathname the visitor was on before this one (the landing page receives it). */
function usePreviousPathname(): string | null {
  const raw = useSyncExternalStore(subscribe, readHistory, () => null);
  const history = parsePathHistory(raw);
  if (!history) return null;
  // The tracker may not have recorded this page yet; then what it holds as current is where we came from.
  const here = typeof window === 'undefined' ? null : window.location.pathname;
  return history.current === here ? history.previous : history.current;
}

/**
 * When the visitor came here from a documentation page, a pill leads straight back to it; otherwise the
 * slot shows `fallback`. Give both the same `className` (the landing page passes its pill style): they keep
 * the same height, so nothing moves when it switches after hydration.
 */
export function ReturnToDocs({ fallback, className }: { fallback: ReactNode; className: string }) {
  const link = docsReturnLink(usePreviousPathname());
  if (!link) return <>{fallback}</>;
  const titleLang = htmlLangOf(link.lang);
  return (
    <SiteLink href={link.href} className={className} data-testid="return-to-docs">
      <ArrowIcon direction="left" className="h-4 w-4" />
      <span>
        Back to <span lang={titleLang === SITE_HTML_LANG ? undefined : titleLang}>{link.title}</span>
      </span>
    </SiteLink>
  );
}
