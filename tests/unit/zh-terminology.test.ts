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
  it.each(ZH_TERM_RULES.map((rule) => ({ id: rule.id, rule })))(
    '$id flags its bad example and not its good one',
    ({ rule }) => {
      expect(findTermIssues(rule.bad, [rule]), rule.bad).toHaveLength(1);
      expect(findTermIssues(rule.good, [rule]), rule.good).toHaveLength(0);
    },
  );

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
