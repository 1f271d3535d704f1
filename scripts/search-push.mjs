#!/usr/bin/env node
// `npm run search:push`: builds the search records of every language from the content (the same records the
// site's local index is made of) and uploads them to the Algolia index, replacing what was there, then sets the
// index settings (query languages, the language facet, ranking, highlight tags) and the synonym list.
//
//   PUBLIC_ALGOLIA_APP_ID       Algolia application
//   PUBLIC_ALGOLIA_INDEX_NAME   index to fill
//   ALGOLIA_ADMIN_KEY                a key with write rights; only this script reads it, never the site
//   PUBLIC_ALGOLIA_HOSTS        optional comma-separated hosts (e.g. a local test server)
//   --dry-run                        build and count the records, print the settings, upload nothing
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const dryRun = process.argv.includes('--dry-run');

const load = (file) => tsImport(path.join(root, file), import.meta.url);
const { buildSearchRecords } = await load('src/lib/search/build.ts');
const { ALGOLIA_INDEX_SETTINGS, ALGOLIA_SYNONYMS } = await load('src/lib/search/algolia-settings.ts');
const { SUPPORTED_LANGUAGES } = await load('src/lib/constants.ts');

const records = SUPPORTED_LANGUAGES.flatMap((lang) => {
  const list = buildSearchRecords(lang);
  console.log(`${lang}: ${list.length} records`);
  return list;
});

if (dryRun) {
  console.log(
    JSON.stringify(
      { records: records.length, settings: ALGOLIA_INDEX_SETTINGS, synonyms: ALGOLIA_SYNONYMS.length },
      null,
      2,
    ),
  );
  process.exit(0);
}

const appId = process.env.PUBLIC_ALGOLIA_APP_ID;
const indexName = process.env.PUBLIC_ALGOLIA_INDEX_NAME;
const adminKey = process.env.ALGOLIA_ADMIN_KEY;
const missing = Object.entries({
  PUBLIC_ALGOLIA_APP_ID: appId,
  PUBLIC_ALGOLIA_INDEX_NAME: indexName,
  ALGOLIA_ADMIN_KEY: adminKey,
})
  .filter(([, value]) => !value)
  .map(([key]) => key);
if (missing.length) {
  console.error(`search:push needs ${missing.join(', ')} (or --dry-run).`);
  process.exit(1);
}

const hosts = (process.env.PUBLIC_ALGOLIA_HOSTS || '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean)
  .map((host) => {
    const match = /^(https?):\/\/(.+?)\/?$/i.exec(host);
    return match ? { protocol: match[1].toLowerCase(), url: match[2] } : { url: host };
  });

const { default: algoliasearch } = await import('algoliasearch');
const client = algoliasearch(appId, adminKey, hosts.length ? { hosts } : undefined);
const index = client.initIndex(indexName);

try {
  // Builds a temporary index and swaps it in, so searches never see a half-filled index.
  await index.replaceAllObjects(records, { safe: true });
  await index.setSettings(ALGOLIA_INDEX_SETTINGS).wait();
  await index.replaceAllSynonyms(ALGOLIA_SYNONYMS).wait();
  console.log(
    `Uploaded ${records.length} records to ${indexName} and set its settings and ${ALGOLIA_SYNONYMS.length} synonym groups.`,
  );
} catch (error) {
  console.error(
    `search:push failed: ${error.message ?? error}${error.status ? ` (HTTP ${error.status})` : ''}`,
  );
  process.exit(1);
}
