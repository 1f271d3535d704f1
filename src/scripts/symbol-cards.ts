/**
 * The cards of the symbol links (src/lib/content/symbol-links.ts): a Robyn name in a code block names its card with
 * aria-describedby; the card is in the page, hidden. Hovering the name or focusing it shows the card under the name
 * (above it when there is no room below), fixed, so nothing moves; the pointer can move onto the card. Escape, the
 * pointer leaving both, focus leaving or a scroll hides it. Without this script the names are plain links and the
 * cards stay hidden (a screen reader still reads a card as the link's description).
 */
const LINK = 'a.sym[aria-describedby]';
const GAP = 0;

let open: { link: HTMLElement; card: HTMLElement } | null = null;

function hide() {
  if (!open) return;
  open.card.hidden = true;
  open = null;
}

function place(link: HTMLElement, card: HTMLElement) {
  const anchor = link.getBoundingClientRect();
  const { width, height } = card.getBoundingClientRect();
  const margin = 8;
  const left = Math.max(margin, Math.min(anchor.left, window.innerWidth - width - margin));
  const below = anchor.bottom + GAP;
  const top =
    below + height > window.innerHeight - margin && anchor.top - GAP - height > margin
      ? anchor.top - GAP - height
      : below;
  card.style.left = `${left}px`;
  card.style.top = `${top}px`;
}

function show(link: HTMLElement) {
  if (open?.link === link) return;
  const card = document.getElementById(link.getAttribute('aria-describedby') ?? '');
  hide();
  if (!card) return;
  card.hidden = false;
  place(link, card);
  open = { link, card };
}

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(LINK) : null;

export function startSymbolCards() {
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType === 'touch') return;
    const link = linkOf(event.target);
    if (link) show(link);
    else if (open && !(event.target instanceof Node && open.card.contains(event.target))) hide();
  });
  document.addEventListener('focusin', (event) => {
    const link = linkOf(event.target);
    if (link) show(link);
    else hide();
  });
  document.addEventListener('focusout', (event) => {
    if (open && event.target === open.link && !linkOf(event.relatedTarget)) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      hide();
    }
  });
  window.addEventListener('scroll', hide, { passive: true });
  window.addEventListener('resize', hide);
}
