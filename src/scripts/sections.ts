import { COPY_CONFIRMATION_MS } from '@/lib/constants';
import { twinSections } from '@/lib/docs/twin-sections';
import { TOP_SECTION_ID } from '@/lib/toc';

/**
 * The tools every article section offers (src/components/docs/DocsSection.tsx), as plain DOM behaviour:
 * - "Copy section" copies the section from the page's Markdown twin (the article's data-twin), so the text is the
 *   twin's, character for character; "Copy English original" copies the English section the same way
 *   (data-original-twin).
 * - "English original" shows the English section in a panel under the Chinese one, taken from the English page.
 * - "Side by side" (data-bilingual-toggle) opens every panel, puts them beside their sections on wide screens and
 *   is remembered across pages.
 */

const BILINGUAL_STORAGE_KEY = 'robyn-bilingual';

const texts = new Map<string, Promise<string>>();
/** A same-site file as text, fetched once per page. */
function fetchText(href: string): Promise<string> {
  let text = texts.get(href);
  if (!text) {
    text = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.text();
    });
    text.catch(() => texts.delete(href));
    texts.set(href, text);
  }
  return text;
}

/** The section's place among the article's sections: 0 for the opening, n for the n-th `##` section. */
function sectionIndex(section: HTMLElement): number {
  if (section.dataset.section === TOP_SECTION_ID) return 0;
  const sections = Array.from(
    document.querySelectorAll<HTMLElement>(`[data-section]:not([data-section="${TOP_SECTION_ID}"])`),
  );
  return sections.indexOf(section) + 1;
}

const timers = new WeakMap<HTMLElement, number>();

function confirm(button: HTMLButtonElement, message: string) {
  const label = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = label;
  // The button keeps its width, so the tools beside it stay where they are.
  button.style.minWidth = `${button.getBoundingClientRect().width}px`;
  button.textContent = message;
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      button.textContent = label;
    }, COPY_CONFIRMATION_MS),
  );
}

async function copySection(button: HTMLButtonElement, article: HTMLElement, original: boolean) {
  const section = button.closest<HTMLElement>('[data-section]');
  const twin = original ? article.dataset.originalTwin : article.dataset.twin;
  try {
    const text = twin && section ? twinSections(await fetchText(twin))[sectionIndex(section)] : undefined;
    if (text === undefined) throw new Error('no section text');
    await navigator.clipboard.writeText(text);
    confirm(button, article.dataset.copiedText ?? 'Copied!');
  } catch {
    confirm(button, article.dataset.copyFailedText ?? 'Copy failed');
  }
}

let englishPage: Promise<Document> | undefined;
function englishDocument(href: string): Promise<Document> {
  englishPage ??= fetchText(href).then((html) => new DOMParser().parseFromString(html, 'text/html'));
  englishPage.catch(() => (englishPage = undefined));
  return englishPage;
}

/**
 * The English section as it can sit inside the Chinese page: the section's text without its tools, ids prefixed
 * (and the references to them) so nothing clashes with the page's own, in-page links pointing at the English page.
 */
function originalContent(english: Document, id: string, href: string): DocumentFragment | null {
  const body = english.querySelector(`[data-section="${CSS.escape(id)}"] > .docs-section-body`);
  if (!body) return null;
  const copy = body.cloneNode(true) as HTMLElement;
  // The tools, and the Sources list the translated section already shows (the same English ledger).
  copy.querySelectorAll('.section-tools, .section-sources').forEach((element) => element.remove());
  const prefix = 'en-';
  copy.querySelectorAll<HTMLElement>('[id]').forEach((element) => (element.id = prefix + element.id));
  for (const name of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']) {
    copy.querySelectorAll<HTMLElement>(`[${name}]`).forEach((element) => {
      const ids = element.getAttribute(name)!.split(/\s+/).filter(Boolean);
      element.setAttribute(name, ids.map((value) => prefix + value).join(' '));
    });
  }
  copy.querySelectorAll<HTMLAnchorElement>('a[href^="#"]').forEach((anchor) => {
    anchor.setAttribute('href', `${href}${anchor.getAttribute('href')}`);
  });
  const fragment = document.createDocumentFragment();
  fragment.append(...copy.childNodes);
  return fragment;
}

async function fillPanel(panel: HTMLElement, toggle: HTMLAnchorElement, article: HTMLElement) {
  if (panel.dataset.state === 'loaded' || panel.dataset.state === 'loading') return;
  const href = article.dataset.originalPage;
  const id = panel.closest<HTMLElement>('[data-section]')?.dataset.section;
  if (!href || !id) return;
  panel.dataset.state = 'loading';
  panel.setAttribute('aria-busy', 'true');
  panel.textContent = article.dataset.originalLoadingText ?? '';
  try {
    const content = originalContent(await englishDocument(href), id, href);
    if (!content) throw new Error(`no section ${id}`);
    panel.replaceChildren(content);
    panel.dataset.state = 'loaded';
  } catch {
    // The toggle is the link to the original section; the panel offers it again.
    const link = document.createElement('a');
    link.href = toggle.href;
    link.hreflang = toggle.hreflang;
    link.textContent = article.dataset.readEnglishText ?? href;
    panel.replaceChildren(`${article.dataset.originalFailedText ?? ''} `, link);
    panel.dataset.state = 'failed';
  } finally {
    panel.removeAttribute('aria-busy');
  }
}

/**
 * Turns a section's "English original" link into the toggle of a panel after the section's text: a button for
 * assistive technology (role, aria-expanded, aria-controls), Enter and Space toggle it.
 */
function upgradeToggle(toggle: HTMLAnchorElement, article: HTMLElement) {
  const section = toggle.closest<HTMLElement>('[data-section]');
  const body = section?.querySelector(':scope > .docs-section-body');
  if (!section || !body) return;
  const panel = document.createElement('div');
  panel.id = `original-${section.dataset.section}`;
  panel.className = 'docs-original';
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', toggle.textContent ?? '');
  panel.lang = toggle.hreflang;
  panel.hidden = true;
  panel.dataset.originalPanel = '';
  body.after(panel);
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    setPanel(toggle, toggle.getAttribute('aria-expanded') !== 'true', article);
  });
}

function setPanel(toggle: HTMLAnchorElement, open: boolean, article: HTMLElement) {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  toggle.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  if (open) void fillPanel(panel, toggle, article);
}

function setBilingual(on: boolean, article: HTMLElement, remember: boolean) {
  const toggle = article.querySelector<HTMLButtonElement>('[data-bilingual-toggle]');
  if (!toggle) return;
  toggle.setAttribute('aria-pressed', String(on));
  document.documentElement.toggleAttribute('data-bilingual', on);
  for (const sectionToggle of article.querySelectorAll<HTMLAnchorElement>('[data-original-toggle]'))
    setPanel(sectionToggle, on, article);
  if (!remember) return;
  try {
    if (on) localStorage.setItem(BILINGUAL_STORAGE_KEY, '1');
    else localStorage.removeItem(BILINGUAL_STORAGE_KEY);
  } catch {
    // Storage can be blocked: the switch still works on this page.
  }
}

export function startSectionTools() {
  const article = document.querySelector<HTMLElement>('[data-testid="docs-article"][data-twin]');
  if (!article) return;
  for (const toggle of article.querySelectorAll<HTMLAnchorElement>('[data-original-toggle]'))
    upgradeToggle(toggle, article);
  article.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest<HTMLAnchorElement>('[data-original-toggle]');
    // A modified click still follows the link (to the English section, in a new tab or window).
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0;
    if (toggle && !modified) {
      event.preventDefault();
      setPanel(toggle, toggle.getAttribute('aria-expanded') !== 'true', article);
      return;
    }
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button) return;
    if ('copySection' in button.dataset) void copySection(button, article, false);
    else if ('copyOriginal' in button.dataset) void copySection(button, article, true);
    else if ('bilingualToggle' in button.dataset)
      setBilingual(button.getAttribute('aria-pressed') !== 'true', article, true);
  });
  let remembered = false;
  try {
    remembered = localStorage.getItem(BILINGUAL_STORAGE_KEY) === '1';
  } catch {
    // No storage: side by side starts off.
  }
  if (remembered) setBilingual(true, article, false);
}
