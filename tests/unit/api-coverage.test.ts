import { describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import type { InlineCode } from 'mdast';
import { getPage } from '@/lib/docs/source';
import type { Lang } from '@/lib/i18n';
import { AUTHORED_PAGES as ALL_PAGES } from '@/lib/navigation';
import { escapeRegExp } from '@/lib/regexp';

/*
 * Every public name of Robyn 0.88.0, every command-line flag and every ROBYN_* environment variable it reads
 * is explained on at least one documentation page, in each language. "Explained" means: written as inline code
 * (`ALLOW_CORS`, `--processes N`, `ROBYN_PORT=8000`) or in the `name` of a <Property> somewhere in the docs.
 * Code blocks do not count.
 *
 * The lists were read from Robyn's source, sparckles/Robyn at commit 1170748e211c2d51ac9278e126c82338bd08ff2a
 * (tag v0.88.0 plus three commits that change only CI, README links and the website). Update them when the
 * documented Robyn version changes.
 */

/** `__all__` at the end of robyn/__init__.py. */
const ROBYN_ALL = [
  'Robyn',
  'Request',
  'Response',
  'status_codes',
  'jsonify',
  'serve_file',
  'serve_html',
  'html',
  'StreamingResponse',
  'SSEResponse',
  'SSEMessage',
  'ALLOW_CORS',
  'SubRouter',
  'AuthenticationHandler',
  'Headers',
  'WebSocketConnector',
  'WebSocketAdapter',
  'WebSocketDisconnect',
  'JsonBody',
  'MCPApp',
  'TestClient',
  'RequestMethod',
  'RequestBody',
  'RequestURL',
  'Session',
  'SessionManager',
];

/** The parser.add_argument(...) flags of robyn/argument_parser.py (Config). */
const CLI_FLAGS = [
  '--processes',
  '--workers',
  '--dev',
  '--log-level',
  '--create',
  '--docs',
  '--open-browser',
  '--version',
  '--compile-rust-path',
  '--create-rust-file',
  '--disable-openapi',
  '--fast',
];

/**
 * `git grep 'ROBYN_' -- robyn src`: read in robyn/__init__.py (ROBYN_CLI, ROBYN_DEV_MODE, ROBYN_HOST, ROBYN_PORT,
 * ROBYN_CLIENT_TIMEOUT, ROBYN_KEEP_ALIVE_TIMEOUT, ROBYN_BROWSER_OPEN), robyn/cli.py (sets ROBYN_CLI, reads
 * ROBYN_DEV_MODE) and src/server.rs (ROBYN_MAX_PAYLOAD_SIZE).
 */
const ROBYN_ENV_VARS = [
  'ROBYN_HOST',
  'ROBYN_PORT',
  'ROBYN_DEV_MODE',
  'ROBYN_BROWSER_OPEN',
  'ROBYN_MAX_PAYLOAD_SIZE',
  'ROBYN_CLIENT_TIMEOUT',
  'ROBYN_KEEP_ALIVE_TIMEOUT',
  'ROBYN_CLI', // set by the `robyn` command for the app process it starts; read to skip loading robyn.env twice
];

/**
 * Known gaps: names no page explains yet, per language (none at present). The test fails when a listed name
 * becomes explained (remove it) or when a name outside the list is missing (explain it, or list it here with why).
 */
const KNOWN_GAPS: Record<Lang, string[]> = {
  en: [],
  zh: [],
};

const LANGS: Lang[] = ['en', 'zh'];

/** Inline code and <Property name="..."> values of every page of one language. */
function explainedTexts(lang: Lang): string[] {
  const texts: string[] = [];
  for (const page of ALL_PAGES) {
    const { tree } = getPage(lang, page.slug);
    visit(tree, (node) => {
      if (node.type === 'inlineCode') texts.push((node as InlineCode).value);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as {
          name?: string | null;
          attributes?: { type: string; name?: string; value?: unknown }[];
        };
        if (element.name !== 'Property') return;
        for (const attribute of element.attributes ?? []) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'name' &&
            typeof attribute.value === 'string'
          ) {
            texts.push(attribute.value);
          }
        }
      }
    });
  }
  return texts;
}

/**
 * `name` as a whole word: `--create` does not match `--create-rust-file`, `Session` not `SessionManager`, and
 * `html` not `text/html` or `index.html` (a `.` or `/` before the name only counts in `robyn.name`).
 */
const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\w./-]|robyn\\.)${escapeRegExp(name)}(?![\\w-])`).test(text);

const ALL_NAMES = [...ROBYN_ALL, ...CLI_FLAGS, ...ROBYN_ENV_VARS];

describe('API coverage', () => {
  it('the lists have no duplicates', () => {
    expect(new Set(ALL_NAMES).size).toBe(ALL_NAMES.length);
  });

  it.each(LANGS)(
    'every name in robyn.__all__, every CLI flag and every ROBYN_* variable is explained in %s',
    (lang) => {
      const texts = explainedTexts(lang);
      const missing = ALL_NAMES.filter((name) => !texts.some((text) => mentions(text, name)));
      const unexpected = missing.filter((name) => !KNOWN_GAPS[lang]!.includes(name));
      const nowExplained = KNOWN_GAPS[lang]!.filter((name) => !missing.includes(name));
      expect(unexpected, `${lang}: explain these on a page (inline code or a Property name)`).toEqual([]);
      expect(nowExplained, `${lang}: now explained, remove them from KNOWN_GAPS`).toEqual([]);
    },
    60_000,
  );
});
