/** Everything that names the project or points outside this site lives here (languages: src/lib/i18n/index.ts). */
export const siteConfig = {
  name: 'Robyn',
  tagline: 'A fast, async Python web framework with a Rust runtime.',
  url: process.env.PUBLIC_SITE_URL || 'https://robyn.tech',
  repository: {
    owner: 'sparckles',
    name: 'Robyn',
    url: 'https://github.com/sparckles/Robyn',
    apiUrl: 'https://api.github.com/repos/sparckles/Robyn',
    releasesUrl: 'https://github.com/sparckles/Robyn/releases',
    issuesUrl: 'https://github.com/sparckles/Robyn/issues',
    contributingUrl: 'https://github.com/sparckles/Robyn/blob/main/CONTRIBUTING.md',
    /**
     * Where "Edit this page" points: the edit URL of the folder holding {lang}/{slug}.mdx. Robyn's documentation
     * sources use that layout in docs_src/src/pages/documentation; set PUBLIC_EDIT_BASE_URL where they live elsewhere.
     */
    editBaseUrl:
      process.env.PUBLIC_EDIT_BASE_URL ||
      'https://github.com/sparckles/Robyn/edit/main/docs_src/src/pages/documentation/',
  },
  /**
   * Assistants offered by a docs page's "Copy page" menu ("Open in …"). `{prompt}` in the URL is replaced by the
   * page's prompt (which names its Markdown URL), URL-encoded. Add or remove rows freely.
   */
  assistants: [
    { name: 'ChatGPT', url: 'https://chatgpt.com/?hints=search&q={prompt}' },
    { name: 'Claude', url: 'https://claude.ai/new?q={prompt}' },
  ],
  chatInviteUrl: 'https://discord.gg/rkERZ5eNU8',
  social: { label: '@Robyn_oss on X', handle: '@Robyn_oss', url: 'https://twitter.com/Robyn_oss' },
  search: {
    algoliaAppId: process.env.PUBLIC_ALGOLIA_APP_ID || '',
    algoliaSearchKey: process.env.PUBLIC_ALGOLIA_SEARCH_KEY || '',
    algoliaIndexName: process.env.PUBLIC_ALGOLIA_INDEX_NAME || '',
    /** Comma-separated host list, so tests can point the client at a local server. */
    algoliaHosts: process.env.PUBLIC_ALGOLIA_HOSTS || '',
  },
} as const;

export type SiteConfig = typeof siteConfig;
