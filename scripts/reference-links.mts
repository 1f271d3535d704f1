/**
 * Writes content/reference/code-links.json: for every Python block of every documentation page, each name that
 * pyright resolves to Robyn's API (our stubs, tests/python/stubs/robyn) and the reference entry it links to.
 *
 * The blocks are laid out as scripts/check-python-examples.mjs lays them out for the type check (so imports between
 * blocks resolve the same way), fragments (`python partial`) included. Then pyright's own language server is asked,
 * for each identifier Python's tokenizer finds (scripts/python-names.py), where it is defined
 * (textDocument/definition): a name defined in the stubs links to that definition's entry (a parameter to its
 * function, `Class.__init__` to the class, a module to its page). A name defined in the example itself (a variable, a
 * parameter) is asked its type (textDocument/typeDefinition): `app = Robyn(__file__)` makes `app` link to Robyn,
 * `request: Request` makes `request` link to Request. So `request.query_params.get` links its three names to
 * Request, Request.query_params and QueryParams.get, as an editor with pyright would.
 *
 * A name pyright places in the stubs that has no reference entry is unresolved: the script lists them and exits 1
 * (and tests/unit/reference-links.test.ts fails), so an example never shows a Robyn name without its link.
 *
 * Asking pyright takes minutes, so the file also records a hash of everything its answer depends on (every Python
 * block with its page, the stubs, the reference entries, this script, pyright's version): the unit test compares that
 * hash, which takes a second, and fails when an example, a stub or an entry changed since the file was written.
 *
 *   npx tsx scripts/reference-links.mts            write the file (minutes)
 *   npx tsx scripts/reference-links.mts --check    exit 1 when the file's inputs changed or a name is unresolved
 *   npx tsx scripts/reference-links.mts --verify   ask pyright again and exit 1 when the answer differs
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGE_CODES } from '../src/lib/i18n';
import { AUTHORED_PAGES } from '../src/lib/navigation';
import { codeBlockKey, codeLinksFile, type CodeLink, type CodeLinks } from '../src/lib/reference/code-links';
import { referenceTarget } from '../src/lib/reference/pages';
import { preparePythonProject, readPage, STUBS_DIR } from './check-python-examples.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGSERVER = path.join(ROOT, 'node_modules', 'pyright', 'langserver.index.js');

interface Position {
  line: number;
  character: number;
}
interface Location {
  uri: string;
  range: { start: Position; end: Position };
}
interface LocationLink {
  targetUri: string;
  targetSelectionRange: { start: Position; end: Position };
}
type Definition = Location | Location[] | LocationLink[] | null;

interface StubDefinition {
  key: string;
  line: number;
  col: number;
  end: number;
}

export interface UnresolvedName {
  file: string;
  block: number;
  line: number;
  column: number;
  name: string;
  /** What pyright points at: the stub definition's key, which has no reference entry. */
  key: string;
}

/** A minimal JSON-RPC client of pyright's language server over stdio. */
class LanguageServer {
  private readonly process;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  constructor(cwd: string) {
    this.process = spawn(process.execPath, [LANGSERVER, '--stdio'], {
      cwd,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.process.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  private send(message: object) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.process.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.process.stdin.write(body);
  }

  private receive(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(
        /Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1],
      );
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(
        this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'),
      );
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      if (message.id !== undefined && message.method) {
        // A request of the server (configuration, progress, capability registration): settings come from
        // pyrightconfig.json, so every answer is empty.
        const result =
          message.method === 'workspace/configuration' ? message.params.items.map(() => null) : null;
        this.send({ id: message.id, result });
      } else if (message.id !== undefined) {
        this.pending.get(message.id)?.(message.result ?? null);
        this.pending.delete(message.id);
      }
    }
  }

  request<T>(method: string, params: object): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (result: unknown) => void);
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: object) {
    this.send({ method, params });
  }

  async close() {
    await this.request('shutdown', {});
    this.notify('exit', {});
  }
}

function firstLocation(definition: Definition): { file: string; line: number; col: number } | null {
  const first = Array.isArray(definition) ? definition[0] : definition;
  if (!first) return null;
  const uri = 'targetUri' in first ? first.targetUri : first.uri;
  const start = 'targetUri' in first ? first.targetSelectionRange.start : first.range.start;
  return { file: fileURLToPath(uri), line: start.line, col: start.character };
}

/**
 * Helper types of the stubs that stand for what Robyn returns without naming it: their names link to the entry that
 * explains them. `@app.websocket(...)` returns the handler itself with `on_connect` and `on_close` attached.
 */
const STUB_HELPERS: Record<string, string> = { 'robyn._WebSocketHandler': 'robyn.BaseRobyn.websocket' };

/** The reference key of a place in the stubs: the definition named there, or the function whose parameter it is. */
function stubKey(
  index: Record<string, StubDefinition[]>,
  place: { file: string; line: number; col: number },
) {
  const definitions = index[place.file];
  if (!definitions) return null;
  const exact = definitions.find((d) => d.line === place.line && d.col === place.col);
  const enclosing = definitions
    .filter((d) => d.line <= place.line && place.line <= d.end)
    .sort((a, b) => b.line - a.line)[0];
  const key = (exact ?? enclosing)?.key.replace(/\.__init__$/, '');
  const helper = Object.keys(STUB_HELPERS).find((name) => key === name || key?.startsWith(`${name}.`));
  return helper ? STUB_HELPERS[helper]! : (key ?? null);
}

interface Job {
  key: string;
  file: string;
  page: { file: string };
  block: { index: number; line: number; code: string };
}

type Page = ReturnType<typeof readPage>;

/** Every documentation page of every language that has a file, with its Python blocks, in navigation order. */
export function documentationPages(): Page[] {
  return LANGUAGE_CODES.flatMap((lang) =>
    AUTHORED_PAGES.filter((page) =>
      fs.existsSync(path.join(ROOT, 'content', 'docs', lang, `${page.slug || 'index'}.mdx`)),
    ).map((page) => readPage(lang, page.slug)),
  );
}

/** A hash of everything pyright's answer depends on (see the top of this file). */
export function codeLinksInputs(pages: Page[] = documentationPages()): string {
  const hash = createHash('sha256');
  const add = (label: string, value: string) => hash.update(`${label}\u0000${value}\u0000`);
  for (const page of pages)
    for (const block of page.blocks)
      add(`${page.lang}/${page.slug}#${block.index}`, `${block.meta}\n${block.code}`);
  const stubs = path.resolve(STUBS_DIR);
  for (const file of fs.readdirSync(stubs, { recursive: true, encoding: 'utf8' }).sort())
    if (file.endsWith('.pyi')) add(file, fs.readFileSync(path.join(stubs, file), 'utf8'));
  const referenceDir = path.dirname(codeLinksFile());
  for (const file of fs.readdirSync(referenceDir).sort())
    if (/^robyn(\.\w+)*\.json$/.test(file)) {
      const data = JSON.parse(fs.readFileSync(path.join(referenceDir, file), 'utf8')) as {
        entries: { name: string }[];
      };
      add(file, data.entries.map((entry) => entry.name).join('\n'));
    }
  for (const file of [
    'scripts/reference-links.mts',
    'scripts/python-names.py',
    'scripts/check-python-examples.mjs',
  ])
    add(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  add(
    'pyright',
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'pyright', 'package.json'), 'utf8')).version,
  );
  return hash.digest('hex').slice(0, 32);
}

/** Reads every Python block of the pages (all by default) and returns the links and the names left unresolved. */
export async function computeCodeLinks(
  pages: Page[] = documentationPages(),
): Promise<{ links: CodeLinks; unresolved: UnresolvedName[] }> {
  const stubs = path.resolve(STUBS_DIR);
  const { dir, fileMap } = preparePythonProject(pages, { partial: true });
  try {
    // One job per distinct code: the same example on two pages reads the same.
    const jobs = new Map<string, Job>();
    for (const [file, { page, block }] of fileMap as Map<string, Pick<Job, 'page' | 'block'>>) {
      const key = codeBlockKey(block.code);
      if (!jobs.has(key)) jobs.set(key, { key, file: fs.realpathSync(file), page, block });
    }

    const helper = spawnSync('python3', [path.join(ROOT, 'scripts', 'python-names.py')], {
      input: JSON.stringify({
        stubs,
        blocks: Object.fromEntries([...jobs.values()].map((job) => [job.key, job.block.code])),
      }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (helper.status !== 0) throw new Error(`python-names.py failed:\n${helper.stderr}`);
    const { names, stubs: index } = JSON.parse(helper.stdout) as {
      /** [line, column, name] and, for a keyword argument, [line, column] of the name of what is called. */
      names: Record<string, Array<[number, number, string, [number, number]?]>>;
      stubs: Record<string, StubDefinition[]>;
    };
    const realIndex = Object.fromEntries(
      Object.entries(index).map(([file, definitions]) => [fs.realpathSync(file), definitions]),
    );
    const inStubs = (file: string) => file.startsWith(`${fs.realpathSync(stubs)}${path.sep}`);

    const projectDir = `${fs.realpathSync(dir)}${path.sep}`;
    const server = new LanguageServer(dir);
    const rootUri = pathToFileURL(dir).href;
    await server.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'examples' }],
      capabilities: {
        workspace: { configuration: true },
        textDocument: { definition: {}, typeDefinition: {} },
      },
    });
    server.notify('initialized', {});

    const limit = Number(process.env.LINKS_LIMIT ?? Infinity);
    // One block at a time (with every block open at once, the server checks them all before it answers), each
    // block's questions at once.
    const results = [];
    for (const job of [...jobs.values()].slice(0, limit)) {
      results.push(
        await (async () => {
          const uri = pathToFileURL(job.file).href;
          server.notify('textDocument/didOpen', {
            textDocument: { uri, languageId: 'python', version: 1, text: fs.readFileSync(job.file, 'utf8') },
          });
          const found = await Promise.all(
            (names[job.key] ?? []).map(async ([line, character, name, callee]) => {
              const at = { textDocument: { uri }, position: { line, character } };
              let place = firstLocation(await server.request<Definition>('textDocument/definition', at));
              if (callee) {
                // A keyword argument names a parameter: it links to the function it is passed to (where pyright
                // finds the parameter, or, when it finds none, as for an overloaded constructor like Response's,
                // the callee itself), never to the type of the value passed.
                if (!place || !inStubs(place.file)) {
                  const [calleeLine, calleeCharacter] = callee;
                  const calleeAt = {
                    textDocument: { uri },
                    position: { line: calleeLine, character: calleeCharacter },
                  };
                  place = firstLocation(
                    await server.request<Definition>('textDocument/definition', calleeAt),
                  );
                }
                if (!place || !inStubs(place.file)) return null;
                return { line, character, name, key: stubKey(realIndex, place) ?? '?' };
              }
              // A name the example defines (a variable, a parameter) links to its type; one defined elsewhere (the
              // standard library, a third-party placeholder) does not link.
              if (!place || place.file.startsWith(projectDir))
                place = firstLocation(await server.request<Definition>('textDocument/typeDefinition', at));
              if (!place || !inStubs(place.file)) return null;
              return { line, character, name, key: stubKey(realIndex, place) ?? '?' };
            }),
          );
          server.notify('textDocument/didClose', { textDocument: { uri } });
          return { job, found };
        })(),
      );
    }
    const blocks: Record<string, CodeLink[]> = {};
    const unresolved: UnresolvedName[] = [];
    for (const { job, found } of results) {
      const links: CodeLink[] = [];
      for (const name of found) {
        if (!name) continue;
        if (referenceTarget(name.key)) links.push([name.line, name.character, name.name.length, name.key]);
        else
          unresolved.push({
            file: job.page.file,
            block: job.block.index,
            line: job.block.line + name.line,
            column: name.character + 1,
            name: name.name,
            key: name.key,
          });
      }
      if (links.length) blocks[job.key] = links;
    }
    await server.close();
    const sorted = Object.fromEntries(Object.entries(blocks).sort(([a], [b]) => a.localeCompare(b)));
    return {
      links: {
        about:
          'The Robyn names of the Python examples and the reference entry each links to, by block (a hash of its code): [line, column, length, key]. Written by `npx tsx scripts/reference-links.mts` from what pyright says of each name; do not edit.',
        inputs: codeLinksInputs(pages),
        unresolved: unresolved.map(formatUnresolved),
        blocks: sorted,
      },
      unresolved,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const formatUnresolved = (name: UnresolvedName) =>
  `${name.file}:${name.line}:${name.column} (python block ${name.block}): ${name.name} -> ${name.key}`;

/** The file's text: one block per line, so a change to an example shows as a change of its lines. */
export function formatCodeLinks(links: CodeLinks): string {
  const blocks = Object.entries(links.blocks).map(
    ([key, list]) => `    ${JSON.stringify(key)}: ${JSON.stringify(list)}`,
  );
  return [
    '{',
    `  "about": ${JSON.stringify(links.about)},`,
    `  "inputs": ${JSON.stringify(links.inputs)},`,
    `  "unresolved": ${JSON.stringify(links.unresolved)},`,
    '  "blocks": {',
    blocks.join(',\n'),
    '  }',
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const current = fs.existsSync(codeLinksFile()) ? fs.readFileSync(codeLinksFile(), 'utf8') : '';
  if (process.argv.includes('--check')) {
    const stored = current ? (JSON.parse(current) as CodeLinks) : undefined;
    const fresh = stored?.inputs === codeLinksInputs();
    for (const line of stored?.unresolved ?? []) console.log(line);
    if (!fresh)
      console.log(
        'content/reference/code-links.json is out of date: run npx tsx scripts/reference-links.mts',
      );
    process.exit(fresh && stored?.unresolved.length === 0 ? 0 : 1);
  }
  const { links, unresolved } = await computeCodeLinks();
  for (const name of unresolved) console.log(formatUnresolved(name));
  const text = formatCodeLinks(links);
  const count = Object.values(links.blocks).reduce((sum, list) => sum + list.length, 0);
  console.log(
    `${count} names linked in ${Object.keys(links.blocks).length} blocks, ${unresolved.length} unresolved; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (process.argv.includes('--verify')) {
    if (current !== text)
      console.log('content/reference/code-links.json differs from what pyright says today');
    process.exit(current === text && unresolved.length === 0 ? 0 : 1);
  }
  fs.writeFileSync(codeLinksFile(), text);
  process.exit(unresolved.length === 0 ? 0 : 1);
}
