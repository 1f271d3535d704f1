import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MdxContent, mdxBody } from '@/components/mdx/MdxContent';
import { compileMdx } from '@/lib/content/compile';
import { parseMdx } from '@/lib/content/docs';
import { Button, CodeGroup, Heading } from '@/components/mdx';

const render = (element: ReactElement) => renderToStaticMarkup(element);
const pre = (language: string, title?: string) =>
  h(
    'pre',
    { 'data-language': language, ...(title ? { 'data-title': title } : {}) },
    h('code', null, `${language} code`),
  );

describe('Heading', () => {
  it('links its text to its own anchor with a 6 rem scroll margin', () => {
    const html = render(h(Heading, { level: 2, id: 'setup' }, 'Set up'));
    expect(html).toContain('<h2 id="setup"');
    expect(html).toContain('scroll-margin-top:6rem');
    expect(html).toMatch(/<a href="#setup"[^>]*>Set up<\/a>/);
  });

  it('shows tag and label above, with an 8 rem scroll margin', () => {
    const html = render(
      h(Heading, { level: 3, id: 'create', 'data-tag': 'POST', 'data-label': '/tasks' }, 'Create'),
    );
    expect(html).toContain('scroll-margin-top:8rem');
    expect(html.indexOf('POST')).toBeLessThan(html.indexOf('<h3'));
    expect(html.indexOf('/tasks')).toBeLessThan(html.indexOf('<h3'));
  });

  it('never nests a link inside another', () => {
    const html = render(
      h(Heading, { level: 2, id: 'see' }, 'See ', h('a', { href: '/documentation/en/hosting' }, 'hosting')),
    );
    expect(html).not.toMatch(/<a[^>]*>[^<]*(<(?!\/a)[^>]*>[^<]*)*<a/);
    expect(html).toContain('href="#see"');
    expect(html).toContain('href="/documentation/en/hosting"');
  });
});

describe('CodeGroup', () => {
  it('labels language tabs and keeps data-language on <pre>', () => {
    const html = render(
      h(CodeGroup, { title: 'Client', children: [pre('javascript'), pre('typescript'), pre('go')] }),
    );
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual([
      'JavaScript',
      'TypeScript',
      'Go',
    ]);
    expect(html).toContain('data-language="typescript"');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/>Copy</g)).toHaveLength(3);
  });

  it('shows Code for a single block without a title, else its title', () => {
    expect(render(h(CodeGroup, { children: pre('python') }))).toContain('>Code<');
    expect(render(h(CodeGroup, { children: pre('python', 'app.py') }))).toContain('>app.py<');
  });
});

describe('Button', () => {
  it.each(['primary', 'secondary', 'filled', 'outline', 'text'] as const)(
    'renders the %s variant as a link or a button',
    (variant) => {
      expect(render(h(Button, { variant, href: '/documentation/en', children: 'Go' }))).toMatch(
        new RegExp(`<a[^>]*data-variant="${variant}"`),
      );
      expect(render(h(Button, { variant, children: 'Go' }))).toMatch(
        new RegExp(`<button[^>]*data-variant="${variant}"`),
      );
    },
  );
});

describe('authoring contract', () => {
  it('compiles headings, Note, Properties, CodeGroup, Row/Col and fences as writers use them', async () => {
    const source = [
      '## Overview [#overview]',
      '### Create a task [#create-task] [POST /tasks]',
      '<Note>Remember this.</Note>',
      '<Properties>\n  <Property name="id" type="int">\n    The task id.\n  </Property>\n</Properties>',
      '<CodeGroup title="A route">\n\n```python title="app.py"\nprint("hi")\n```\n\n```bash title="Request"\ncurl localhost\n```\n\n</CodeGroup>',
      '<Row>\n  <Col>\n\nLeft\n\n  </Col>\n  <Col sticky>\n\nRight\n\n  </Col>\n</Row>',
      '```python\nx = 1\n```',
    ].join('\n\n');
    const html = render(MdxContent({ Content: await mdxBody(await compileMdx(parseMdx(source))) }));
    expect(html).toContain('<h2 id="overview"');
    expect(html).toMatch(/<h3 id="create-task"[^>]*data-tag="POST"[^>]*data-label="\/tasks"/);
    expect(html).toContain('Remember this.');
    expect(html).toContain('<code>id</code>');
    expect(html).toContain('>int<');
    expect(html).toMatch(
      /<pre[^>]*data-language="python"[^>]*data-title="app.py"|<pre[^>]*data-title="app.py"[^>]*data-language="python"/,
    );
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['app.py', 'Request']);
    expect(html).toContain('xl:sticky');
    expect(html).toMatch(/>Code<\/div>/);
    // Highlighted tokens reach the page as Shiki wrote them; the markup prop itself never does.
    expect(html).toMatch(/<pre[^>]*><code><span class="line"><span class="k\d/);
    expect(html.replace(/<[^>]+>/g, '')).toContain('x = 1');
    expect(html).not.toContain('data-code-html');
  }, 30_000);

  it('highlights a `python partial` fence (a fragment the pyright check skips) like any python block', async () => {
    const source = [
      '```python partial title="app.py"\n@app.get("/x")\ndef x():\n    return 1\n```',
      '```python partial\n@app.get("/y")\n```',
    ].join('\n\n');
    const html = render(MdxContent({ Content: await mdxBody(await compileMdx(parseMdx(source))) }));
    const pres = [...html.matchAll(/<pre[^>]*>/g)].map((m) => m[0]);
    expect(pres).toHaveLength(2);
    expect(pres[0]).toMatch(/data-language="python"/);
    expect(pres[0]).toMatch(/data-title="app.py"/);
    expect(pres[1]).toMatch(/data-language="python"/);
    expect(pres[1]).not.toMatch(/data-title/);
    expect(html).not.toMatch(/partial/);
    expect(html).toMatch(/<pre[^>]*><code><span class="line"><span class="k\d/);
  }, 30_000);
});
