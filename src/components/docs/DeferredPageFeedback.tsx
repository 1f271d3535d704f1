'use client';

import { useEffect, useRef, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import type { FeedbackChoice } from '@/lib/docs/feedback';
import type PageFeedbackType from './PageFeedback';
import { FEEDBACK_SECTION_CLASS } from './PageFeedbackQuestion';

type Feedback = typeof PageFeedbackType;
type FeedbackProps = Omit<ComponentProps<Feedback>, 'answeredEarly'>;

/** How far below the screen the section may be when its code starts loading. */
const LOAD_MARGIN = '600px 0px';

const loadFeedback = () => import('./PageFeedback').then((module) => module.default);

/**
 * The feedback section at the end of a docs page. Until the reader comes near it (or points at, focuses or
 * presses one of its answers), it shows the server-rendered question (`children`) and no feedback code is
 * loaded; then PageFeedback takes over in the same box. An answer pressed before that is passed on.
 */
export function DeferredPageFeedback({
  label,
  children,
  ...props
}: FeedbackProps & { label: string; children: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const requested = useRef(false);
  const [Loaded, setLoaded] = useState<Feedback | null>(null);
  const [answeredEarly, setAnsweredEarly] = useState<FeedbackChoice | null>(null);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    void loadFeedback().then((Component) => setLoaded(() => Component));
  };

  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const answerEarly = (event: MouseEvent<HTMLElement>) => {
    if (Loaded) return;
    const answer = (event.target as Element).closest('[data-testid^="page-feedback-"]');
    const choice = answer?.getAttribute('data-testid')?.replace('page-feedback-', '');
    if (choice === 'yes' || choice === 'no') setAnsweredEarly(choice);
    load();
  };

  return (
    <section
      ref={section}
      aria-label={label}
      data-testid="page-feedback"
      className={FEEDBACK_SECTION_CLASS}
      onPointerEnter={load}
      onFocus={load}
      onClick={answerEarly}
    >
      {Loaded ? <Loaded {...props} answeredEarly={answeredEarly} /> : children}
    </section>
  );
}
