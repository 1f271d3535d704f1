/**
 * The cards of the symbol links (src/lib/content/symbol-links.ts): a Robyn name in a code block names its card with
 * aria-describedby; the card is in the page, hidden. Hovering the name or focusing it shows the card under the name
 * (above it when there is no room below), fixed, so nothing moves; the pointer can move onto the card. Escape, the
 * pointer leaving both, focus leaving or a scroll hides it. Without this script the names are plain links and the
 * cards stay hidden (a screen reader still reads a card as the link's description).
 *
 * A code block is one tab stop (a roving tabindex): only one of its names is in the tab order, the arrow keys (and
 * Home, End) move between its names, Enter follows the focused one and Tab leaves the block. On touch a first tap
 * on a name opens its card (whose signature links to the entry) and a second tap on it follows the link.
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

const NEXT: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => Math.min(at + 1, count - 1),
  ArrowDown: (at, count) => Math.min(at + 1, count - 1),
  ArrowLeft: (at) => Math.max(at - 1, 0),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** One tab stop per block: the first name at first, then the last one the reader was on. */
function rovingTabStops() {
  for (const pre of document.querySelectorAll('pre')) {
    const links = pre.querySelectorAll<HTMLElement>(LINK);
    if (!links.length) continue;
    // Its names are its stop (and scroll it into view): the block itself is not a second one.
    pre.removeAttribute('tabindex');
    links.forEach((link, index) => (link.tabIndex = index === 0 ? 0 : -1));
  }
  document.addEventListener('keydown', (event) => {
    const link = linkOf(event.target);
    const move = NEXT[event.key];
    const pre = link?.closest('pre');
    if (!link || !move || !pre || event.altKey || event.ctrlKey || event.metaKey) return;
    const links = [...pre.querySelectorAll<HTMLElement>(LINK)];
    const next = links[move(links.indexOf(link), links.length)];
    event.preventDefault();
    if (!next || next === link) return;
    link.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
}

export function startSymbolCards() {
  rovingTabStops();
  // Touch: the first tap on a name shows its card, the second follows it. Whether its card was open is read on
  // pointerdown, before the tap's focus opens it.
  let tapOnOpen = false;
  let touch = false;
  document.addEventListener('pointerdown', (event) => {
    touch = event.pointerType === 'touch';
    const link = linkOf(event.target);
    tapOnOpen = !!link && open?.link === link;
    if (touch && open && !link && !(event.target instanceof Node && open.card.contains(event.target))) hide();
  });
  document.addEventListener('click', (event) => {
    const link = linkOf(event.target);
    if (!link || !touch || tapOnOpen) return;
    event.preventDefault();
    show(link);
  });
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
