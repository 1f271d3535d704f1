import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { SEARCH_HITS_PER_PAGE } from '../constants';
import { docsHref } from '../i18n';
import { entryLens } from '../version-lens';
import type { McpReferenceEntry } from './data-types';
import { MAX_SEARCH_RESULTS, MAX_TEXT_CHARS } from './rules';
import { registerConformanceFixtures } from './conformance-fixtures';
import { DocsError, type DocsStore, type PageSection } from './store';

/*
 * The MCP server: four tools and the docs as resources, over one DocsStore (src/lib/mcp/store.ts). A new server
 * per connection is cheap (the store is shared); the HTTP transport makes one per request (stateless).
 */

/** The resource URI scheme: robyn-docs://{lang}/{+path} (a page's slug, `index` for the introduction). */
export const RESOURCE_SCHEME = 'robyn-docs';
const INTRODUCTION = 'index';

export const pageResourceUri = (lang: string, slug: string) =>
  `${RESOURCE_SCHEME}://${lang}/${slug || INTRODUCTION}`;
export const llmsResourceUri = (lang: string) => `${RESOURCE_SCHEME}://${lang}/llms.txt`;

type ToolResult = {
  content: Array<{ type: 'text'; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

/** A text answer cut at MAX_TEXT_CHARS, saying so. */
function bounded(text: string, hint: string): string {
  if (text.length <= MAX_TEXT_CHARS) return text;
  return `${text.slice(0, MAX_TEXT_CHARS)}\n\n[Cut at ${MAX_TEXT_CHARS} characters: ${hint}]`;
}

/** A tool's answer; a DocsError (the client's input) becomes a tool error whose text says what to do. */
async function answer(run: () => ToolResult | Promise<ToolResult>): Promise<ToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DocsError)
      return { content: [{ type: 'text', text: error.message }], isError: true };
    throw error;
  }
}

const sectionShape = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string().optional().describe('For a translation: current, stale or unrecorded.'),
  markdown: z.string(),
  englishOriginal: z
    .boolean()
    .optional()
    .describe('True when the translation of this section is stale and `markdown` is the English original.'),
  translation: z.string().optional().describe('The stale translation, when englishOriginal is true.'),
});

const entryShape = z.object({
  name: z.string().describe('Qualified name: robyn.robyn.QueryParams.get'),
  kind: z.string(),
  signatures: z.array(z.string()),
  summary: z.string(),
  details: z.string().optional(),
  parameters: z.array(z.object({ name: z.string(), description: z.string() })),
  returns: z.string().optional(),
  raises: z.array(z.object({ type: z.string(), description: z.string() })),
  addedIn: z.string().nullable(),
  changedIn: z.array(
    z.object({ version: z.string(), paramsAdded: z.array(z.string()), paramsRemoved: z.array(z.string()) }),
  ),
  url: z.string(),
  sourceUrl: z.string(),
  usedIn: z.array(z.object({ url: z.string(), page: z.string(), section: z.string() })),
});

const versionShape = z.object({
  version: z.string(),
  exists: z.boolean(),
  changedSince: z.array(
    z.object({ version: z.string(), paramsAdded: z.array(z.string()), paramsRemoved: z.array(z.string()) }),
  ),
  summary: z.string(),
});

export interface McpServerOptions {
  version?: string;
  /** Adds the conformance suite's two fixture resources (src/lib/mcp/conformance-fixtures.ts): its run only. */
  conformanceFixtures?: boolean;
}

export function createMcpServer(
  store: DocsStore,
  { version = '0.0.0', conformanceFixtures = false }: McpServerOptions = {},
): McpServer {
  const { data, site } = store;
  const languages = data.languages as [string, ...string[]];
  const lang = z
    .enum(languages)
    .optional()
    .describe(`Language of the answer: ${languages.join(' or ')} (default ${data.defaultLang}).`);

  const server = new McpServer(
    { name: 'robyn-docs', title: 'Robyn documentation', version },
    {
      instructions: `The documentation of Robyn ${data.documented} (a Python web framework with a Rust runtime), from ${site}, in ${languages.join(' and ')}. Use search_docs to find sections, read_page to read one as Markdown, lookup_api for a Python API name (and whether it exists in a given Robyn release), api_changes for what changed between two releases. Cite the URLs the tools return.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Robyn docs',
      description: `Search the Robyn documentation (guides and Python reference) the way the site's search does: words, questions, API names (a one-letter typo is forgiven). Returns ranked sections with title, breadcrumb, URL and a short excerpt; read one with read_page (pass its url). At most ${MAX_SEARCH_RESULTS} results.`,
      inputSchema: {
        query: z.string().describe('Words or an API name, such as "cors preflight" or "QueryParams.get".'),
        lang,
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_SEARCH_RESULTS)
          .optional()
          .describe(`How many results (default ${SEARCH_HITS_PER_PAGE}).`),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            breadcrumb: z.string(),
            url: z.string(),
            excerpt: z.string(),
            contentLang: z.string().optional(),
            apiName: z.string().optional(),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, lang: language, limit }) =>
      answer(() => {
        const results = store.search(query, language, limit ?? SEARCH_HITS_PER_PAGE);
        const text = results.length
          ? results
              .map(
                (r, i) =>
                  `${i + 1}. ${r.breadcrumb}\n   ${r.url}${r.apiName ? ` (lookup_api: ${r.apiName})` : ''}${r.excerpt ? `\n   ${r.excerpt}` : ''}`,
              )
              .join('\n')
          : `No section matches "${query}". Try other words, or fewer.`;
        return { content: [{ type: 'text', text }], structuredContent: { results } };
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a Robyn docs page',
      description:
        'Read a documentation page, or one section of it, as Markdown. `page` is a URL from search_docs, a path (/documentation/en/api_reference/cors) or a slug (api_reference/cors); a #anchor or `section` (a heading id, the same in every language) picks one section. Where a Chinese section is older than its English source, the English original is given, marked englishOriginal.',
      inputSchema: {
        page: z.string().describe('URL, path or slug of the page, optionally with #section.'),
        lang: lang.describe(
          'Language of the page when `page` is a slug, or to switch a URL to the other language.',
        ),
        section: z
          .string()
          .optional()
          .describe('A heading id of the page (see the `sections` of a whole-page answer).'),
      },
      outputSchema: {
        url: z.string(),
        markdownUrl: z.string(),
        lang: z.string(),
        contentLang: z.string(),
        title: z.string(),
        description: z.string(),
        group: z.string(),
        sections: z.array(sectionShape),
        truncated: z.boolean(),
        remainingSections: z
          .array(z.string())
          .describe('Sections left out to keep the answer short: read each with `section`.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ page, lang: language, section }) =>
      answer(async () => {
        const result = await store.readPage(page, language, section);
        const kept: PageSection[] = [];
        let size = 0;
        for (const part of result.sections) {
          const cost = part.markdown.length + (part.translation?.length ?? 0);
          if (kept.length && size + cost > MAX_TEXT_CHARS) break;
          kept.push(part);
          size += cost;
        }
        const remaining = result.sections.slice(kept.length).map((part) => part.id);
        const notes = kept
          .filter((part) => part.englishOriginal)
          .map(
            (part) =>
              `The ${result.lang} translation of section "${part.id}" is older than its English source: the English original is given.`,
          );
        const text = bounded(
          [
            `Source: ${result.url}${section ? `#${section}` : ''} (Markdown: ${result.markdownUrl})`,
            ...notes,
            ...(remaining.length
              ? [`Sections left out (read each with section): ${remaining.join(', ')}`]
              : []),
            '',
            kept.map((part) => part.markdown).join('\n'),
          ].join('\n'),
          'read the page section by section with `section`.',
        );
        return {
          content: [{ type: 'text', text }],
          structuredContent: {
            ...result,
            sections: kept,
            truncated: remaining.length > 0,
            remainingSections: remaining,
          },
        };
      }),
  );

  const describeEntry = (entry: McpReferenceEntry, language: string) => {
    const text = entry.text[language] ?? entry.text[data.defaultLang]!;
    return {
      name: entry.key,
      kind: entry.kind,
      signatures: entry.signatures,
      summary: text.summary,
      ...(text.details ? { details: text.details } : {}),
      parameters: text.params,
      ...(text.returns ? { returns: text.returns } : {}),
      raises: text.raises,
      addedIn: entry.added,
      changedIn: entry.changes,
      url: `${site}${docsHref(language, entry.slug)}#${entry.anchor}`,
      sourceUrl: entry.sourceUrl,
      usedIn: (entry.usedIn[language] ?? []).map((use) => ({
        url: `${site}${use.href}`,
        page: use.page,
        section: use.section,
      })),
    };
  };

  server.registerTool(
    'lookup_api',
    {
      title: 'Look up a Robyn Python API name',
      description: `Look up a name of Robyn's Python API: exact (Robyn.get), qualified (robyn.robyn.QueryParams.get) or with a one-letter typo. Returns its signature, description, parameters, the release that added it and those that changed it, its reference URL, source link and the guide sections that use it. Give \`version\` (the reader's Robyn release, such as 0.70.0) to learn whether the name exists there and what changed since. The docs describe Robyn ${data.documented}.`,
      inputSchema: {
        name: z.string().describe('The API name, such as Robyn.add_route, Request or configure_sessions.'),
        version: z.string().optional().describe('The Robyn release the reader uses, such as 0.70.0.'),
        lang,
      },
      outputSchema: {
        entry: entryShape.optional(),
        typoOf: z.string().optional().describe('Set when the name was read as a typo of this one.'),
        candidates: z.array(z.object({ name: z.string(), kind: z.string(), summary: z.string() })).optional(),
        version: versionShape.optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, version: mineValue, lang: language = data.defaultLang }) =>
      answer(() => {
        const mine = mineValue === undefined ? undefined : store.version(mineValue);
        const found = store.lookup(name, language);
        if ('candidates' in found) {
          const candidates = found.candidates.slice(0, 20).map((entry) => ({
            name: entry.key,
            kind: entry.kind,
            summary: (entry.text[language] ?? entry.text[data.defaultLang]!).summary,
          }));
          if (!candidates.length)
            return {
              content: [
                {
                  type: 'text',
                  text: `Robyn's documented Python API has no name "${name}". Use search_docs with the words of what it does.`,
                },
              ],
              isError: true,
            };
          const text = `"${name}" names several entries; ask again with one of:\n${candidates.map((c) => `- ${c.name} (${c.kind}): ${c.summary}`).join('\n')}`;
          return { content: [{ type: 'text', text }], structuredContent: { candidates } };
        }
        const entry = describeEntry(found.entry, language);
        let version: z.infer<typeof versionShape> | undefined;
        if (mine) {
          const lens = entryLens(
            found.entry.added ?? undefined,
            found.entry.changes.map((c) => c.version),
            mine,
          );
          const changedSince = found.entry.changes.filter(
            (c) => lens.kind === 'changed' && lens.versions.includes(c.version),
          );
          const exists = lens.kind !== 'new' && found.entry.added !== null;
          const summary = !exists
            ? `${entry.name} does not exist in Robyn ${mine}: it was added in ${found.entry.added}.`
            : changedSince.length
              ? `${entry.name} exists in Robyn ${mine}, but its parameters changed after it in ${changedSince.map((c) => c.version).join(', ')}.`
              : `${entry.name} exists in Robyn ${mine}, with the parameters documented here.`;
          version = { version: mine, exists, changedSince, summary };
        }
        const lines = [
          `${entry.name} (${entry.kind})${found.typo ? ` — read "${name}" as ${entry.name}` : ''}`,
          ...(version ? [version.summary] : []),
          ...entry.signatures.map((s) => `\n\`\`\`python\n${s}\n\`\`\``),
          '',
          entry.summary,
          ...(entry.details ? ['', entry.details] : []),
          ...(entry.parameters.length
            ? ['', 'Parameters:', ...entry.parameters.map((p) => `- ${p.name}: ${p.description}`)]
            : []),
          ...(entry.returns ? ['', `Returns: ${entry.returns}`] : []),
          ...(entry.raises.length
            ? ['', 'Raises:', ...entry.raises.map((r) => `- ${r.type}: ${r.description}`)]
            : []),
          '',
          `Added in: ${entry.addedIn ?? 'unknown'}`,
          ...entry.changedIn.map(
            (c) =>
              `Changed in ${c.version}: ${[c.paramsAdded.length ? `added ${c.paramsAdded.join(', ')}` : '', c.paramsRemoved.length ? `removed ${c.paramsRemoved.join(', ')}` : ''].filter(Boolean).join('; ')}`,
          ),
          `Reference: ${entry.url}`,
          `Source: ${entry.sourceUrl}`,
          ...(entry.usedIn.length
            ? ['Used in:', ...entry.usedIn.map((u) => `- ${u.page} › ${u.section}: ${u.url}`)]
            : []),
        ];
        return {
          content: [
            {
              type: 'text',
              text: bounded(lines.join('\n'), 'read the entry with read_page at its reference URL.'),
            },
          ],
          structuredContent: {
            entry,
            ...(found.typo ? { typoOf: entry.name } : {}),
            ...(version ? { version } : {}),
          },
        };
      }),
  );

  server.registerTool(
    'api_changes',
    {
      title: "What changed in Robyn's Python API between two releases",
      description: `The names of Robyn's Python API added, and those whose parameters changed, after release \`from\` up to release \`to\` (default ${data.documented}, the documented release), from the release history. Use it to tell a reader on an older Robyn what the docs describe that their release lacks.`,
      inputSchema: {
        from: z.string().describe('The older release, such as 0.60.0.'),
        to: z.string().optional().describe(`The newer release (default ${data.documented}).`),
      },
      outputSchema: {
        from: z.string(),
        to: z.string(),
        added: z.array(z.object({ name: z.string(), version: z.string() })),
        changed: z.array(
          z.object({
            name: z.string(),
            version: z.string(),
            paramsAdded: z.array(z.string()),
            paramsRemoved: z.array(z.string()),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ from, to }) =>
      answer(() => {
        const result = store.changes(from, to ?? data.documented);
        const text = [
          `Robyn ${result.from} → ${result.to}: ${result.added.length} names added, ${result.changed.length} parameter changes.`,
          ...(result.added.length
            ? ['', 'Added:', ...result.added.map((a) => `- ${a.name} (${a.version})`)]
            : []),
          ...(result.changed.length
            ? [
                '',
                'Changed:',
                ...result.changed.map(
                  (c) =>
                    `- ${c.name} (${c.version}): ${[c.paramsAdded.length ? `added ${c.paramsAdded.join(', ')}` : '', c.paramsRemoved.length ? `removed ${c.paramsRemoved.join(', ')}` : ''].filter(Boolean).join('; ')}`,
                ),
              ]
            : []),
        ].join('\n');
        return {
          content: [{ type: 'text', text: bounded(text, 'ask for a shorter range of releases.') }],
          structuredContent: result,
        };
      }),
  );

  for (const language of languages) {
    server.registerResource(
      `llms-${language}`,
      llmsResourceUri(language),
      {
        title: `llms.txt (${language})`,
        description: `The list of every documentation page in ${language}, with its Markdown URL and description (llmstxt.org).`,
        mimeType: 'text/plain',
      },
      async (uri) => ({
        contents: [{ uri: uri.href, mimeType: 'text/plain', text: (await store.llmsTxt(language)).text }],
      }),
    );
  }

  server.registerResource(
    'page',
    new ResourceTemplate(`${RESOURCE_SCHEME}://{lang}/{+path}`, {
      list: () => ({
        resources: store.pages.map((page) => ({
          uri: pageResourceUri(page.lang, page.slug),
          name: `${page.lang}/${page.slug || INTRODUCTION}`,
          title: page.title,
          description: page.description,
          mimeType: 'text/markdown',
        })),
      }),
      complete: {
        lang: () => [...languages],
        path: (value) =>
          store.pages
            .filter((page) => page.lang === data.defaultLang)
            .map((page) => page.slug || INTRODUCTION)
            .filter((slug) => slug.startsWith(value))
            .slice(0, 100),
      },
    }),
    {
      title: 'A documentation page as Markdown',
      description: `${RESOURCE_SCHEME}://{lang}/{path}: a page's Markdown twin (path: its slug, such as api_reference/cors; ${INTRODUCTION} for the introduction), with the English original in place of stale translated sections.`,
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      const language = String(variables.lang);
      const path = String(variables.path);
      try {
        const page = await store.readPage(path, language);
        return {
          contents: [
            {
              uri: uri.href,
              mimeType: 'text/markdown',
              text: page.sections.map((s) => s.markdown).join('\n'),
            },
          ],
        };
      } catch (error) {
        if (error instanceof DocsError) throw new DocsError(`${uri.href}: ${error.message}`);
        throw error;
      }
    },
  );

  if (conformanceFixtures) registerConformanceFixtures(server);
  return server;
}
