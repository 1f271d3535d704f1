// The stdio MCP server over the documentation source instead of a build (scripts/mcp.mjs starts it through tsx
// when there is no build, or with --source): the files the server reads are made by the functions that make them
// in the build (src/lib/mcp/source-reader.ts).
import { runStdio } from '../src/lib/mcp/entry';
import { sourceReader } from '../src/lib/mcp/source-reader';

await runStdio({ read: sourceReader() });
