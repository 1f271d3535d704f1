import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { MCP_BUNDLE_FILE } from '../lib/mcp/rules';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * After `astro build`: the MCP server (src/lib/mcp/entry.ts) bundled with everything it imports (the SDK, zod, the
 * search engine and its word lists) into dist/_mcp/server.mjs, which server/server.mjs loads for POST /mcp and
 * scripts/mcp.mjs runs over stdio. A host needs `dist/` and `server/` only, no node_modules.
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
      },
    },
  };
}
