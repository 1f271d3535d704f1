'use client';

/**
 * Starts loading the search engine and index ahead of the first query (called when the search button is
 * hovered or focused). Filled in by the search work; a no-op until then.
 */
export function preloadSearch(): void {}
