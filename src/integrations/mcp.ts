import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { WORKER_DIR } from '../../server/rules.mjs';
import { MCP_BUNDLE_FILE, MCP_WORKER_MODULE } from '../lib/mcp/rules';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * After `astro build`: the MCP server (src/lib/mcp/entry.ts) bundled with everything it imports (the SDK, zod, the
 * search engine and its word lists) into dist/_mcp/server.mjs, which server/server.mjs loads for POST /mcp and
 * scripts/mcp.mjs runs over stdio. A host needs `dist/` and `server/` only, no node_modules. And the same server
 * for Cloudflare's runtime (src/lib/mcp/worker.ts, web APIs only) into the worker's folder, dist/_worker.js/mcp.mjs,
 * which the worker the build writes (src/integrations/host-configs.ts, run before this) calls for POST /mcp.
 */
export function mcpBundle({ contentDir }: { contentDir: string }): AstroIntegration {
  return {
    name: 'robyn:mcp-bundle',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outfile = path.join(fileURLToPath(dir), MCP_BUNDLE_FILE);
        const result = await build({
          entryPoints: [path.join(SRC, 'lib/mcp/entry.ts')],
          outfile,
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          minify: true,
          legalComments: 'none',
          alias: { '@content': contentDir, '@': SRC.replace(/\/$/, '') },
          // Some of the SDK's dependencies are CommonJS and call require().
          banner: {
            js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
          },
          metafile: true,
          logLevel: 'warning',
        });
        const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
        logger.info(`MCP server: ${MCP_BUNDLE_FILE}, ${Math.round(bytes / 1024)} KB.`);

        const workerFile = path.join(fileURLToPath(dir), WORKER_DIR, MCP_WORKER_MODULE);
        const worker = await build({
          entryPoints: [path.join(SRC, 'lib/mcp/worker.ts')],
          outfile: workerFile,
          bundle: true,
          // No Node API: a module that needs one fails the build here rather than in the worker.
          platform: 'browser',
          conditions: ['workerd', 'worker', 'browser'],
          format: 'esm',
          target: 'es2022',
          minify: true,
          legalComments: 'none',
          alias: { '@content': contentDir, '@': SRC.replace(/\/$/, '') },
          metafile: true,
          logLevel: 'warning',
        });
        const workerBytes = Object.values(worker.metafile.outputs).reduce(
          (sum, output) => sum + output.bytes,
          0,
        );
        logger.info(
          `MCP server for the Cloudflare worker: ${WORKER_DIR}/${MCP_WORKER_MODULE}, ${Math.round(workerBytes / 1024)} KB.`,
        );
      },
    },
  };
}
