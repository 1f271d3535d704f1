import type { Page, Request } from '@playwright/test';
import { dictionary } from '../../src/lib/i18n/dictionary';
import { searchLangOfPath } from '../../src/lib/search/query';
import { expect, expectNoAxeViolations } from './fixtures';

/** What the search dialog's browser tests share: its parts, the queries per language, opening and searching. */

const isIndexRequest = (request: Request) =>
  /\/search\/(en|zh)(\.head|\.text)?\.json$/.test(new URL(request.url()).pathname);

export function trackIndexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isIndexRequest(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Queries per language: one with several results, one with at least one, one to type, one found nowhere. */
export const LANGUAGES = [
  { lang: 'en', many: 'request', one: 'cors', routing: 'routing', absent: 'xqzvkwj' },
  { lang: 'zh', many: '请求', one: '跨域', routing: '路由', absent: '龘靐齉' },
] as const;

/** The interface words of the page open now, in its language (taken from its path, as the search dialog does). */
const pageStrings = (page: Page) => dictionary(searchLangOfPath(new URL(page.url()).pathname)).docs;
/** The search button (the pill or the icon button, whichever the width shows), by its name in the page's language. */
export const searchButton = (page: Page) => page.getByRole('button', { name: pageStrings(page).searchDocs });
/** The search dialog, by its accessible name in the language of the page open now. */
export const dialog = (page: Page) => page.getByRole('dialog', { name: pageStrings(page).searchTitle });
export const input = (page: Page) => dialog(page).getByPlaceholder('Find something...');
export const results = (page: Page) => dialog(page).getByRole('option');
export const listbox = (page: Page) => dialog(page).getByRole('listbox');

/**
 * The page's load-time script has run (it names the platform's shortcut in the search pill). The search dialog
 * itself is an island that loads on the first press, which it keeps: no waiting for it.
 */
export async function waitForPageScript(page: Page) {
  await expect(page.locator('[data-testid="search-hint"]')).toHaveCount(1);
}

export async function openSearch(page: Page) {
  await waitForPageScript(page);
  await searchButton(page).click();
  await expect(input(page)).toBeFocused({ timeout: 10_000 });
}

/** Axe over the open dialog (the page behind it is inert and checked by its own tests). */
export async function expectAccessibleDialog(page: Page) {
  await expectNoAxeViolations(page, '[role="dialog"]');
}

export async function search(page: Page, query: string) {
  await openSearch(page);
  await input(page).fill(query);
  // The first query waits for the index to download and build; on a busy test machine that takes a while.
  await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
}
