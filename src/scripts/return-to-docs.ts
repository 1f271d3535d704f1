/**
 * The landing page's "Back to {page}" pill: when the visitor came from a documentation page, the link of the
 * page's template is filled from its table of documentation titles and takes the fallback's place.
 */
export function showReturnToDocs(previous: string | null) {
  const slot = document.querySelector<HTMLElement>('[data-return-slot]');
  const table = document.getElementById('return-links');
  if (!slot || !table || !previous) return;
  /** Path → the link back to it; `lang` is the page's HTML language (zh-CN). */
  let links: Record<string, { href: string; title: string; lang: string }>;
  try {
    links = JSON.parse(table.textContent || '{}');
  } catch {
    return;
  }
  const link = Object.prototype.hasOwnProperty.call(links, previous) ? links[previous] : undefined;
  const template = slot.querySelector<HTMLTemplateElement>('template[data-return-template]');
  const anchor = template?.content.firstElementChild?.cloneNode(true);
  const fallback = slot.querySelector<HTMLElement>('[data-return-fallback]');
  if (!link || !(anchor instanceof HTMLAnchorElement) || !fallback) return;
  const title = anchor.querySelector<HTMLElement>('[data-return-title]');
  if (!title) return;
  anchor.href = link.href;
  title.textContent = link.title;
  if (link.lang !== document.documentElement.lang) title.lang = link.lang;
  fallback.replaceWith(anchor);
}
