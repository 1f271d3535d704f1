import { documented, tags } from '@content/reference/history.json';
import { format } from '@/lib/i18n/format';
import { TOP_SECTION_ID } from '@/lib/toc';
import { entryLens, isNewer, LENS_STORAGE_KEY, lensOf, lensVersions } from '@/lib/version-lens';

/*
 * The version lens (issue 21): "My Robyn version", a select in the docs toolbar, remembered in localStorage
 * (default: the latest documented release). Read against an older release, the page flags what came after it:
 * reference entries added later ("New in …"), entries whose parameters changed since (their "Changed in …" badges
 * are marked), and guide sections whose examples use names added later (their data-since, written by
 * DocsSection). The flags sit in the space above their heading, out of the flow, so setting the lens moves
 * nothing on the page. Without JavaScript the toolbar's slot stays hidden and the reference's badges are all
 * there is.
 */

/** Each dictionary's `lens` words (content/i18n/<code>.json) by language code, written in by astro.config.mjs. */
declare const __LENS_WORDS__: Record<string, Record<string, string> | undefined>;
/** Once, since the build writes the words wherever the name appears. */
const WORDS = __LENS_WORDS__;

const VERSIONS = lensVersions(tags, documented);
/** Below Tailwind's sm: a phone, where the lens leaves the toolbar. */
const PHONE_QUERY = '(max-width: 639.98px)';
const FLAG_CLASS = 'lens-flag';

function readStored(): string | null {
  try {
    return localStorage.getItem(LENS_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the latest release
  }
}

function store(version: string | null) {
  try {
    if (version) localStorage.setItem(LENS_STORAGE_KEY, version);
    else localStorage.removeItem(LENS_STORAGE_KEY);
  } catch {
    // storage blocked: the choice holds for this page only
  }
}

/** The heading a reference entry's badges belong to: the h2 or h3 before them (past the section's tools). */
function entryHeading(badges: Element): Element | null {
  let node = badges.previousElementSibling;
  while (node && !/^H[23]$/.test(node.tagName)) node = node.previousElementSibling;
  return node;
}

/**
 * Where a section's flag goes: above its heading's eyebrow (method and path) or heading; the opening's above the
 * article's first row.
 */
function sectionAnchor(section: HTMLElement): Element | null {
  if (section.dataset.section === TOP_SECTION_ID)
    return section.closest('article')?.firstElementChild ?? null;
  const heading = section.querySelector(':scope > .docs-section-body > h2');
  const eyebrow = heading?.previousElementSibling;
  return eyebrow?.matches('[data-testid="heading-eyebrow"]') ? eyebrow : heading;
}

function flag(anchor: Element | null, text: string) {
  if (!anchor) return;
  const note = document.createElement('span');
  note.className = FLAG_CLASS;
  note.textContent = text;
  // Cut to one line on narrow screens; the whole text stays in the tooltip and for assistive technology.
  note.title = text;
  anchor.classList.add('lens-anchor');
  anchor.append(note);
}

/** Flags what came after `mine` on the page (after removing earlier flags); null clears them. */
function applyLens(mine: string | null, w: Record<string, string>) {
  for (const old of document.querySelectorAll(`.${FLAG_CLASS}`)) old.remove();
  for (const badge of document.querySelectorAll('.api-version[data-newer]'))
    badge.removeAttribute('data-newer');
  if (!mine) return;
  const list = (versions: string[]) => versions.join(w.listSeparator);
  for (const badges of document.querySelectorAll<HTMLElement>('.api-versions')) {
    const versions = Array.from(badges.querySelectorAll<HTMLElement>('.api-version[data-version]'));
    const since = badges.dataset.since;
    const lens = entryLens(
      since,
      versions.map((badge) => badge.dataset.version!).filter((version) => version !== since),
      mine,
    );
    if (lens.kind === 'none') continue;
    const marked = lens.kind === 'new' ? [lens.version] : lens.versions;
    for (const badge of versions) if (marked.includes(badge.dataset.version!)) badge.dataset.newer = '';
    flag(
      entryHeading(badges),
      lens.kind === 'new'
        ? format(w.new!, { version: lens.version, mine })
        : format(w.changed!, { mine, versions: list(lens.versions) }),
    );
  }
  for (const section of document.querySelectorAll<HTMLElement>('section[data-since]')) {
    const version = section.dataset.since!;
    if (!isNewer(version, mine)) continue;
    const names = (section.dataset.sinceNames ?? '').split(' ').filter(Boolean);
    flag(sectionAnchor(section), format(w.section!, { names: list(names), version, mine }));
  }
}

/** Builds the select in the toolbar's slot and applies the stored release. */
export function startVersionLens() {
  // Two slots: the docs toolbar's, and on phones the row under the title (the toolbar keeps the page's title).
  const slot = document.querySelector<HTMLElement>('[data-version-lens]:not([data-lens-phone])');
  const phoneSlot = document.querySelector<HTMLElement>('[data-version-lens][data-lens-phone]');
  if (!slot || !VERSIONS.length) return;
  const w = WORDS[slot.dataset.versionLens!] ?? Object.values(WORDS)[0]!;
  const select = document.createElement('select');
  select.id = 'version-lens';
  select.className = 'version-lens-select';
  select.append(
    ...VERSIONS.map(
      (version, index) => new Option(index ? version : format(w.latest!, { version }), version),
    ),
  );
  const label = document.createElement('label');
  label.htmlFor = select.id;
  label.className = 'version-lens-label';
  const long = document.createElement('span');
  long.className = 'version-lens-long';
  long.textContent = w.label!;
  // Narrow screens show a shorter word, which the spoken name (the long label) contains.
  const short = document.createElement('span');
  short.className = 'version-lens-short';
  short.ariaHidden = 'true';
  short.textContent = w.short!;
  label.append(long, short);
  const show = (stored: string | null) => {
    const mine = lensOf(stored, VERSIONS);
    select.value = mine ?? VERSIONS[0]!;
    applyLens(mine, w);
  };
  show(readStored());
  const phone = window.matchMedia(PHONE_QUERY);
  const place = () => {
    const target = phone.matches && phoneSlot ? phoneSlot : slot;
    if (select.parentElement !== target) target.append(label, select);
    slot.hidden = target !== slot;
    if (phoneSlot) phoneSlot.hidden = target !== phoneSlot;
  };
  place();
  phone.addEventListener('change', place);
  select.addEventListener('change', () => {
    const mine = lensOf(select.value, VERSIONS);
    store(mine);
    applyLens(mine, w);
  });
  // Changed in another tab, or on a later page before this one came back from the back/forward cache: follow.
  window.addEventListener('storage', (event) => {
    if (event.key === LENS_STORAGE_KEY || event.key === null) show(readStored());
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show(readStored());
  });
}
