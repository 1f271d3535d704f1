import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '@/lib/docs/source';
import { ZH_TERM_RULES } from '@/lib/content/zh-glossary';
import {
  checkZhPage,
  findEnglishComments,
  findTermIssues,
  isEnglishProseComment,
  proseLines,
} from '@/lib/content/zh-terminology';

const ZH_DIR = path.join(CONTENT_DIR, 'zh');

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
