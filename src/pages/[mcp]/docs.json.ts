import type { APIRoute, GetStaticPaths } from 'astro';
import { mcpData } from '@/lib/mcp/data';
import { MCP_DIR } from '@/lib/mcp/rules';

/**
 * dist/_mcp/docs.json: the MCP server's data (src/lib/mcp/data.ts). A folder whose name starts with `_` is no
 * route in src/pages, so the folder is a parameter; the production server serves nothing under /_mcp/.
 */
export const getStaticPaths = (() => [{ params: { mcp: MCP_DIR } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () => Response.json(mcpData());
