/**
 * What runs on load on documentation pages, besides src/scripts/site.ts: the section spy (table of contents and
 * sidebar band), the code groups' tabs and Copy buttons, the sections' tools (copy, English original, side by
 * side), the cards of the Robyn names in code, the version lens (flags what came after the reader's Robyn
 * release), keeping a #anchor in place while the page settles, and laying out the off-screen sections once the
 * reader scrolls.
 */
import { startCodeWidgets } from './code-widgets';
import { startKeepAnchorInView } from './keep-anchor';
import { startSectionSpy } from './section-spy';
import { startSectionTools } from './sections';
import { startSettleSections } from './settle-sections';
import { startSymbolCards } from './symbol-cards';
import { startVersionLens } from './version-lens';

/** The sidebar's scroll, restored on the next docs page by the inline script after the sidebar. */
function keepSidebarScroll() {
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar-scroll]');
  if (!sidebar) return;
  window.addEventListener('pagehide', () => {
    try {
      const kept = { lang: document.documentElement.lang, top: sidebar.scrollTop };
      sessionStorage.setItem('robyn-sidebar-scroll', JSON.stringify(kept));
    } catch {
      // Storage can be blocked: the next page scrolls its current link into view instead.
    }
  });
}

// First: its flags are the one thing on the article a reader could see arrive.
startVersionLens();
startSectionSpy();
keepSidebarScroll();
startCodeWidgets();
startKeepAnchorInView();
startSectionTools();
startSymbolCards();
startSettleSections();
