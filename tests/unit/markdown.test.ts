import { dictionary } from '@/lib/i18n/dictionary';
import { describe, expect, it } from 'vitest';
import { parseDoc } from '@/lib/content/docs';
import {
  llmsFullTxt,
  llmsTxt,
  markdownSections,
  pageMarkdown,
  twinMarkdownSections,
} from '@/lib/docs/markdown';
import { twinSections } from '@/lib/docs/twin-sections';
import { llmsTxtHref, markdownHref, siteUrl } from '@/lib/docs/reader-paths';
import { getPage, getPages } from '@/lib/docs/source';
import { sectionHashes } from '@/lib/docs/translation';
import { ledgerFiles } from '@/lib/ledger/ledger';
import { LANGUAGE_CODES } from '@/lib/i18n';
import { ALL_PAGES, NAVIGATION } from '@/lib/navigation';

const SITE = siteUrl();

function render(body: string, href = '/documentation/en/example') {
  const { tree } = parseDoc(body);
  return pageMarkdown({ title: 'Example page', description: 'What the example is about.', tree, href });
}

/** Lines outside fenced code blocks, where JSX or ESM would be a conversion bug. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

describe('Markdown twin of a page', () => {
  it('starts with the title and the description', () => {
    expect(render('Some prose.')).toBe('# Example page\n\n> What the example is about.\n\nSome prose.\n');
  });

  it('turns a CodeGroup into its title followed by titled fences, dropping build-only fence flags', () => {
    const markdown = render(
      [
        '<CodeGroup title="A first app">',
        '',
        '```python title="app.py"',
        'from robyn import Robyn',
        '```',
        '',
        '```bash title="Run it"',
        'python app.py',
        '```',
        '',
        '</CodeGroup>',
        '',
        '```python partial',
        'app.start()',
        '```',
      ].join('\n'),
    );
    expect(markdown).toContain(
      '**A first app**\n\n```python title="app.py"\nfrom robyn import Robyn\n```\n\n```bash title="Run it"\npython app.py\n```\n\n```python\napp.start()\n```',
    );
  });

  it('turns a Note into a GitHub-style NOTE blockquote', () => {
    const markdown = render(
      '<Note>\n  Restart the server after **changing** it.\n\n  Second paragraph.\n</Note>',
    );
    expect(markdown).toContain(
      '> [!NOTE]\n> Restart the server after **changing** it.\n>\n> Second paragraph.',
    );
  });

  it('keeps each callout kind: a warning, a tip, a danger and a GitHub alert come back as their own alerts', () => {
    const markdown = render(
      [
        '<Note type="warning">\n  Port in use.\n</Note>',
        '<Note type="tip">\n  Use --dev.\n</Note>',
        '<Note type="danger">\n  Data is lost.\n</Note>',
        '> [!IMPORTANT]\n> Read this.',
      ].join('\n\n'),
    );
    expect(markdown).toContain('> [!WARNING]\n> Port in use.');
    expect(markdown).toContain('> [!TIP]\n> Use --dev.');
    expect(markdown).toContain('> [!CAUTION]\n> Data is lost.');
    expect(markdown).toContain('> [!IMPORTANT]\n> Read this.');
    expect(markdown).not.toContain('[!NOTE]');
  });

  it('turns Properties into a list of name, type and description', () => {
    const markdown = render(
      [
        '<Properties>',
        '  <Property name="origins" type="list[str] | str">',
        '    Allowed origins, such as `"http://localhost:5173"`.',
        '  </Property>',
        '  <Property name="app">',
        '    The application.',
        '  </Property>',
        '</Properties>',
      ].join('\n'),
    );
    expect(markdown).toContain(
      '- `origins` (`list[str] | str`): Allowed origins, such as `"http://localhost:5173"`.\n- `app`: The application.',
    );
  });

  it('keeps a heading tag and label as text, without the id suffix', () => {
    const markdown = render('## Create a task [#create-task] [POST /tasks]\n\n### Plain [#plain]');
    expect(markdown).toContain('## Create a task `POST /tasks`\n');
    expect(markdown).toContain('### Plain\n');
    expect(markdown).not.toContain('[#');
  });

  it('makes internal links absolute to the site and leaves external links alone', () => {
    const markdown = render(
      'See [CORS](/documentation/en/api_reference/cors#allow-cors), [below](#setup) and [PyPI](https://pypi.org/project/robyn/).',
    );
    expect(markdown).toContain(`[CORS](${SITE}/documentation/en/api_reference/cors#allow-cors)`);
    expect(markdown).toContain(`[below](${SITE}/documentation/en/example#setup)`);
    expect(markdown).toContain('[PyPI](https://pypi.org/project/robyn/)');
  });

  it('drops import and export lines, expressions and unknown JSX, keeping their text', () => {
    const markdown = render(
      [
        "import { Chart } from './chart'",
        'export const meta = { draft: true }',
        '',
        '{/* a comment for editors */}',
        '',
        '<Row>',
        '  <Col>',
        '    Text inside a column with <Badge>inline</Badge> JSX.',
        '  </Col>',
        '</Row>',
      ].join('\n'),
    );
    expect(markdown).not.toMatch(/^(import|export) /m);
    expect(markdown).not.toMatch(/<\/?[A-Z]/);
    expect(markdown).not.toContain('comment for editors');
    expect(markdown).toContain('Text inside a column with inline JSX.');
  });

  it.each(LANGUAGE_CODES)(
    'leaves no JSX, import or export line in any %s page',
    (lang) => {
      for (const page of getPages(lang)) {
        const prose = proseLines(pageMarkdown(page));
        const offending = prose.filter(
          (line) =>
            /^(import|export)\s/.test(line) || /<\/?[A-Z][A-Za-z]*[\s>/]/.test(line.replace(/`[^`]*`/g, '')),
        );
        expect(offending, page.file).toEqual([]);
        expect(prose[0], page.file).toBe(`# ${page.title}`);
      }
    },
    60_000,
  );
});

describe('llms.txt', () => {
  it.each(LANGUAGE_CODES)(
    '%s: title, summary, then a section per navigation group linking each .md twin',
    (lang) => {
      const pages = getPages(lang);
      const text = llmsTxt(lang, pages);
      const lines = text.split('\n');
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines[2]).toMatch(/^> \S/);
      for (const group of NAVIGATION) expect(text).toContain(`\n## ${dictionary(lang).groups[group.id]}\n`);
      const links = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\): (.+)$/gm)].map((match) => match.slice(1));
      const pageLinks = links.filter(([, url]) => url!.endsWith('.md'));
      expect(pageLinks.map(([, url]) => url)).toEqual(
        ALL_PAGES.map((page) => `${SITE}${markdownHref(lang, page.slug)}`),
      );
      for (const [index, [title, , description]] of pageLinks.entries()) {
        expect(title).toBe(pages[index]!.title);
        expect(description).toBe(pages[index]!.description);
      }
      expect(text).toContain(`](${SITE}${llmsTxtHref(lang, 'llms-full.txt')})`);
    },
  );

  it('llms-full.txt holds every page, in navigation order', () => {
    const pages = getPages('en');
    const full = llmsFullTxt(pages);
    const titles = proseLines(full).flatMap((line) => (line.startsWith('# ') ? [line.slice(2)] : []));
    expect(titles).toEqual(pages.map((page) => page.title));
    expect(full).toContain(`Source: ${SITE}/documentation/en/api_reference/cors\n`);
  });
});

describe('sections of a Markdown twin', () => {
  it.each(LANGUAGE_CODES)(
    '%s: the browser cuts every twin into the sections the build made',
    (lang) => {
      for (const page of getPages(lang)) {
        const sections = twinMarkdownSections(page);
        expect(sections.map((section) => section.markdown).join('\n')).toBe(pageMarkdown(page));
        expect(twinSections(pageMarkdown(page)), page.href).toEqual(
          sections.map((section) => section.markdown),
        );
      }
    },
    60_000,
  );

  it('ignores "## " lines inside code fences, and keys sections by their heading ids', () => {
    const markdown =
      '# T\n\n> d\n\n```md\n## not a heading\n```\n\n## One\n\nText.\n\n````\n```\n## inner\n````\n\n## Two\n';
    expect(twinSections(markdown)).toEqual([
      '# T\n\n> d\n\n```md\n## not a heading\n```\n',
      '## One\n\nText.\n\n````\n```\n## inner\n````\n',
      '## Two\n',
    ]);
    expect(markdownSections(getPages('en')[0]!).map((section) => section.id)[0]).toBe('_top');
  });
});

describe('sources in the twins', () => {
  // The first ledger with a claim whose section has sources (the ledgers come from the pages' reviews).
  const slug = ledgerFiles('content/ledger')
    .map((file) => file.slice('content/ledger/'.length, -'.yaml'.length))
    .find((candidate) => Object.keys(getPage('en', candidate).sources()).length > 0);

  it.runIf(slug)(
    'ends a section with its sources in both languages, and leaves the translation hashes alone',
    () => {
      for (const lang of LANGUAGE_CODES) {
        const page = getPage(lang, slug!);
        const sources = getPage('en', slug!).sources();
        const [id, links] = Object.entries(sources)[0]!;
        const twin = twinMarkdownSections(page).find((section) => section.id === id)!.markdown;
        const list = links.map((link) => `- [\`${link.label}\`](${link.href})`).join('\n');
        expect(
          twin.endsWith(`\n**${dictionary(lang).docs.sources}**\n\n${list}\n`),
          `${lang}/${slug}#${id}`,
        ).toBe(true);
        expect(links[0]!.href).toMatch(
          /^https:\/\/github\.com\/sparckles\/Robyn\/blob\/v\d+\.\d+\.\d+\/[^#]+#L\d+(-L\d+)?$/,
        );
        // What a translation's freshness is measured against has no sources.
        expect(markdownSections(page).some((section) => section.markdown.includes(links[0]!.href))).toBe(
          false,
        );
      }
      // The hashes are made from page.sections(), which is markdownSections: no sources in them.
      const english = getPage('en', slug!);
      expect(sectionHashes(english.sections())).toEqual(sectionHashes(markdownSections(english)));
    },
  );
});
