/** Hosted search settings (siteConfig.search); kept apart from the client so checking them loads nothing. */
export interface AlgoliaConfig {
  appId: string;
  searchKey: string;
  indexName: string;
  /** Comma-separated hosts ('https://x-dsn.algolia.net,http://127.0.0.1:3313'); empty for Algolia's own. */
  hosts?: string;
}

export function algoliaConfigFrom(search: {
  algoliaAppId: string;
  algoliaSearchKey: string;
  algoliaIndexName: string;
  algoliaHosts: string;
}): AlgoliaConfig | null {
  const config = {
    appId: search.algoliaAppId,
    searchKey: search.algoliaSearchKey,
    indexName: search.algoliaIndexName,
    hosts: search.algoliaHosts,
  };
  return config.appId && config.searchKey && config.indexName ? config : null;
}
