import path from 'node:path';

/**
 * The content folder the build reads: content/ in the project, or the folder ROBYN_CONTENT_DIR names (a fixture
 * with its own languages, dictionaries and pages). The same variable points the `@content` import alias there
 * (astro.config.mjs, vitest.config.mts).
 */
export function contentRoot(): string {
  return path.resolve(process.env.ROBYN_CONTENT_DIR || path.join(process.cwd(), 'content'));
}
