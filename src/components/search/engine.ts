import { algoliaConfigFrom } from '@/lib/search/config';
import { createSearchService, type SearchService } from '@/lib/search/service';
import { siteConfig } from '@/site.config';

/** Loaded only with the search dialog or by preloadSearch(), never with the page. */
const algolia = algoliaConfigFrom(siteConfig.search);

let service: SearchService | null = null;

/** The page's one search service: Algolia when configured (falling back to local), the local index otherwise. */
export function getSearchService(): SearchService {
  service ??= createSearchService({
    loadHosted: algolia
      ? () => import('@/lib/search/algolia').then(({ createAlgoliaEngine }) => createAlgoliaEngine(algolia))
      : undefined,
  });
  return service;
}
