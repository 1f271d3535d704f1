import type { Page } from '@playwright/test';
import { COPY_CONFIRMATION_MS } from '../../src/lib/constants';
import { feedbackIssueUrl } from '../../src/lib/docs/feedback';
import { llmsTxtHref, markdownHref, siteUrl } from '../../src/lib/docs/reader-paths';
import { getPage } from '../../src/lib/docs/source';
import { docsHref, LANGUAGE_CODES } from '../../src/lib/i18n';
import { siteConfig } from '../../src/site.config';
import { docsStrings, format } from '../../src/lib/i18n/dictionary';
import { escapeRegExp } from '../../src/lib/regexp';
import { expect, expectNoAxeViolations, startReading, test } from './fixtures';

const SLUG = 'api_reference/cors';

async function gotoDocs(page: Page, lang: string, slug = SLUG) {
  await page.goto(docsHref(lang, slug));
  await expect(page.getByTestId('page-actions')).toBeVisible();
}

for (const lang of LANGUAGE_CODES) {
  const strings = docsStrings(lang);

  test.describe(`page actions (${lang})`, () => {
    test('Copy page puts the Markdown on the clipboard and shows the copied state', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await gotoDocs(page, lang);
      const button = page.getByTestId('copy-page');
      await expect(button).toHaveAccessibleName(strings.copyPage);
      const width = (await button.boundingBox())!.width;
      await button.click();
      await expect(button).toHaveAccessibleName(strings.copied);
      expect((await button.boundingBox())!.width).toBe(width);
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      const expected = await (await page.request.get(markdownHref(lang, SLUG))).text();
      expect(clipboard).toBe(expected);
      expect(clipboard.startsWith(`# ${getPage(lang, SLUG).title}\n`)).toBe(true);
      await expect(button).toHaveAccessibleName(strings.copyPage, { timeout: COPY_CONFIRMATION_MS + 2000 });
    });

    test('the menu copies the address of the MCP server, which answers there', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await gotoDocs(page, lang);
      await page.getByTestId('page-actions-menu-button').click();
      await page.getByRole('menuitem', { name: strings.copyMcpUrl }).click();
      await expect(page.getByTestId('copy-page')).toHaveAccessibleName(strings.copied);
      const address = await page.evaluate(() => navigator.clipboard.readText());
      expect(address).toBe(new URL('/mcp', baseURL).href);
      const answer = await page.request.post(address, {
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        data: { jsonrpc: '2.0', id: 1, method: 'ping' },
      });
      expect(answer.status()).toBe(200);
    });

    test('the menu works from the keyboard and axe finds nothing in it', async ({ page }) => {
      await gotoDocs(page, lang);
      const trigger = page.getByTestId('page-actions-menu-button');
      await expect(trigger).toHaveAccessibleName(strings.morePageActions);
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeFocused();
      const items = menu.getByRole('menuitem');
      await expect(items).toHaveText(
        [
          strings.viewMarkdown,
          ...siteConfig.assistants.map((assistant) => format(strings.openIn, { assistant: assistant.name })),
          strings.copyMcpUrl,
        ].map((name) => new RegExp(`^${escapeRegExp(name)}`)),
      );
      await expect(items.first()).toHaveAttribute('data-focus', '');
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toHaveAttribute('data-focus', '');
      const mdUrl = new URL(markdownHref(lang, SLUG), page.url()).href;
      await expect(items.first()).toHaveAttribute('href', markdownHref(lang, SLUG));
      for (const [index, assistant] of siteConfig.assistants.entries()) {
        const href = await items.nth(index + 1).getAttribute('href');
        expect(href!.startsWith(assistant.url.split('{prompt}')[0]!)).toBe(true);
        expect(decodeURIComponent(href!)).toContain(format(strings.assistantPrompt, { url: mdUrl }));
        await expect(items.nth(index + 1)).toHaveAttribute('target', '_blank');
      }
      // While the menu is open Headless UI makes the rest of the page inert (a modal menu), so axe looks at the
      // menu; the page around it is checked by the other accessibility tests.
      await expectNoAxeViolations(page, '[role="menu"]');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      // Space opens it as well.
      await page.keyboard.press('Space');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(trigger).toBeFocused();
    });

    test('the menu code loads on first use, not with the page', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await gotoDocs(page, lang);
      await page.waitForLoadState('networkidle');
      const before = scripts.length;
      await page.getByTestId('page-actions-menu-button').click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(scripts.length).toBeGreaterThan(before);
    });
  });

  test.describe(`page feedback (${lang})`, () => {
    // The question is at the end of the page: press it once the sections above have their real heights, as a
    // reader who reads their way down does (a jump straight there before that can move it under the pointer).
    test('No opens a pre-filled issue in a new tab; the answer is remembered after reload', async ({
      page,
      context,
    }) => {
      await gotoDocs(page, lang);
      await startReading(page);
      const feedback = page.getByTestId('page-feedback');
      await expect(feedback).toContainText(strings.feedbackQuestion);
      const no = feedback.getByTestId('page-feedback-no');
      const source = getPage(lang, SLUG);
      const pageUrl = `${siteUrl()}${source.href}`;
      await expect(no).toHaveAttribute(
        'href',
        feedbackIssueUrl(
          format(strings.feedbackIssueTitle, { title: source.title }),
          format(strings.feedbackIssueBody, { url: pageUrl }),
        ),
      );
      const href = new URL((await no.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(`${siteConfig.repository.issuesUrl}/new`);
      expect(href.searchParams.get('title')).toContain(source.title);
      expect(href.searchParams.get('body')).toContain(pageUrl);
      await expect(no).toHaveAttribute('target', '_blank');
      await context.route(/^https:\/\/github\.com\//, (route) => route.abort());
      const popup = context.waitForEvent('page');
      await no.click();
      await (await popup).close();
      const answer = page.getByTestId('page-feedback-answer');
      await expect(answer).toContainText(strings.feedbackThanksNo);
      await page.reload();
      // The remembered answer shows once the reader reaches the section (its code loads on approach).
      await page.getByTestId('page-feedback').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('page-feedback-answer')).toContainText(strings.feedbackThanksNo);
      await expect(page.getByTestId('page-feedback-no')).toHaveCount(0);
      // Remembered per page: another page still asks.
      await gotoDocs(page, lang, 'hosting');
      await expect(page.getByTestId('page-feedback-yes')).toBeVisible();
    });

    test('Yes thanks the reader and is remembered after reload', async ({ page }) => {
      await gotoDocs(page, lang);
      await startReading(page);
      await page.getByTestId('page-feedback-yes').click();
      await expect(page.getByTestId('page-feedback-answer')).toHaveText(strings.feedbackThanksYes);
      await page.reload();
      await page.getByTestId('page-feedback').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('page-feedback-answer')).toHaveText(strings.feedbackThanksYes);
      await expect(page.getByTestId('page-feedback-yes')).toHaveCount(0);
    });
  });
}

test.describe('page feedback code', () => {
  const LONG_PAGE = 'api_reference/getting_started';
  const strings = docsStrings('en');

  test('loads only when the reader comes near the end of a long page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(docsHref('en', LONG_PAGE));
    await page.waitForLoadState('networkidle');
    // The question is there from the server, before any of its code.
    const feedback = page.getByTestId('page-feedback');
    await expect(feedback.getByTestId('page-feedback-yes')).toHaveText(strings.feedbackYes);
    const before = scripts.length;
    await feedback.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
    await feedback.getByTestId('page-feedback-yes').click();
    await expect(page.getByTestId('page-feedback-answer')).toHaveText(strings.feedbackThanksYes);
  });

  test('an answer given while its code is still loading is kept', async ({ page }) => {
    await page.goto(docsHref('en', LONG_PAGE));
    await page.waitForLoadState('networkidle');
    // Hold every script requested from now on, so the press lands before the feedback code has arrived.
    const held: Array<() => Promise<void>> = [];
    await page.route('**/_astro/**', (route) => {
      held.push(() => route.continue());
    });
    const yes = page.getByTestId('page-feedback-yes');
    await yes.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await yes.click();
    await expect(page.getByTestId('page-feedback-answer')).toHaveCount(0);
    await page.unroute('**/_astro/**');
    for (const release of held) await release();
    await expect(page.getByTestId('page-feedback-answer')).toHaveText(strings.feedbackThanksYes);
    await page.reload();
    await page.getByTestId('page-feedback').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('page-feedback-answer')).toHaveText(strings.feedbackThanksYes);
  });
});

test('the docs footer links the llms.txt files of the page language', async ({ page }) => {
  for (const lang of LANGUAGE_CODES) {
    await page.goto(docsHref(lang, SLUG));
    const links = page.getByTestId('llms-links');
    await expect(links.getByRole('link', { name: 'llms.txt', exact: true })).toHaveAttribute(
      'href',
      llmsTxtHref(lang),
    );
    await expect(links.getByRole('link', { name: 'llms-full.txt' })).toHaveAttribute(
      'href',
      llmsTxtHref(lang, 'llms-full.txt'),
    );
  }
});
