import type { MouseEventHandler } from 'react';
import { buttonClass } from '@/components/ui/button';

export interface FeedbackQuestionText {
  question: string;
  yes: string;
  no: string;
  opensInNewTab: string;
}

/**
 * The question with its two answers, as markup only: rendered on the server while the feedback code has not
 * loaded (see DeferredPageFeedback) and by PageFeedback once it has. "No" is a plain link, so it works either way.
 */
export function PageFeedbackQuestion({
  text,
  issueUrl,
  onYes,
  onNo,
}: {
  text: FeedbackQuestionText;
  issueUrl: string;
  onYes?: MouseEventHandler<HTMLButtonElement>;
  onNo?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <>
      <p className="text-zinc-700 dark:text-zinc-300">{text.question}</p>
      <button
        type="button"
        data-testid="page-feedback-yes"
        className={buttonClass('outline', 'sm')}
        onClick={onYes}
      >
        {text.yes}
      </button>
      <a
        href={issueUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('outline', 'sm')}
        data-testid="page-feedback-no"
        onClick={onNo}
      >
        {text.no}
        <span className="sr-only"> {text.opensInNewTab}</span>
      </a>
    </>
  );
}

/** The box around the question or the answer; the same in both states so nothing moves when the code loads. */
export const FEEDBACK_SECTION_CLASS = 'mb-6 flex min-h-8 flex-wrap items-center gap-3 text-sm';

/** The texts of the question in a page's language. */
export function feedbackQuestionText(strings: {
  feedbackQuestion: string;
  feedbackYes: string;
  feedbackNo: string;
  opensInNewTab: string;
}): FeedbackQuestionText {
  return {
    question: strings.feedbackQuestion,
    yes: strings.feedbackYes,
    no: strings.feedbackNo,
    opensInNewTab: strings.opensInNewTab,
  };
}
