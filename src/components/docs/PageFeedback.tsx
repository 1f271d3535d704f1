import { useEffect, useRef, useSyncExternalStore } from 'react';
import { PRESSED_EARLY_ATTRIBUTE } from '@/islands/interaction';
import { usePendingPress } from '@/islands/use-pending-press';
import { feedbackIssueUrl, feedbackStorageKey, readFeedback, type FeedbackChoice } from '@/lib/docs/feedback';
import { siteUrl } from '@/lib/docs/reader-paths';
import type { Lang } from '@/lib/i18n';
import { FEEDBACK_SECTION_CLASS, feedbackQuestionText, PageFeedbackQuestion } from './PageFeedbackQuestion';
import { clientDocsStrings } from '@/lib/i18n/client';
import { format } from '@/lib/i18n/format';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function remember(href: string, choice: FeedbackChoice) {
  try {
    window.localStorage.setItem(feedbackStorageKey(href), choice);
  } catch {
    // Storage may be off (private modes); the answer then lasts until the page changes.
  }
  for (const listener of listeners) listener();
}

/** Counted only where the analytics script runs; the library loads on the first answer, never with the page. */
function track(href: string, choice: FeedbackChoice) {
  if (process.env.PUBLIC_ANALYTICS !== '1') return;
  void import('@vercel/analytics').then(({ track: send }) =>
    send('Docs feedback', { page: href, helpful: choice }),
  );
}

/**
 * "Was this page helpful?" at the end of a docs page: an island (client:interaction, also loaded when the reader
 * comes within 600 px). Until then the server-rendered question shows; a "Yes" pressed meanwhile is pressed again
 * on mount, a "No" (a link, which works without the island) is recorded on mount. "No" is a link that opens a new issue on the project's
 * repository with the page's title and URL filled in. The answer is kept per page in localStorage and shown
 * instead of the question.
 */
export default function PageFeedback({ lang, href, title }: { lang: Lang; href: string; title: string }) {
  const section = useRef<HTMLElement>(null);
  const strings = clientDocsStrings(lang);
  const stored = useSyncExternalStore(
    subscribe,
    () => readFeedback(window.localStorage, href),
    () => null,
  );
  const issueUrl = feedbackIssueUrl(
    format(strings.feedbackIssueTitle, { title }),
    format(strings.feedbackIssueBody, { url: `${siteUrl()}${href}` }),
  );
  const choose = (choice: FeedbackChoice) => {
    remember(href, choice);
    track(href, choice);
  };
  useEffect(() => {
    const followed = section.current?.querySelector(`[${PRESSED_EARLY_ATTRIBUTE}]`);
    if (!followed) return;
    followed.removeAttribute(PRESSED_EARLY_ATTRIBUTE);
    remember(href, 'no');
    track(href, 'no');
    // Only on mount: a later answer goes through choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  usePendingPress(() => [section.current]);
  return (
    <section
      ref={section}
      aria-label={strings.feedbackQuestion}
      data-testid="page-feedback"
      data-js-only=""
      className={FEEDBACK_SECTION_CLASS}
    >
      {stored === null ? (
        <PageFeedbackQuestion
          text={feedbackQuestionText(strings)}
          issueUrl={issueUrl}
          onYes={() => choose('yes')}
          onNo={() => choose('no')}
        />
      ) : (
        <p
          role="status"
          className="text-zinc-700 dark:text-zinc-300"
          data-testid="page-feedback-answer"
          data-choice={stored}
        >
          {stored === 'yes' ? strings.feedbackThanksYes : strings.feedbackThanksNo}
          {stored === 'no' && (
            <>
              {' '}
              <a
                href={issueUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-orange-700 underline dark:text-orange-400"
              >
                {strings.feedbackOpenIssue}
                <span className="sr-only"> {strings.opensInNewTab}</span>
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}
