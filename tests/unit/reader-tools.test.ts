import { describe, expect, it } from 'vitest';
import { feedbackIssueUrl, feedbackStorageKey, readFeedback } from '@/lib/docs/feedback';
import { assistantUrl } from '@/lib/docs/reader-paths';

describe('page actions and feedback', () => {
  it('fills an assistant URL template with the encoded prompt', () => {
    expect(assistantUrl('https://claude.ai/new?q={prompt}', 'Read https://robyn.tech/x.md & answer')).toBe(
      'https://claude.ai/new?q=Read%20https%3A%2F%2Frobyn.tech%2Fx.md%20%26%20answer',
    );
  });

  it('opens a new issue on the repository with the title and the page URL', () => {
    const url = new URL(
      feedbackIssueUrl('Docs feedback: CORS', 'Page: https://robyn.tech/documentation/en/cors'),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/sparckles/Robyn/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: CORS');
    expect(url.searchParams.get('body')).toBe('Page: https://robyn.tech/documentation/en/cors');
  });

  it('reads a remembered answer per page and ignores anything else', () => {
    const values = new Map([
      [feedbackStorageKey('/documentation/en/cors'), 'no'],
      [feedbackStorageKey('/documentation/zh/cors'), 'maybe'],
    ]);
    const storage = { getItem: (key: string) => values.get(key) ?? null };
    expect(readFeedback(storage, '/documentation/en/cors')).toBe('no');
    expect(readFeedback(storage, '/documentation/zh/cors')).toBeNull();
    expect(readFeedback(storage, '/documentation/en/hosting')).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readFeedback(blocked, '/documentation/en/cors')).toBeNull();
  });
});
