import { docsRoutes } from '../../src/lib/docs/pages';

const SITE_ROUTES = ['/', '/releases', '/community', '/documentation'];
const DOCS_ROUTES = docsRoutes().map((route) => route.href);
import { expect, test } from './fixtures';

/** Decodes the few entities React writes into attribute values. */
function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** A fragment HTML itself resolves to the top of the document when no element has it as its id. */
const TOP_OF_DOCUMENT = /^top$/i;

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)));
}

test.describe('link checker', () => {
  test.setTimeout(180_000);

  test('every internal link and #anchor of the built site resolves', async ({ request }) => {
    const pages = new Map<string, { status: number; html: string }>();
    const fetchPage = async (path: string) => {
      let page = pages.get(path);
      if (!page) {
        const response = await request.get(path, { maxRedirects: 5 });
        page = { status: response.status(), html: await response.text() };
        pages.set(path, page);
      }
      return page;
    };

    const broken: string[] = [];
    let checked = 0;
    const start = [...SITE_ROUTES, ...DOCS_ROUTES];
    for (const path of start) {
      const page = await fetchPage(path);
      expect(page.status, `${path} answers`).toBe(200);
      for (const href of linksOf(page.html)) {
        if (!href.startsWith('/') && !href.startsWith('#')) continue;
        if (href.startsWith('//')) continue;
        checked += 1;
        const url = new URL(href, `http://site${path}`);
        const target = url.pathname;
        const hash = decodeURIComponent(url.hash.slice(1));
        if (/\.(xml|txt|json|svg|png|ico)$/.test(target)) {
          const response = await request.get(target);
          if (response.status() !== 200) broken.push(`${path} → ${href} (${response.status()})`);
          continue;
        }
        const linked = await fetchPage(target);
        if (linked.status !== 200) {
          broken.push(`${path} → ${href} (${linked.status})`);
        } else if (hash && !idsOf(linked.html).has(hash) && !TOP_OF_DOCUMENT.test(hash)) {
          broken.push(`${path} → ${href} (no element with id "${hash}")`);
        }
      }
    }
    expect(broken).toEqual([]);
    // Every page links to others (navigation, sidebar), so far more links than pages are checked.
    expect(checked).toBeGreaterThan(start.length * 2);
    expect(pages.size).toBeGreaterThanOrEqual(start.length);
  });
});
