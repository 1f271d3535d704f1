import { siteConfig } from '@/site.config';

/** "Was this page helpful?": the answers, where a page's answer is kept, and the issue a "No" opens. */

export type FeedbackChoice = 'yes' | 'no';

/** localStorage key of a page's answer (per page and language; no cookies). */
export const feedbackStorageKey = (href: string) => `robyn:docs-feedback:${href}`;

export function readFeedback(storage: Pick<Storage, 'getItem'>, href: string): FeedbackChoice | null {
  try {
    const value = storage.getItem(feedbackStorageKey(href));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

/** A new issue on the project's repository, its title and body filled in. */
export function feedbackIssueUrl(title: string, body: string): string {
  const query = new URLSearchParams({ title, body });
  return `${siteConfig.repository.issuesUrl}/new?${query.toString()}`;
}
