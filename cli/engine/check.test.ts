/**
 * The session behind warm runs and watch mode: an update re-checks what a change touches, and
 * the disk cache gives a fresh session the same answer without parsing again.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { check, CheckSession } from './check.ts';
import { loadContent } from './index.ts';
import { REPO_ROOT } from './paths.ts';

const root = mkdtempSync(join(tmpdir(), 'docs-session-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const summary = (run: { diagnostics: Array<{ file: string; ruleId: string; line: number }> }) =>
  run.diagnostics.map((diagnostic) => `${diagnostic.file.slice(root.length + 1)}:${diagnostic.line} ${diagnostic.ruleId}`);

describe('CheckSession', () => {
  it('re-checks the samples of the pages using a spec when the spec changes, and serves the rest from the cache', async () => {
    cpSync(join(REPO_ROOT, 'cli', 'engine', 'fixtures', 'all-rules'), root, { recursive: true });
    const options = { content: join(root, 'content'), specRoot: root, cacheDir: join(root, 'cache'), threads: 1 };
    const session = await CheckSession.open(options);
    const first = await session.run();
    expect(first.stats.parsed).toBe(6);
    expect(summary(first)).toContain('content/docs/guides/samples.mdx:9 sample/invalid');

    // Amounts become decimals: the sample of samples.mdx and the example file are now right.
    const spec = join(root, 'specs', 'v2.yaml');
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('type: integer\n      exclusiveMinimum: 0', 'type: number\n      exclusiveMinimum: 0'));
    const second = await session.run(new Set([spec]));
    expect(second.stats.parsed).toBe(0);
    expect(summary(second)).not.toContain('content/docs/guides/samples.mdx:9 sample/invalid');
    expect(summary(second)).not.toContain('examples/v2/createPayment.request.json:4 spec/example-invalid');
    expect(summary(second)).toContain('content/docs/guides/samples.mdx:19 sample/json');

    // A new session on the same tree answers from the disk cache, parsing nothing.
    await session.close();
    const again = await CheckSession.open(options);
    const fresh = await again.run();
    await again.close();
    expect(fresh.stats.parsed).toBe(0);
    expect(summary(fresh)).toEqual(summary(second));
  });

  it('answers an unchanged tree from the last verdict, and not once a page, or a file a link probed, changed', async () => {
    const tree = join(root, 'verdict');
    mkdirSync(join(tree, 'content', 'docs'), { recursive: true });
    const page = join(tree, 'content', 'docs', 'a.md');
    const image = join(tree, 'content', 'docs', 'diagram.png');
    writeFileSync(page, '---\ntitle: A\n---\n\n# A\n\n![Flow](./diagram.png) and [B](./b.md#usage).\n');
    writeFileSync(join(tree, 'content', 'docs', 'b.md'), '---\ntitle: B\n---\n\n# B\n\n## Usage\n');
    writeFileSync(image, 'png');
    const options = { content: join(tree, 'content'), cacheDir: join(tree, 'cache'), threads: 1, specRules: false };

    const first = await check(options);
    expect(first.stats.parsed).toBe(2);
    expect(first.diagnostics).toEqual([]);
    // Without the pages' facts on disk, only the verdict can answer without parsing.
    for (const name of readdirSync(options.cacheDir)) if (name.startsWith('pages-')) rmSync(join(options.cacheDir, name));
    const second = await check(options);
    expect(second.stats.parsed).toBe(0);
    expect(second.diagnostics).toEqual([]);
    expect(second.sources.get(page)).toContain('![Flow]');

    // The image is gone: nothing in the pages changed, yet the verdict no longer holds.
    rmSync(image);
    const third = await check(options);
    expect(third.diagnostics.map((diagnostic) => `${diagnostic.line} ${diagnostic.ruleId}`)).toEqual(['7 link/broken']);

    // A heading renamed in the linked page breaks the anchor.
    writeFileSync(image, 'png');
    writeFileSync(join(tree, 'content', 'docs', 'b.md'), '---\ntitle: B\n---\n\n# B\n\n## Use\n');
    const fourth = await check(options);
    expect(fourth.stats.parsed).toBe(1);
    expect(fourth.diagnostics.map((diagnostic) => `${diagnostic.line} ${diagnostic.ruleId}`)).toEqual(['7 link/anchor']);

    // A session answered from the verdict still brings itself up to date on a change (watch mode).
    const session = await CheckSession.open(options);
    expect((await session.run()).stats.parsed).toBe(0);
    writeFileSync(join(tree, 'content', 'docs', 'b.md'), '---\ntitle: B\n---\n\n# B\n\n## Usage\n');
    const updated = await session.run(new Set([join(tree, 'content', 'docs', 'b.md')]));
    await session.close();
    expect(updated.diagnostics).toEqual([]);
    expect(updated.stats.pages).toBe(2);
  });

  it('keeps the trees it parses for the build, which parses only the pages changed since', async () => {
    const tree = join(root, 'trees');
    mkdirSync(join(tree, 'content', 'docs'), { recursive: true });
    const pages = ['a', 'b', 'c'].map((name) => join(tree, 'content', 'docs', `${name}.md`));
    for (const page of pages) writeFileSync(page, `---\ntitle: ${page.slice(-4)}\n---\n\n| GFM | table |\n| --- | --- |\n| 1 | 2 |\n`);
    const run = await check({ content: join(tree, 'content'), cacheDir: false, threads: 1, specRules: false, keepTrees: true });
    expect([...run.loaded!.keys()].sort()).toEqual(pages);

    writeFileSync(pages[2]!, '---\ntitle: C\n---\n\nchanged\n');
    const content = await loadContent(join(tree, 'content'), run.loaded);
    const byFile = new Map(content.pages.map((page) => [page.file, page]));
    // The same objects: not parsed again. The tree is the site's (GFM table parsed).
    expect(byFile.get(pages[0]!)!.tree).toBe(run.loaded!.get(pages[0]!)!.page.tree);
    expect(byFile.get(pages[0]!)!.tree!.children.some((node) => node.type === 'table')).toBe(true);
    expect(byFile.get(pages[2]!)!.tree).not.toBe(run.loaded!.get(pages[2]!)!.page.tree);
    expect(byFile.get(pages[2]!)!.frontmatter?.title).toBe('C');
  });

  it('sends the trees back from its parser threads', async () => {
    const tree = join(root, 'threaded');
    mkdirSync(join(tree, 'content', 'docs'), { recursive: true });
    // Enough text (over 400 KB) for the pool to start a parser thread.
    const body = Array.from({ length: 60 }, (_, index) => `## Section ${index}\n\n${'Payment capture refund void. '.repeat(4)}\n\n| a | b |\n| - | - |\n| 1 | 2 |\n`).join('\n');
    const pages = Array.from({ length: 60 }, (_, index) => join(tree, 'content', 'docs', `p${index}.md`));
    for (const page of pages) writeFileSync(page, `---\ntitle: Page\n---\n\n${body}`);
    const run = await check({ content: join(tree, 'content'), cacheDir: false, threads: 2, specRules: false, keepTrees: true });
    expect(run.loaded!.size).toBe(60);
    for (const { page } of run.loaded!.values()) {
      expect(page.tree!.children.filter((node) => node.type === 'table')).toHaveLength(60);
      expect(page.headings).toHaveLength(60);
    }
  });
});
