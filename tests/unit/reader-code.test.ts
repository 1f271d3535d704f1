import { describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/content/compile';
import { copyText } from '@/lib/content/copy-text';
import { parseMdx } from '@/lib/content/docs';

/** The props MDX hands to the code block of each fence: class, data-language, code HTML, copy text. */
async function blocks(mdx: string) {
  const code = await compileMdx(parseMdx(mdx));
  return [...code.matchAll(/_jsx\(_components\.pre, (\{[\s\S]*?\n {6}\})\)/g)].map(([, props]) => {
    // The compiled props are an object literal of string values: read them as JSON.
    const json = props!
      .replace(/style: \{[\s\S]*?\},\n/, '')
      .replace(/^(\s+)(\w+):/gm, '$1"$2":')
      .replace(/,(\s*\})$/, '$1');
    return JSON.parse(json) as Record<string, string>;
  });
}

describe('copy text', () => {
  it('keeps the commands of a shell session, without prompts and output', () => {
    const lines = ['$ python app.py', '$ curl http://127.0.0.1:8080/books/7', '{"id":7}'];
    expect(copyText('console', lines)).toBe('python app.py\ncurl http://127.0.0.1:8080/books/7');
    expect(copyText('bash', ['$ pip install robyn', 'Successfully installed robyn'])).toBe(
      'pip install robyn',
    );
  });

  it('keeps the lines a trailing backslash continues', () => {
    expect(copyText('sh', ['$ curl -X POST \\', '  -d "{}" localhost', 'ok'])).toBe(
      'curl -X POST \\\n  -d "{}" localhost',
    );
  });

  it('copies a shell script without prompts as it is', () => {
    expect(copyText('bash', ['python -m venv .venv', '# {"id": 7}'])).toBe(
      'python -m venv .venv\n# {"id": 7}',
    );
  });

  it('strips Python REPL prompts and output in pycon and in python blocks that use them', () => {
    const lines = ['>>> def double(x):', '...     return 2 * x', '...', '>>> double(2)', '4'];
    expect(copyText('pycon', lines)).toBe('def double(x):\n    return 2 * x\n\ndouble(2)');
    expect(copyText('python', lines)).toBe('def double(x):\n    return 2 * x\n\ndouble(2)');
  });

  it('drops trailing spaces', () => {
    expect(copyText('python', ['x = 1  ', 'y = 2'])).toBe('x = 1\ny = 2');
  });

  it('leaves other languages alone', () => {
    expect(copyText('python', ['x = 1', '# $ not a prompt'])).toBe('x = 1\n# $ not a prompt');
    expect(copyText('text', ['$ 5', '>>> b'])).toBe('$ 5\n>>> b');
  });
});

describe('notation transformers', () => {
  it('marks highlighted, added, removed, focused, error and warning lines and removes the notation', async () => {
    const [python] = await blocks(
      [
        '```python title="app.py"',
        'a = 1  # [!code highlight]',
        'b = 2  # [!code ++]',
        'c = 3  # [!code --]',
        'd = 4  # [!code focus]',
        'e = 5  # [!code error]',
        'f = 6  # [!code warning]',
        'g = 7  # a comment that stays',
        '```',
      ].join('\n'),
    );
    const html = python!['data-code-html']!;
    const classes = [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]);
    expect(classes).toEqual([
      'line highlighted',
      'line diff add',
      'line diff remove',
      'line focused',
      'line highlighted error',
      'line highlighted warning',
      'line',
    ]);
    expect(html).not.toContain('[!code');
    expect(html).toContain('# a comment that stays');
    expect(python!.className).toMatch(/has-diff/);
    expect(python!.className).toMatch(/has-highlighted/);
    expect(python!.className).toMatch(/has-focused/);
    expect(python!['data-title']).toBe('app.py');
    // The removed line is not copied; the notation never was in the text.
    expect(python!['data-copy']).toBe('a = 1\nb = 2\nd = 4\ne = 5\nf = 6\ng = 7  # a comment that stays');
  });

  it('understands // comments too', async () => {
    const [ts] = await blocks('```typescript\nconst a = 1; // [!code highlight]\n```');
    expect(ts!['data-code-html']).toContain('class="line highlighted"');
    expect(ts!['data-code-html']).not.toContain('[!code');
    // The spaces before the removed comment are not copied either.
    expect(ts!['data-copy']).toBe('const a = 1;');
  });

  it('numbers lines when the fence asks for it', async () => {
    const [numbered, plain] = await blocks('```python showLineNumbers\nx = 1\n```\n\n```python\nx = 1\n```');
    expect(numbered!.className).toMatch(/\bline-numbers\b/);
    expect(plain!.className).not.toMatch(/line-numbers/);
  });

  it('gives console blocks the commands to copy, and nothing extra to blocks copied as shown', async () => {
    const [session, script] = await blocks(
      '```console title="Request"\n$ python app.py\n$ curl http://127.0.0.1:8080/\nhello\n```\n\n```bash\npip install robyn\n```',
    );
    expect(session!['data-language']).toBe('console');
    expect(session!['data-copy']).toBe('python app.py\ncurl http://127.0.0.1:8080/');
    expect(script!['data-copy']).toBeUndefined();
  });

  it('highlights pycon as Python and copies its input', async () => {
    const [repl] = await blocks('```pycon\n>>> 1 + 1\n2\n```');
    expect(repl!['data-copy']).toBe('1 + 1');
    // Numbers in github-dark-default's number colour: the Python grammar read the block, not plain text.
    expect(repl!['data-code-html']).toContain('<span class="k2"> 1</span>');
  });
});

describe('code token colours', () => {
  it('globals.css has the rules of every token class', async () => {
    const { tokenClassesCss } = await import('@/lib/content/code-colors');
    const css = (await import('node:fs')).readFileSync('src/styles/globals.css', 'utf8');
    expect(css).toContain(tokenClassesCss());
  });
});
