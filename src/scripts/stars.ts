import { STAR_REFRESH_MS } from '@/lib/constants';
import {
  fetchStars,
  formatStars,
  parseStarSnapshot,
  STARS_STORAGE_KEY,
  type StarSnapshot,
} from '@/lib/stars';
import { siteConfig } from '@/site.config';
import { afterFirstPaint } from './after-paint';

function readStored(): StarSnapshot | null {
  try {
    return parseStarSnapshot(window.localStorage.getItem(STARS_STORAGE_KEY));
  } catch {
    return null;
  }
}

function store(snapshot: StarSnapshot) {
  try {
    window.localStorage.setItem(STARS_STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage can be full or blocked; the badge still works for this page.
  }
}

/**
 * The star badge (GitHub's stargazers_count): fetched once the page has loaded and painted, every STAR_REFRESH_MS (5 minutes) and on click.
 * While a fetch runs the count is dimmed and further fetches are skipped; a failure is logged ('Failed to fetch
 * GitHub stars') and the count shown stays. The ETag of the last answer goes out as If-None-Match, so repeat
 * polls are free.
 */
export function startStars(badges: HTMLElement[]) {
  let snapshot = readStored();
  let loading = false;

  function render() {
    for (const badge of badges) {
      badge.dataset.loading = String(loading);
      badge.setAttribute('aria-busy', String(loading));
      const count = badge.querySelector<HTMLElement>('[data-testid="star-count"]');
      if (count) count.textContent = formatStars(snapshot?.count ?? null);
    }
  }

  async function refresh() {
    if (loading) return;
    loading = true;
    render();
    try {
      const result = await fetchStars(siteConfig.repository.apiUrl, snapshot);
      if (result.kind === 'updated') {
        snapshot = result.snapshot;
        store(result.snapshot);
      }
    } catch (error) {
      console.error('Failed to fetch GitHub stars', error);
    } finally {
      loading = false;
      render();
    }
  }

  // A count from an earlier page load shows at once and is confirmed by the conditional request.
  render();
  afterFirstPaint(() => {
    void refresh();
    window.setInterval(() => void refresh(), STAR_REFRESH_MS);
  });
  for (const badge of badges) badge.addEventListener('click', () => void refresh());
}
