/**
 * Identifier search: a query that is one name of Robyn's Python API (`configure_sessions`, `QueryParams.get`,
 * `TestClient`, `robyn.testing`) finds that name's entry in the Python reference, even with one letter wrong.
 * The local index ships the reference as a table of names (src/lib/search/wire.ts), not as searchable text.
 *
 * The rules, in order:
 * - The query is one dotted name (`app.configure_sessions`, `robyn.testing.TestClient`; backticks, a leading `@` and
 *   a trailing `()` are ignored). Anything else (two words, a sentence) is not an identifier query.
 * - It is compared whole, then without its leading parts, one at a time (`robyn.testing.TestClient`, then
 *   `testing.TestClient`, then `TestClient`); the first form that matches decides, so a qualifier with a typo
 *   still counts (`BaseRobny.openapi` is `BaseRobyn.openapi`, not the class `OpenAPI`).
 * - A form matches an entry's full name (`QueryParams.get`), a module's name (`robyn.testing`), or a member's own
 *   name when that name looks like an identifier (`configure_sessions`, `mimeType`: with `_`, a digit or inner
 *   capitals). Full names win over members' own names. A plain word (`get`, `body`, `Request`) must be the full
 *   name: `get` alone names eight methods and finds none of them.
 * - Names that look like identifiers match in any case (`testclient`); a plain word only as written (`Request`
 *   is the class; `request`, the word, is left to the text search), and so do module names.
 * - Each form matches exactly first. Failing that, with one letter wrong, missing, extra, or two neighbours
 *   swapped, for names of five letters or more (`configure_sesions`, `TestClinet`); not when the form is itself
 *   a word of the documentation (`sessions` is not a typo of `Session`).
 * - A form that matches two entries or more is ambiguous: nothing is matched.
 * - A name that looks like an identifier, written with words of a CJK language around it (`configure_sesions
 *   怎么用`: the name, then how to use it), is read as that name: the words ask about it. Other words (Latin ones,
 *   which may be names too) make the query a question for the text search.
 */
import type { SearchRecord } from './types';

/** One name of the reference: an entry's heading, or a module's page. */
export interface IdentifierEntry {
  /** As the reference writes it: `QueryParams.get`, `TestClient`; for a module's page, the module, `robyn.testing`. */
  name: string;
  /** The heading record the hit shows (the entry's anchor, its module page and group). */
  record: SearchRecord;
}

export interface IdentifierMatch {
  entry: IdentifierEntry;
  /** The name that matched, as the reference writes it (`configure_sessions` for `app.configure_sesions`). */
  name: string;
  typo: boolean;
  /** The query's words around the name (`怎么用`), or '' when the query is the name alone. */
  rest: string;
}

/** The shortest name, in letters and digits, that a typo may still find. */
export const MIN_TYPO_LENGTH = 5;

const NAME = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

/** `configure_sessions`, `QueryParams.get`, `TestClient`, `HTTPException`, `HTTP_200_OK`: not a plain word. */
export function looksLikeIdentifier(name: string): boolean {
  return /[._\d]/.test(name) || /[a-z][A-Z]|[A-Z]{2}[a-z]/.test(name);
}

const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z0-9]/.test(char);

/**
 * Whether two names are at most one edit apart: a letter replaced by another letter, a character inserted or
 * removed, or two neighbouring characters swapped (the optimal string alignment distance is 0 or 1, with `_` and
 * `.` never replaced by a letter: `token_etter` lacks the g of `token_getter`, it is not `tokengetter`).
 * Linear time.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (a.length === b.length) {
    const rest = (from: number) => a.slice(from) === b.slice(from);
    const replaced = isLetter(a[start]) && isLetter(b[start]) && rest(start + 1);
    return replaced || (a[start] === b[start + 1] && a[start + 1] === b[start] && rest(start + 2));
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

const letterCount = (name: string) => [...name].filter(isLetter).length;

/** What a query stands for once the characters a reader copies around a name are taken off. */
function bareName(text: string): string | null {
  const name = text
    .trim()
    .replace(/^`+|`+$/g, '')
    .replace(/^@/, '')
    .replace(/\(\)?$/, '');
  return NAME.test(name) ? name : null;
}

/** CJK text (with its punctuation and spaces): what may surround a name in a question about it. */
const CJK_AROUND = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\s\p{P}]*$/u;
/** A run of what a name is written with (`@app.get()`); punctuation of either script is not. */
const NAME_RUN = /[\w.`@()]+/g;

/**
 * The name a query stands for, and the words around it: the whole query as one name, or one name that looks
 * like an identifier with only CJK words around it (`configure_sesions 怎么用`).
 */
function queryName(query: string): { name: string; rest: string } | null {
  const whole = bareName(query);
  if (whole) return { name: whole, rest: '' };
  const runs = query.match(NAME_RUN) ?? [];
  if (runs.length !== 1) return null;
  // Question marks and other punctuation typed after the name are not part of it.
  const run = runs[0]!.replace(/\.+$/, '');
  const name = bareName(run);
  if (!name || !looksLikeIdentifier(name)) return null;
  const at = query.indexOf(run);
  const rest = `${query.slice(0, at)} ${query.slice(at + run.length)}`;
  return CJK_AROUND.test(rest) ? { name, rest: rest.replace(/\s+/g, ' ').trim() } : null;
}

interface Key {
  /** The name as the reference writes it. */
  name: string;
  /** As written, for plain words and module names; lowercased for the rest. */
  text: string;
  caseSensitive: boolean;
  letters: number;
  entry: IdentifierEntry;
}

const keyOf = (name: string, entry: IdentifierEntry, caseSensitive: boolean): Key => ({
  name,
  text: caseSensitive ? name : name.toLowerCase(),
  caseSensitive,
  letters: letterCount(name),
  entry,
});

/** The last part of a dotted name: `get` of `QueryParams.get`. */
const ownName = (name: string) => name.slice(name.lastIndexOf('.') + 1);

export class IdentifierIndex {
  /** Full names and module names. */
  private readonly full: Key[] = [];
  /** Members' own names that look like identifiers. */
  private readonly members: Key[] = [];
  /** The names a heading may name an entry by: its full name, and its own name when no other entry has it. */
  private readonly namesInHeadings = new Map<IdentifierEntry, string[]>();

  constructor(entries: IdentifierEntry[]) {
    const memberCount = new Map<string, number>();
    for (const entry of entries) {
      const isModule = entry.record.type === 'lvl1';
      // The root module's name is the product's: `robyn` is a word to search for, not a page to jump to.
      if (isModule && !entry.name.includes('.')) continue;
      this.full.push(keyOf(entry.name, entry, isModule || !looksLikeIdentifier(entry.name)));
      this.namesInHeadings.set(entry, [entry.name]);
      if (isModule || !entry.name.includes('.')) continue;
      const own = ownName(entry.name);
      if (!looksLikeIdentifier(own)) continue;
      this.members.push(keyOf(own, entry, false));
      memberCount.set(own.toLowerCase(), (memberCount.get(own.toLowerCase()) ?? 0) + 1);
    }
    const fullNames = new Set(this.full.map((key) => key.name.toLowerCase()));
    for (const key of this.members)
      if (memberCount.get(key.text) === 1 && !fullNames.has(key.text))
        this.namesInHeadings.get(key.entry)!.push(key.name);
  }

  /**
   * The entry a query names, if it names exactly one. `isWord` tells whether a (lowercased) form is a word of
   * the documentation: such a form is never read as a typo.
   */
  match(query: string, isWord: (form: string) => boolean = () => false): IdentifierMatch | null {
    const asked = queryName(query);
    if (!asked) return null;
    const { name, rest } = asked;
    const parts = name.split('.');
    for (let i = 0; i < parts.length; i++) {
      const form = parts.slice(i).join('.');
      for (const keys of [this.full, this.members]) {
        const found = this.find(keys, form, (key, text) => key.text === text);
        if (found !== undefined) return found && { ...found, typo: false, rest };
      }
      if (isWord(form.toLowerCase())) continue;
      const found = this.find(
        [...this.full, ...this.members],
        form,
        (key, text) => key.letters >= MIN_TYPO_LENGTH && withinOneEdit(key.text, text),
      );
      if (found !== undefined) return found && { ...found, typo: true, rest };
    }
    return null;
  }

  /** Whether a heading of the guides names the entry: it writes its name (a plain word: it is the name). */
  headingNames(heading: string, entry: IdentifierEntry): boolean {
    const names = this.namesInHeadings.get(entry) ?? [entry.name];
    if (!looksLikeIdentifier(entry.name)) return heading.trim() === entry.name;
    const tokens = heading.split(/[^\w.]+/).map((token) => token.replace(/^\.+|\.+$/g, ''));
    return tokens.some((token) => names.some((name) => token === name || token.endsWith(`.${name}`)));
  }

  /**
   * The one entry whose key matches the form; null when several entries do (ambiguous: stop looking);
   * undefined when none does.
   */
  private find(
    keys: Key[],
    form: string,
    matches: (key: Key, text: string) => boolean,
  ): Omit<IdentifierMatch, 'typo' | 'rest'> | null | undefined {
    const lower = form.toLowerCase();
    const hits = keys.filter((key) => matches(key, key.caseSensitive ? form : lower));
    const entries = new Set(hits.map((key) => key.entry));
    if (entries.size === 0) return undefined;
    if (entries.size > 1) return null;
    const key = hits[0]!;
    return { entry: key.entry, name: key.name };
  }
}
