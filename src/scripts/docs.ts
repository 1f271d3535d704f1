/**
 * What runs on load on documentation pages, besides src/scripts/site.ts: the section spy (table of contents and
 * sidebar band), the code groups' tabs and Copy buttons, and keeping a #anchor in place while the page settles.
 */
import { startCodeWidgets } from './code-widgets';
import { startKeepAnchorInView } from './keep-anchor';
import { startSectionSpy } from './section-spy';

startSectionSpy();
startCodeWidgets();
startKeepAnchorInView();
