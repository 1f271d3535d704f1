import { documented, tags } from '@content/reference/history.json';
import { format } from '@/lib/i18n/format';
import { TOP_SECTION_ID } from '@/lib/toc';
import {
  entryLens,
  isNewer,
  LENS_STORAGE_KEY,
  lensOf,
  lensVersions,
  parseSinceNames,
} from '@/lib/version-lens';

/*
 * The version lens (issues 21 and 32): "My Robyn version", a select in the docs toolbar, remembered in
 * localStorage (default: the latest documented release). Read against an older release, the page says so once,
 * under its title (which release, what is marked and why, a link to that release's notes), and marks what came
 * after it: reference entries added or changed later (a flag first in their release badges, and the badges of the
 * later changes), guide sections whose examples use names added later (a note under the heading listing every such
 * name with its release, each linking to its entry in the reference: data-since-names, written by DocsSection),
 * and those names in the examples' code. Without JavaScript the toolbar's slot stays hidden and the reference's
 * badges are all there is.
 */

/** The page language's `lens` words (content/i18n/<code>.json), which DocsScreen writes on the toolbar's slot. */
type Words = Record<string, string>;

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

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/**
 * The page's note under its title (DocsScreen.astro), shown by `data-lens` on <html> (set before the first paint
 * by the <head> script when a release is stored): the reader's release in its slots, and its link to that
 * release's notes, ours for the recent releases, GitHub's page of the tag for the others.
 */
function note(mine: string | null) {
  document.documentElement.toggleAttribute('data-lens', Boolean(mine));
  const box = document.querySelector<HTMLElement>('.lens-note');
  if (!box || !mine) return;
  for (const slot of box.querySelectorAll('[data-lens-mine]')) slot.textContent = mine;
  const link = box.querySelector('a')!;
  const ours = (box.dataset.ourNotes ?? '').split(' ').includes(mine);
  link.href = ours
    ? `${box.dataset.ourNotesHref}${mine.replace(/\./g, '-')}`
    : `${box.dataset.tagHref}${mine}`;
  // GitHub's page opens in a new tab, as every link that leaves the site does; ours stays in this one.
  if (ours) {
    link.removeAttribute('target');
    link.removeAttribute('rel');
  } else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
}

/** Marks what came after `mine` on the page (after removing earlier marks); null clears them. */
function applyLens(mine: string | null, w: Words) {
  for (const old of document.querySelectorAll(`.${FLAG_CLASS}`)) old.remove();
  for (const marked of document.querySelectorAll('[data-newer]')) marked.removeAttribute('data-newer');
  note(mine);
  if (!mine) return;
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
    // First among the entry's release badges, its history: in the flow, whole at any width.
    badges.prepend(
      element(
        'span',
        FLAG_CLASS,
        lens.kind === 'new'
          ? format(w.new!, { version: lens.version, mine })
          : format(w.changed!, { mine, versions: lens.versions.join(w.listSeparator) }),
      ),
    );
  }
  for (const section of document.querySelectorAll<HTMLElement>('section[data-since]')) {
    if (!isNewer(section.dataset.since!, mine)) continue;
    const flag = element('p', FLAG_CLASS, `${format(w.section!, { mine })} `);
    const shown = new Set<string>();
    for (const { key, version, name } of parseSinceNames(section.dataset.sinceNames)) {
      if (!isNewer(version, mine)) continue;
      // The name in the examples' code, and in the note a link to its entry (its releases) in the reference.
      const inCode = section.querySelectorAll<HTMLAnchorElement>(`a[aria-describedby="ref:${key}"]`);
      for (const link of inCode) link.dataset.newer = '';
      if (shown.has(name)) continue;
      if (shown.size) flag.append(w.listSeparator!);
      shown.add(name);
      const code = element('code', '', name);
      const item = inCode[0] ? element('a', '') : code;
      if (inCode[0]) {
        (item as HTMLAnchorElement).href = inCode[0].getAttribute('href')!;
        item.append(code);
      }
      flag.append(item, format(w.sinceVersion!, { version }));
    }
    // Under the heading, after the section's tools. The opening's goes after its first example (or at its end): at
    // its top it would push down what the first frame shows (the note above has its room from the first paint).
    const body = section.querySelector(':scope > .docs-section-body')!;
    const tools = body.querySelector(':scope > .section-tools');
    const example = body.querySelector(':scope > .code-frame, :scope > [data-code-group]');
    if (section.dataset.section !== TOP_SECTION_ID && tools) tools.after(flag);
    else if (section.dataset.section !== TOP_SECTION_ID) body.prepend(flag);
    else if (example) example.after(flag);
    else body.append(flag);
  }
}

/** Builds the select in the toolbar's slot and applies the stored release. */
export function startVersionLens() {
  // Two slots: the docs toolbar's, and on phones the row under the title (the toolbar keeps the page's title).
  const slot = document.querySelector<HTMLElement>('[data-version-lens]:not([data-lens-phone])');
  const phoneSlot = document.querySelector<HTMLElement>('[data-version-lens][data-lens-phone]');
  if (!slot || !VERSIONS.length) return;
  const w = JSON.parse(slot.dataset.lensWords!) as Words;
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
  label.textContent = w.label!;
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
