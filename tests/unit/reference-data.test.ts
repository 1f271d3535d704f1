import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPage } from '@/lib/docs/source';
import type { ReferenceModule } from '@/lib/reference/pages';

/*
 * The Python reference layer's content source (issue 21): content/reference/<module>.json describe every public
 * name of our stubs in both languages, signatures.json holds each name's signature as the stubs write it, and
 * history.json the Robyn release that added it. The stubs themselves are checked against Robyn's source
 * (stubs-vs-source.test.ts); here the three files are checked against the stubs and each other, and the facts are
 * pinned by a snapshot.
 */

const ROOT = process.cwd();
const DIR = path.join(ROOT, 'content', 'reference');
const KINDS = new Set(['class', 'function', 'method', 'property', 'attribute', 'constant']);

type ModuleFile = ReferenceModule;

const json = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as T;
const modules = fs
  .readdirSync(DIR)
  .filter((file) => /^robyn(\.[\w]+)?\.json$/.test(file))
  .sort()
  .map((file) => json<ModuleFile>(file));
const signatures = json<Record<string, string[]>>('signatures.json');
const history = json<{
  documented: string;
  tags: string[];
  entries: Record<string, { added: string | null }>;
}>('history.json');
const entries = modules.flatMap((module) =>
  module.entries.map((entry) => ({ key: `${module.module}.${entry.name}`, entry })),
);
const version = (text: string) => text.split('.').map(Number);
const notAfter = (a: string, b: string) => {
  const [x, y] = [version(a), version(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  return true;
};

describe('reference data', () => {
  it('has signatures.json as the stubs write it (python3 scripts/reference-signatures.py)', () => {
    execFileSync('python3', [path.join(ROOT, 'scripts', 'reference-signatures.py'), '--check'], {
      stdio: 'pipe',
    });
  });

  it('describes every public name of the stubs once, and nothing else', () => {
    const keys = entries.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(signatures).sort());
  });

  it('gives every entry a kind, both languages and the parameters its signature has', () => {
    const problems: string[] = [];
    for (const module of modules) {
      if (!module.title.en.trim() || !module.title.zh.trim()) problems.push(`${module.module}: title`);
      if (!module.intro.en.trim() || !/[\u3400-\u9fff]/.test(module.intro.zh))
        problems.push(`${module.module}: intro`);
    }
    for (const { key, entry } of entries) {
      if (!KINDS.has(entry.kind)) problems.push(`${key}: kind ${entry.kind}`);
      const texts = [
        entry.summary,
        entry.details,
        entry.returns,
        ...(entry.params ?? []),
        ...(entry.raises ?? []),
      ];
      for (const text of texts)
        if (text && (!text.en.trim() || !text.zh.trim())) problems.push(`${key}: a text lacks a language`);
      const signature = signatures[key]!.join('\n');
      for (const param of entry.params ?? [])
        if (!new RegExp(`[(,\\s*]${param.name}\\b`).test(signature))
          problems.push(`${key}: parameter ${param.name} is not in ${signature}`);
      if (!/^(robyn|src)\/[\w/.]+:\d+$/.test(entry.source)) problems.push(`${key}: source ${entry.source}`);
    }
    expect(problems).toEqual([]);
  });

  it('knows the release that added every name, from Robyn’s tags, never after the documented one', () => {
    const problems: string[] = [];
    for (const { key } of entries) {
      const added = history.entries[key]?.added;
      if (!added) problems.push(`${key}: no release`);
      else if (!history.tags.includes(added) || !notAfter(added, history.documented))
        problems.push(`${key}: ${added}`);
    }
    expect(problems).toEqual([]);
  });

  it('pins the facts: every signature and the release that added it', () => {
    const facts = Object.fromEntries(
      entries.map(({ key }) => [key, { signature: signatures[key], added: history.entries[key]?.added }]),
    );
    expect(facts).toMatchSnapshot();
  });

  it('links an entry to the guide pages whose examples use it, members too', () => {
    const body = getPage('en', 'reference/robyn').body;
    const entry = body.slice(body.indexOf('## `ALLOW_CORS`'));
    const corsLine = entry.split('\n').find((line) => line.startsWith('Used in'));
    expect(corsLine, 'ALLOW_CORS is imported on the CORS page').toContain(
      '(/documentation/en/api_reference/cors)',
    );
    // request.query_params.get(...) on the request object page: a member, found through the types.
    const robynRobyn = getPage('en', 'reference/robyn-robyn').body;
    const get = robynRobyn.slice(robynRobyn.indexOf('### `QueryParams.get`'));
    expect(get.split('\n').find((line) => line.startsWith('Used in'))).toContain(
      '(/documentation/en/api_reference/request_object)',
    );
  });
});
