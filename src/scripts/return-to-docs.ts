/**
 * The landing page's "Back to {page}" pill: when the visitor came from a documentation page, the server-rendered
 * link (hidden) is filled from the page's table of documentation titles and takes the fallback's place.
 */
export function showReturnToDocs(previous: string | null) {
  const slot = document.querySelector<HTMLElement>('[data-return-slot]');
  const table = document.getElementById('return-links');
  if (!slot || !table || !previous) return;
  let links: Record<string, { href: string; title: string; lang: string }>;
  try {
    links = JSON.parse(table.textContent || '{}');
  } catch {
    return;
  }
  const link = Object.prototype.hasOwnProperty.call(links, previous) ? links[previous] : undefined;
  const anchor = slot.querySelector<HTMLAnchorElement>('[data-testid="return-to-docs"]');
  const fallback = slot.querySelector<HTMLElement>('[data-return-fallback]');
  const title = anchor?.querySelector<HTMLElement>('[data-return-title]');
  if (!link || !anchor || !fallback || !title) return;
  anchor.href = link.href;
  title.textContent = link.title;
  if (link.lang !== document.documentElement.lang) title.lang = link.lang;
  else title.removeAttribute('lang');
  anchor.hidden = false;
  fallback.hidden = true;
}
