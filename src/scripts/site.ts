/**
 * What runs on load on every page, without React (the reading budget is 20 KB of script): the header on
 * scroll, the star count, the search shortcut, link prefetching, the path history and, on Vercel, analytics.
 * Interactive widgets are islands that load on first use (src/islands/interaction.ts).
 */
import { afterFirstPaint } from './after-paint';
import { startHeader } from './header';
import { recordCurrentPath } from './path-history';
import { startPrefetch } from './prefetch';
import { showReturnToDocs } from './return-to-docs';
import { startSearchShortcut } from './search-shortcut';
import { startStars } from './stars';
import { startThemeToggle } from './theme-toggle';

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) startHeader(header);
startStars(Array.from(document.querySelectorAll<HTMLElement>('[data-star-badge]')));
startSearchShortcut();
startThemeToggle();
showReturnToDocs(recordCurrentPath());
afterFirstPaint(startPrefetch);
for (const year of document.querySelectorAll('[data-testid="copyright-year"]')) {
  year.textContent = String(new Date().getFullYear());
}
if (process.env.PUBLIC_ANALYTICS === '1') {
  // Only builds made on Vercel (or with PUBLIC_ANALYTICS=1): its script exists only there. If it fails to load,
  // the library writes one console log and nothing else happens.
  afterFirstPaint(() => void import('@vercel/analytics').then(({ inject }) => inject()));
}
