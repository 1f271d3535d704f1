#!/usr/bin/env node
// `npm run build`: `astro build` with telemetry off. Astro writes the static site to dist/ (DIST_DIR overrides),
// and its static-output integration (src/integrations/static-output.ts) finishes it: the 404 screens, the script
// hashes of every page and dist/_server.json for the server. `npm start`, `npm run bench -- --build` and the
// hosted-search browser tests build through this script.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
  cwd: root,
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
