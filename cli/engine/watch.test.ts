/**
 * `docs check --watch` through the real command: after a change it re-checks the changed page and
 * the pages that depend on it, and prints only what changed.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesCacheFile } from './cache.ts';
import { DEFAULT_CACHE_DIR } from './check.ts';
import { REPO_ROOT } from './paths.ts';

const root = mkdtempSync(join(tmpdir(), 'docs-watch-'));
let child: ChildProcessWithoutNullStreams | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
  rmSync(pagesCacheFile(DEFAULT_CACHE_DIR, root, false), { force: true });
});

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`;

describe('docs check --watch', () => {
  it('re-checks a changed page and the pages linking to it, printing only what changed', async () => {
    mkdirSync(join(root, 'guides'));
    writeFileSync(join(root, 'guides', 'a.md'), page('A', 'Read [the intro of B](./b.md#intro).'));
    writeFileSync(join(root, 'guides', 'b.md'), page('B', '## Intro\n\nHello.'));
    writeFileSync(join(root, 'c.md'), page('C', 'Unrelated.'));

    child = spawn(process.execPath, [join(REPO_ROOT, 'cli', 'bin.mjs'), 'check', '--watch', '--content', root], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const until = async (test: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`timed out; stdout:\n${stdout}\nstderr:\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    await until(() => stderr.includes('watching for changes'));
    expect(stdout).toContain('no problems in 3 pages');
    let mark = stdout.length;

    // B loses the heading A links to: A, which did not change, now has a broken anchor.
    writeFileSync(join(root, 'guides', 'b.md'), page('B', '## Introduction\n\nHello.'));
    await until(() => stderr.includes('1 new, 0 fixed'));
    await until(() => stdout.length > mark);
    const update = stdout.slice(mark);
    expect(update).toContain('guides/a.md');
    expect(update).toContain('7:29  error  /docs/guides/b has no anchor #intro (did you mean #introduction?)');
    expect(update).not.toContain('c.md');
    expect(stderr).toContain('guides/b.md changed');

    // Fixing it prints the fix and nothing else on stdout.
    mark = stdout.length;
    writeFileSync(join(root, 'guides', 'a.md'), page('A', 'Read [the intro of B](./b.md#introduction).'));
    await until(() => stderr.includes('0 new, 1 fixed'));
    expect(stderr).toMatch(/fixed .*guides\/a\.md:7:29 link\/anchor/);
    expect(stdout.slice(mark)).toBe('');

    const exited = new Promise<number | null>((resolve) => child!.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
