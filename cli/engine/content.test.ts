import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverPages, docIdOf, normalizeRoute, pageRoute, resolveLayout } from './content.ts';
import { REPO_ROOT } from './paths.ts';

const site = mkdtempSync(join(tmpdir(), 'docs-layout-'));
const bare = mkdtempSync(join(tmpdir(), 'docs-layout-'));
afterAll(() => {
  rmSync(site, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

describe('routes', () => {
  it('maps a site content root: docs/** under /docs, index to its folder, slugs from the docs root or the folder', () => {
    mkdirSync(join(site, 'docs', 'a'), { recursive: true });
    const layout = resolveLayout(site);
    expect(pageRoute(layout, 'docs/a/b.mdx')).toBe('/docs/a/b');
    expect(pageRoute(layout, 'docs/a/index.mdx')).toBe('/docs/a');
    expect(pageRoute(layout, 'docs/index.mdx')).toBe('/docs');
    expect(pageRoute(layout, 'index.mdx')).toBe('/');
    expect(pageRoute(layout, 'docs/a/b.mdx', '/elsewhere/')).toBe('/docs/elsewhere');
    expect(pageRoute(layout, 'docs/a/b.mdx', 'c')).toBe('/docs/a/c');
    expect(docIdOf(layout, 'docs/a/index.mdx')).toBe('a/index');
    expect(docIdOf(layout, 'index.mdx')).toBeUndefined();
  });

  it('serves a bare Markdown tree (--content) under /docs', () => {
    const layout = resolveLayout(bare);
    expect(layout.docsFolder).toBe('');
    expect(pageRoute(layout, 's00/p0001.md')).toBe('/docs/s00/p0001');
    expect(docIdOf(layout, 's00/p0001.md')).toBe('s00/p0001');
  });

  it('compares routes decoded, without duplicate or trailing slashes', () => {
    expect(normalizeRoute('/openapi/')).toBe('/openapi');
    expect(normalizeRoute('/docs//a/./b/')).toBe('/docs/a/b');
    expect(normalizeRoute('/docs/caf%C3%A9')).toBe('/docs/café');
    expect(normalizeRoute('/')).toBe('/');
  });

  it('finds .md and .mdx pages, not partials, dot files or node_modules', () => {
    for (const file of ['docs/a.md', 'docs/b.mdx', 'docs/_partial.mdx', 'docs/.draft.md', 'docs/node_modules/x.md', 'docs/img.png']) {
      mkdirSync(join(site, file, '..'), { recursive: true });
      writeFileSync(join(site, file), '');
    }
    expect(discoverPages(resolveLayout(site))).toEqual(['docs/a.md', 'docs/b.mdx']);
  });
});

describe('loadContent', () => {
  it('loads every page once with its route, doc id, headings and tree, and generates the sidebar', async () => {
    const { loadContent } = await import('./index.ts');
    const content = await loadContent(join(REPO_ROOT, 'cli', 'engine', 'fixtures', 'seeded'));
    expect(content.pages.map(({ relPath, route, docId }) => [relPath, route, docId])).toEqual([
      ['docs/correct.mdx', '/docs/correct', 'correct'],
      ['docs/target.md', '/docs/target', 'target'],
      ['docs/wrong.mdx', '/docs/wrong', 'wrong'],
    ]);
    const target = content.pages[1]!;
    expect(target.headings.map((heading) => heading.id)).toEqual(['target', 'signature', 'signature-1', 'custom-id']);
    expect(target.tree?.children.find((node) => node.type === 'table' || node.type === 'heading')).toMatchObject({ data: { hProperties: { id: 'target' } } });
    expect(content.pages[0]!.tree?.children.some((node) => node.type === 'table')).toBe(true);
    expect(content.sidebars.docs?.map((item) => (typeof item === 'string' ? item : item.type === 'doc' ? item.id : item.type))).toEqual(['correct', 'target', 'wrong']);
  });
});
