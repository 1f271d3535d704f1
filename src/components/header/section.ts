/** The site section a page belongs to; the header and menus mark its link as current. */
export type Section = 'home' | 'documentation' | 'releases' | 'community' | null;
