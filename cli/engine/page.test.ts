import { describe, expect, it } from 'vitest';
import { loadPage } from './page.ts';

const load = (text: string, mdx = true) => loadPage(text, { mdx, gfm: 'always' });

describe('loadPage', () => {
  it('gives headings the ids the site renders: github-slugger suffixes, custom ids, JSX and HTML ids', async () => {
    const page = await load('---\ntitle: T\n---\n\n## Set up\n\n## Set up\n\n## Set `up`!\n\n### Webhooks {#signature}\n\n<Tabs id="tabs" />\n\n```md\n## Not a heading {#no}\n```\n');
    expect(page.headings.map(({ id, text }) => [id, text])).toEqual([
      ['set-up', 'Set up'],
      ['set-up-1', 'Set up'],
      ['set-up-2', 'Set up!'],
      ['signature', 'Webhooks'],
    ]);
    expect(page.anchors).toEqual(['set-up', 'set-up-1', 'set-up-2', 'signature', 'tabs']);
    expect(page.fences).toEqual([]);
    expect((await load('---\ntitle: T\n---\n\n<a name="old"></a><span id="x">', false)).anchors).toEqual(['old', 'x']);
  });

  it('reads links of every kind with the position of their URL', async () => {
    const page = await load('---\ntitle: T\n---\n\n[a](/docs/a "t") ![i](./i.png) [r][ref] <Card to={"/docs/c"} src="/img/x.svg" />\n\n[ref]: /docs/ref\n');
    expect(page.links.map(({ url, kind, range }) => [url, kind, range.line, range.column])).toEqual([
      ['/docs/a', 'link', 5, 5],
      ['./i.png', 'image', 5, 23],
      ['/docs/c', 'jsx', 5, 52],
      ['/img/x.svg', 'jsx', 5, 67],
      ['/docs/ref', 'definition', 7, 8],
    ]);
  });

  it('maps every line of a fence to the file, for fences indented in lists and quotes', async () => {
    const page = await load('---\ntitle: T\n---\n\n> - item\n>\n>   ```json sample="v2 schema Payment"\n>   {\n>     "a": 1\n>   }\n>   ```\n');
    expect(page.fences[0]).toMatchObject({ value: '{\n  "a": 1\n}', line: 7, metaColumn: 13, lineStarts: [[8, 5], [9, 5], [10, 5]] });
  });

  it('turns syntax and front matter errors into findings at their position', async () => {
    const page = await load('---\ntitle: T\nsidebar_label: 3\nslug: a b\n---\n\n<div>\n');
    expect(page.findings.map(({ ruleId, line, column }) => [ruleId, line, column])).toEqual([
      ['frontmatter/invalid', 3, 16],
      ['frontmatter/invalid', 4, 7],
      ['mdx/syntax', 7, 1],
    ]);
    expect(page.parsed).toBe(false);
    expect((await load('no front matter', false)).findings[0]).toMatchObject({ ruleId: 'frontmatter/invalid', line: 1, column: 1 });
    expect((await load('---\ntitle: [\n---\n', false)).findings[0]).toMatchObject({ ruleId: 'frontmatter/invalid', message: expect.stringContaining('not valid YAML') });
  });
});

describe('front matter reuse', () => {
  it('does not validate a front matter block it has already judged', async () => {
    const first = await load('---\ntitle: T\n---\n\nBody.');
    const known = { ...first, frontmatter: { title: 'As judged before' } };
    const edited = await loadPage('---\ntitle: T\n---\n\nBody, edited.', { mdx: true, gfm: 'always', known });
    expect(edited.frontmatter).toEqual({ title: 'As judged before' });
    const changed = await loadPage('---\ntitle: T\nslug: a b\n---\n\nBody.', { mdx: true, gfm: 'always', known });
    expect(changed.findings.map((finding) => finding.ruleId)).toEqual(['frontmatter/invalid']);
  });
});
