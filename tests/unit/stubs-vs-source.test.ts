import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Our pyright stubs (tests/python/stubs/robyn/*.pyi) name no function, method or parameter that Robyn's source
 * does not have. The source side is tests/python/robyn-signatures.json, written from Robyn's source by
 * scripts/robyn-signatures.py (regeneration command at the top of that script), so this test needs neither the
 * network nor a copy of Robyn.
 *
 * Stub module robyn/<name>.pyi is compared with robyn/<name>.py (robyn/__init__.pyi with robyn/__init__.py).
 * robyn/robyn.pyi, the Rust extension, is compared with Robyn's own robyn/robyn.pyi and with the #[pymethods] of
 * src/**.rs: a name found in either counts. A name a module imports from another robyn module is looked up there,
 * and methods along the class's bases. A stub parameter must
 * be a parameter of the source function (or one of its overloads), or a keyword its **kwargs hands on to another
 * function ("forwards" in the JSON). Properties and setters are attributes, not checked here. Names starting
 * with "_" (but not dunders) are stub-only helpers and are skipped.
 */

const ROOT = process.cwd();
const STUBS = path.join(ROOT, 'tests', 'python', 'stubs', 'robyn');
const SIGNATURES = path.join(ROOT, 'tests', 'python', 'robyn-signatures.json');

interface SourceClass {
  bases: string[];
  methods: Record<string, string[][]>;
  forwards?: Record<string, string[]>;
  generated?: string[];
}
interface SourceModule {
  functions: Record<string, string[][]>;
  classes: Record<string, SourceClass>;
  forwards?: Record<string, string[]>;
  /** Name → [module file, name there] for `from robyn.x import name`. */
  imports?: Record<string, [string, string]>;
}
interface Signatures {
  commit: string | null;
  modules: Record<string, SourceModule>;
}

export interface StubDef {
  /** Enclosing class, or null for a module-level function. */
  className: string | null;
  name: string;
  /** Parameter names without stars; the bare `*` and `/` markers are left out. */
  params: string[];
  decorators: string[];
  line: number;
}

/** Splits on the commas that are not inside brackets or string literals. */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      current += ch;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The `def`s of a .pyi file: module functions and the methods of top-level classes. */
export function parseStub(text: string): StubDef[] {
  const defs: StubDef[] = [];
  const lines = text.split('\n');
  let className: string | null = null;
  let decorators: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const indent = line.length - line.trimStart().length;
    if (indent === 0) {
      const cls = /^class\s+(\w+)/.exec(trimmed);
      if (cls) {
        className = cls[1] ?? null;
        decorators = [];
        continue;
      }
      if (!trimmed.startsWith('@') && !/^(async\s+)?def\s/.test(trimmed)) {
        className = null;
        continue;
      }
      if (/^(async\s+)?def\s/.test(trimmed)) className = null;
    }
    if (trimmed.startsWith('@')) {
      decorators.push(trimmed.slice(1).split('(')[0] ?? '');
      continue;
    }
    const def = /^(?:async\s+)?def\s+(\w+)\s*\(/.exec(trimmed);
    if (!def) {
      decorators = [];
      continue;
    }
    // Collect the parameter text up to the parenthesis that closes the one after the name.
    let rest = trimmed.slice(def[0].length);
    let depth = 1;
    let inner = '';
    let j = i;
    for (;;) {
      for (const ch of rest) {
        if ('([{'.includes(ch)) depth++;
        else if (')]}'.includes(ch)) depth--;
        if (depth === 0) break;
        inner += ch;
      }
      if (depth === 0) break;
      j++;
      if (j >= lines.length) throw new Error(`unclosed def ${def[1]} at line ${i + 1}`);
      inner += ' ';
      rest = (lines[j] ?? '').trim();
    }
    const params = splitTop(inner)
      .map((p) => (p.split('=')[0] ?? '').split(':')[0]?.trim().replace(/^\*+/, '') ?? '')
      .filter((p) => p && p !== '/');
    defs.push({
      className: indent === 0 ? null : className,
      name: def[1] ?? '',
      params,
      decorators,
      line: i + 1,
    });
    decorators = [];
    i = j;
  }
  return defs;
}

const isPrivate = (name: string) => name.startsWith('_') && !(name.startsWith('__') && name.endsWith('__'));
const bare = (param: string) => param.replace(/^\*+/, '');

/** Files of the source modules a stub file is compared with. */
function sourceFiles(stubFile: string, data: Signatures): string[] {
  const name = stubFile.replace(/\.pyi$/, '');
  if (name === 'robyn') {
    return Object.keys(data.modules).filter((file) => file === 'robyn/robyn.pyi' || file.startsWith('src/'));
  }
  const file = `robyn/${name}.py`;
  return data.modules[file] ? [file] : [];
}

/** The definitions of `name` reachable from these modules: their own, or the ones they import it from. */
function lookup<T>(
  data: Signatures,
  files: string[],
  name: string,
  pick: (source: SourceModule, name: string) => T | undefined,
  seen = new Set<string>(),
): { file: string; name: string; value: T }[] {
  const found: { file: string; name: string; value: T }[] = [];
  for (const file of files) {
    const key = `${file}:${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = data.modules[file];
    if (!source) continue;
    const value = pick(source, name);
    if (value !== undefined) found.push({ file, name, value });
    else if (source.imports?.[name]) {
      const [target, original] = source.imports[name];
      found.push(...lookup(data, [target], original, pick, seen));
    }
  }
  return found;
}

function addNames(into: Set<string>, signatures: string[][], forwards: string[] = []) {
  for (const signature of signatures)
    for (const p of signature) if (p !== '*' && p !== '/') into.add(bare(p));
  for (const p of forwards) into.add(p);
}

/** Accepted parameter names of a method, following the class's bases (null: no such method). */
function methodParams(
  data: Signatures,
  files: string[],
  className: string,
  method: string,
  seen = new Set<string>(),
): Set<string> | null {
  let found: Set<string> | null = null;
  for (const { file, value: cls } of lookup(data, files, className, (m, n) => m.classes[n])) {
    const key = `${file}:${className}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const signatures = cls.methods[method];
    if (signatures) addNames((found ??= new Set()), signatures, cls.forwards?.[method]);
    for (const base of cls.bases) {
      const inherited = methodParams(data, [file], base.split('.').pop() ?? base, method, seen);
      if (inherited) for (const p of inherited) (found ??= new Set()).add(p);
    }
  }
  return found;
}

function functionParams(data: Signatures, files: string[], name: string): Set<string> | null {
  let found: Set<string> | null = null;
  for (const { file, name: original, value } of lookup(data, files, name, (m, n) => m.functions[n])) {
    addNames((found ??= new Set()), value, data.modules[file]?.forwards?.[original]);
  }
  return found;
}

/** Every disagreement between one stub file and the source, as readable lines. */
export function compareStub(stubFile: string, text: string, data: Signatures): string[] {
  const files = sourceFiles(stubFile, data);
  const problems: string[] = [];
  if (files.length === 0) return [`${stubFile}: no source module robyn/${stubFile.replace(/\.pyi$/, '.py')}`];
  for (const def of parseStub(text)) {
    if (isPrivate(def.name) || (def.className && isPrivate(def.className))) continue;
    // A property or its setter is an attribute: `self` (and the value) are not parameters of the source.
    if (def.decorators.some((d) => d === 'property' || d.endsWith('.setter') || d.endsWith('.getter')))
      continue;
    const where = `${stubFile}:${def.line} ${def.className ? `${def.className}.` : ''}${def.name}`;
    if (def.className && lookup(data, files, def.className, (m, n) => m.classes[n]).length === 0) {
      problems.push(`${where}: class ${def.className} is not in the source`);
      continue;
    }
    const accepted = def.className
      ? methodParams(data, files, def.className, def.name)
      : functionParams(data, files, def.name);
    if (!accepted) {
      problems.push(`${where}: not in the source`);
      continue;
    }
    for (const param of def.params) {
      if (!accepted.has(param)) {
        problems.push(`${where}: parameter "${param}" is not in the source (${[...accepted].join(', ')})`);
      }
    }
  }
  return problems;
}

/**
 * The parameters of each source definition of a function or method (each overload, and for the Rust extension both
 * Robyn's robyn.pyi and the Rust code), by name: self, cls, stars and `_private` ones left out.
 */
function sourceSignatures(data: Signatures, files: string[], def: StubDef): Set<string>[] {
  const found = def.className
    ? lookup(data, files, def.className, (m, n) => m.classes[n]).flatMap(
        ({ value }) => value.methods[def.name] ?? [],
      )
    : lookup(data, files, def.name, (m, n) => m.functions[n]).flatMap(({ value }) => value);
  return found.map(
    (signature) =>
      new Set(
        signature
          .filter((p) => !p.startsWith('*') && p !== '/')
          .map(bare)
          .filter((name) => name !== 'self' && name !== 'cls' && !isPrivate(name)),
      ),
  );
}

/** Parameters the source has that the stub of a function or method leaves out (all overloads of a name together). */
export function missingParams(stubFile: string, text: string, data: Signatures): string[] {
  const files = sourceFiles(stubFile, data);
  const defs = parseStub(text).filter(
    (def) =>
      !isPrivate(def.name) &&
      !(def.className && isPrivate(def.className)) &&
      !def.decorators.some((d) => d === 'property' || d.endsWith('.setter') || d.endsWith('.getter')),
  );
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const def of defs) {
    const key = `${def.className ?? ''}.${def.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const stubParams = new Set(
      defs
        .filter((other) => other.className === def.className && other.name === def.name)
        .flatMap((other) => other.params),
    );
    const signatures = sourceSignatures(data, files, def);
    if (signatures.length === 0) continue;
    // Where the sources disagree (robyn.pyi and the Rust code), matching one of them is enough.
    const missing = signatures
      .map((source) => [...source].filter((name) => !stubParams.has(name)))
      .sort((x, y) => x.length - y.length)[0]!;
    if (missing.length)
      problems.push(
        `${stubFile}:${def.line} ${def.className ? `${def.className}.` : ''}${def.name}: lacks ${missing.join(', ')}`,
      );
  }
  return problems;
}

const data = JSON.parse(fs.readFileSync(SIGNATURES, 'utf8')) as Signatures;
const stubFiles = fs
  .readdirSync(STUBS)
  .filter((f) => f.endsWith('.pyi'))
  .sort();

describe('pyright stubs against Robyn source', () => {
  it('reads a signatures file generated from Robyn source', () => {
    expect(Object.keys(data.modules)).toContain('robyn/__init__.py');
    expect(Object.keys(data.modules)).toContain('robyn/robyn.pyi');
    expect(stubFiles.length).toBeGreaterThan(10);
  });

  it('parses parameter lists the way Python writes them', () => {
    const defs = parseStub(
      [
        'class A(B):',
        '    x: int',
        '    @property',
        '    def y(self) -> int: ...',
        '    def f(',
        '        self,',
        '        a: dict[str, int] = {"k,": 1},',
        '        *args: str,',
        '        b: int = 2,',
        '        **kw: object,',
        '    ) -> None: ...',
        'def g(p, /, q: tuple[int, int] = (1, 2), *, r) -> None: ...',
        'X: int',
      ].join('\n'),
    );
    expect(defs.map((d) => [d.className, d.name, d.params])).toEqual([
      ['A', 'y', ['self']],
      ['A', 'f', ['self', 'a', 'args', 'b', 'kw']],
      [null, 'g', ['p', 'q', 'r']],
    ]);
    expect(defs[0]?.decorators).toEqual(['property']);
  });

  it('reports a parameter the source does not have', () => {
    const stub = 'class BaseRobyn:\n    def serve_directory(self, route: str, directory: str) -> None: ...\n';
    expect(compareStub('__init__.pyi', stub, data)).toEqual([
      expect.stringContaining('parameter "directory" is not in the source'),
    ]);
  });

  it('reports a parameter of the source the stub leaves out', () => {
    const stub =
      'class BaseRobyn:\n    def serve_directory(self, route: str, directory_path: str) -> None: ...\n';
    expect(missingParams('__init__.pyi', stub, data)).toEqual([
      expect.stringMatching(/serve_directory: lacks index_file, show_files_listing$/),
    ]);
  });

  for (const file of stubFiles) {
    it(`${file} names only functions and parameters the source has`, () => {
      expect(compareStub(file, fs.readFileSync(path.join(STUBS, file), 'utf8'), data)).toEqual([]);
    });
    it(`${file} leaves out none of the parameters the source has`, () => {
      expect(missingParams(file, fs.readFileSync(path.join(STUBS, file), 'utf8'), data)).toEqual([]);
    });
  }
});
