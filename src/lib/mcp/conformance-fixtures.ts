import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

/*
 * The two fixture resources the official conformance suite reads (@modelcontextprotocol/conformance:
 * resources-read-text and resources-templates-read ask for these exact URIs and contents). They exist only when
 * the server is started for that run: scripts/mcp-conformance.mjs sets MCP_CONFORMANCE_FIXTURES=1, which the
 * bundle's entry reads (src/lib/mcp/entry.ts). A production server never lists a test:// resource
 * (tests/unit/mcp.test.ts).
 */

/** The environment variable that turns the fixtures on, and its value. */
export const CONFORMANCE_FIXTURES_ENV = 'MCP_CONFORMANCE_FIXTURES';

export function registerConformanceFixtures(server: McpServer): void {
  server.registerResource(
    'conformance-static-text',
    'test://static-text',
    { title: 'Conformance fixture', mimeType: 'text/plain' },
    (uri) => ({
      contents: [
        { uri: uri.href, mimeType: 'text/plain', text: 'This is the content of the static text resource.' },
      ],
    }),
  );
  server.registerResource(
    'conformance-template',
    new ResourceTemplate('test://template/{id}/data', { list: undefined }),
    { title: 'Conformance fixture template', mimeType: 'application/json' },
    (uri, { id }) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'application/json',
          text: JSON.stringify({ id: String(id), templateTest: true, data: `Data for ID: ${String(id)}` }),
        },
      ],
    }),
  );
}
