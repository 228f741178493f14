/**
 * The real command, as writers and CI run it: `node cli/bin.mjs check …`, its output and its exit
 * codes (DESIGN.md: 0 no error, warnings allowed; 1 errors found; 2 usage, config or internal error).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesCacheFile } from './engine/cache.ts';
import { DEFAULT_CACHE_DIR } from './engine/check.ts';
import { REPO_ROOT } from './engine/paths.ts';

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function docs(...args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'cli', 'bin.mjs'), ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const trees: string[] = [];
/** A content tree in a temporary folder: path → text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-cli-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterAll(() => {
  for (const root of trees) {
    rmSync(root, { recursive: true, force: true });
    for (const external of [false, true]) rmSync(pagesCacheFile(DEFAULT_CACHE_DIR, root, external), { force: true });
  }
});

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`;

describe('docs check exit codes', () => {
  it('exits 0 on clean content and says so', async () => {
    const root = tree({ 'a.md': page('A', 'See [B](/docs/b#b).'), 'b.md': page('B', 'Back to [A](./a.md).') });
    const result = await docs('check', '--content', root);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/✔ no problems in 2 pages \(\d+\.\d\ds\)/);
  });

  it('exits 1 on errors, with file, position, rule and a code frame', async () => {
    const root = tree({ 'a.md': page('A', 'See [B](/docs/b#nope).'), 'b.md': page('B', '') });
    const result = await docs('check', '--content', root);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('7:16  error  /docs/b has no anchor #nope');
    expect(result.stdout).toContain('link/anchor');
    expect(result.stdout).toContain('    > 7 | See [B](/docs/b#nope).');
    expect(result.stdout).toContain('✖ 1 problem (1 error, 0 warnings) in 2 pages');
  });

  it('prints a stable json array', async () => {
    const root = tree({ 'a.mdx': page('A', '```json\n{}\n```\n\n[x](/docs/x) <b>unclosed') });
    const first = await docs('check', '--format', 'json', '--content', root);
    const second = await docs('check', '--format', 'json', '--content', root);
    expect(first.code).toBe(1);
    expect(second.stdout).toBe(first.stdout);
    const diagnostics = JSON.parse(first.stdout) as Array<Record<string, unknown>>;
    expect(diagnostics.map((diagnostic) => diagnostic.ruleId)).toEqual(['mdx/syntax']);
    expect(Object.keys(diagnostics[0]!)).toEqual(['ruleId', 'severity', 'message', 'file', 'line', 'column', 'endLine', 'endColumn']);
  });

  it('reports only the given paths, while checking everything', async () => {
    const root = tree({ 'a.md': page('A', '[x](/docs/x)'), 'b.md': page('B', '[y](/docs/y)') });
    const result = await docs('check', '--format', 'json', '--content', root, join(root, 'b.md'));
    expect((JSON.parse(result.stdout) as Array<{ file: string }>).map((diagnostic) => diagnostic.file.split('/').pop())).toEqual(['b.md']);
  });

  it('exits 2 on usage errors', async () => {
    expect((await docs('check', '--format', 'xml')).code).toBe(2);
    expect((await docs('check', '--nope')).code).toBe(2);
    const missing = await docs('check', '--content', join(tmpdir(), 'no-such-content-dir'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no content directory');
    expect((await docs('check', '--content', tree({ 'a.md': page('A', '') }), 'no/such/path')).code).toBe(2);
  });

  it('exits 2 on a sidebars file that is not valid', async () => {
    const root = tree({ 'docs/a.md': page('A', ''), 'sidebars.ts': "export default { docs: [{ type: 'doc' }] };\n" });
    const result = await docs('check', '--content', root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not a valid sidebars object');
    expect(result.stderr).toContain('docs.0');
  });

  describe('with --external', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      // Connection: close, so the command does not wait for an idle keep-alive socket to time out.
      server = createServer((request, response) => response.writeHead(request.url === '/ok' ? 200 : 404, { connection: 'close' }).end());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reports a dead external link as a warning and exits 0', async () => {
      const root = tree({ 'a.md': page('A', `[ok](${base}/ok) and [gone](${base}/gone)`) });
      const result = await docs('check', '--external', '--format', 'json', '--content', root);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual([
        expect.objectContaining({ ruleId: 'link/broken', severity: 'warning', message: `external link ${base}/gone failed: HTTP 404`, line: 7 }),
      ]);
      // Without the flag, external links are not fetched.
      expect(JSON.parse((await docs('check', '--format', 'json', '--content', root)).stdout)).toEqual([]);
    });
  });
});
