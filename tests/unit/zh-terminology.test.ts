import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '@/lib/docs/source';
import { ZH_GLOSSARY, ZH_TERM_RULES } from '../zh/zh-glossary';
import {
  checkZhPage,
  findEnglishComments,
  findTermIssues,
  isEnglishProseComment,
  proseLines,
} from '../zh/zh-terminology';

const ZH_DIR = path.join(CONTENT_DIR, 'zh');
const ROOT = process.cwd();
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** Every string under `value` whose key is `key`, with its JSON path. */
function stringsAt(value: unknown, where: string, key?: string): { where: string; text: string }[] {
  if (typeof value === 'string') return key === undefined ? [{ where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsAt(item, `${where}[${i}]`, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) =>
      key === undefined || name !== key
        ? stringsAt(item, `${where}.${name}`, key)
        : typeof item === 'string'
          ? [{ where: `${where}.${name}`, text: item }]
          : [],
    );
  }
  return [];
}

/** The Chinese texts of the Python reference (content/reference/<module>.json), by file. */
const REFERENCE_FILES = fs
  .readdirSync(path.join(ROOT, 'content', 'reference'))
  .filter((file) => /^robyn(\.\w+)?\.json$/.test(file))
  .sort()
  .map((file) => `content/reference/${file}`);

/** Term issues of short texts (a dictionary entry, a reference description), one line of report each. */
function textIssues(texts: readonly { where: string; text: string }[]): string[] {
  return texts.flatMap(({ where, text }) =>
    findTermIssues(text).map((issue) => `${where} [${issue.rule}] ${issue.text} → ${issue.hint}`),
  );
}

/** Every .mdx file under content/docs/zh, whether or not navigation lists it yet. */
function zhPages(dir = ZH_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return zhPages(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    })
    .sort();
}

describe('zh glossary rules', () => {
  const list = (lines: string | readonly string[]) => (typeof lines === 'string' ? [lines] : lines);

  it.each(ZH_TERM_RULES.map((rule) => ({ id: rule.id, rule })))(
    '$id flags its bad examples and not its good ones',
    ({ rule }) => {
      for (const bad of list(rule.bad)) expect(findTermIssues(bad, [rule]), bad).toHaveLength(1);
      for (const good of list(rule.good)) expect(findTermIssues(good, [rule]), good).toHaveLength(0);
    },
  );

  it('covers every concept of the glossary, and only those', () => {
    const concepts = new Set(ZH_GLOSSARY.map((concept) => concept.en));
    expect(concepts.size, 'a concept listed twice').toBe(ZH_GLOSSARY.length);
    const enforced = new Set(ZH_TERM_RULES.flatMap((rule) => (rule.concept ? [rule.concept] : [])));
    expect(
      [...enforced].filter((concept) => !concepts.has(concept)),
      'rules naming no glossary row',
    ).toEqual([]);
    expect(
      [...concepts].filter((concept) => !enforced.has(concept)),
      'glossary rows without a rule',
    ).toEqual([]);
  });

  it('has unique rule ids', () => {
    const ids = ZH_TERM_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('applies the term rules to prose and code comments, never to code', () => {
    const subrouter = ZH_TERM_RULES.filter(
      (rule) => rule.id === 'subrouter' || rule.id === 'subrouter-latin',
    );
    const page = [
      '---',
      'title: "子路由"',
      'description: "用 SubRouter 拆分应用。"',
      '---',
      '',
      '用 `SubRouter("/tickets")` 创建子路由器，`子路由` 这样的内联代码不算。',
      '见[子路由器](/documentation/zh/example_app/subrouters#SubRouter)。',
      '',
      '```python title="子路由.py"',
      'from robyn import SubRouter  # 创建一个子路由',
      'router = SubRouter(__file__, prefix="/子路由")',
      '```',
      '',
      '```bash',
      'curl http://127.0.0.1:8080/子路由  # 请求子路由',
      '```',
      '',
      '```text',
      '子路由 SubRouter',
      '```',
      '',
      '## 嵌套子路由 [#nested-subrouters]',
    ].join('\n');
    expect(findTermIssues(page, subrouter).map((issue) => `${issue.line} ${issue.rule}`)).toEqual([
      '2 subrouter',
      '3 subrouter-latin',
      '9 subrouter',
      '10 subrouter',
      '15 subrouter',
      '22 subrouter',
    ]);
  });

  it('masks inline code, link targets and heading ids in the prose view', () => {
    const [line] = proseLines('见 `include_router` 和 [引入](/docs/zh/x#include) ## [#include-router]');
    expect(line?.text).not.toMatch(/include/);
    expect(line?.withCode).toContain('`include_router`');
  });

  it('tells English prose comments from directives and code', () => {
    expect(isEnglishProseComment(' One queue per open stream in this process.')).toBe(true);
    expect(isEnglishProseComment(' before the routes: each route keeps its handler')).toBe(true);
    expect(isEnglishProseComment(' 每个打开的流一个队列。')).toBe(false);
    expect(isEnglishProseComment(' type: ignore[attr-defined]')).toBe(false);
    expect(isEnglishProseComment(' noqa: E501')).toBe(false);
    expect(isEnglishProseComment(' -> 200')).toBe(false);
    expect(isEnglishProseComment(' https://robyn.tech/documentation')).toBe(false);
    expect(isEnglishProseComment(' {"status": "ok"}')).toBe(false);
    expect(isEnglishProseComment(' render_template(name)')).toBe(false);
  });

  it('finds comments in python and python-diff blocks only, outside strings', () => {
    const page = [
      '```python title="app.py"',
      'ORDERS = {"#": "not a comment"}  # keyed by id, as stored',
      '"""A docstring # with a hash in it."""',
      'x = 1  # 中文注释',
      '```',
      '',
      '```bash',
      '# Start the server in the background',
      '```',
      '',
      '```diff title="app.py"',
      '+app.exception(handle_error)  # before the routes, always',
      '```',
    ].join('\n');
    expect(findEnglishComments(page).map((issue) => issue.line)).toEqual([2, 12]);
  });
});

describe('zh pages follow the glossary', () => {
  const files = zhPages();

  it('finds the zh pages', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => ({ page: path.relative(process.cwd(), file), file })))(
    '$page uses the glossary terms and translated code comments',
    ({ page, file }) => {
      const issues = checkZhPage(fs.readFileSync(file, 'utf8'));
      const report = issues.map(
        (issue) => `${page}:${issue.line} [${issue.rule}] ${issue.text} → ${issue.hint}`,
      );
      expect(report, `glossary issues in ${page}`).toEqual([]);
    },
  );
});

describe('zh texts outside the pages follow the glossary', () => {
  it.each(REFERENCE_FILES)('%s: the zh descriptions', (file) => {
    expect(textIssues(stringsAt(readJson(file), file, 'zh'))).toEqual([]);
  });

  it('content/i18n/zh.json: the interface dictionary', () => {
    const file = 'content/i18n/zh.json';
    const texts = stringsAt(readJson(file), file);
    expect(texts.length).toBeGreaterThan(50);
    expect(textIssues(texts)).toEqual([]);
  });

  it('the search synonyms pair every ruled-out variant with a term the glossary allows', () => {
    // Synonyms hold the words readers type, variants included (头部, 鉴权): that is their purpose. A group
    // holding a variant must also hold an allowed Chinese term, or the variant finds nothing the pages say.
    const { groups } = readJson('src/lib/search/data/synonyms.json') as { groups: string[][] };
    const chinese = (term: string) => /[\u4e00-\u9fff]/.test(term);
    const orphans = groups.filter((group) => {
      const ruledOut = group.filter((term) => chinese(term) && findTermIssues(term).length > 0);
      return ruledOut.length > 0 && !group.some((term) => chinese(term) && findTermIssues(term).length === 0);
    });
    expect(orphans).toEqual([]);
  });

  it.each(REFERENCE_FILES)('%s: every zh description ends with its punctuation', (file) => {
    // Titles are headings, and a behaviour change is a clause the "Changed in …: …。" badge ends; every other zh
    // text (intro, summary, details, parameters, return value, exceptions) is one or more sentences.
    const data = readJson(file) as { title: unknown };
    const texts = stringsAt({ ...data, title: undefined }, file, 'zh');
    expect(texts.length).toBeGreaterThan(0);
    expect(
      texts
        .filter(({ where }) => !/\.behaviour\[\d+\]\.zh$/.test(where))
        .filter(({ text }) => !/[。！？]$/.test(text.trim()))
        .map(({ where, text }) => `${where}: ${text}`),
    ).toEqual([]);
  });
});
