/** `docs search-index` as a writer or CI runs it: `node cli/bin.mjs search-index …`, its output, files and exit codes. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchIndexFile } from '../../site/app/search/types.ts';
import { REPO_ROOT } from '../engine/paths.ts';

function docs(args: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'cli', 'bin.mjs'), ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'orchestra-search-index-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('docs search-index', () => {
  it('writes the records of a content tree and the API references, and says how many', async () => {
    const out = join(work, 'nested', 'records.json');
    const result = await docs(['search-index', '--content', 'test/fixtures/site-docs', '--out', out]);
    expect(result.code).toBe(0);
    const file = JSON.parse(await readFile(out, 'utf8')) as SearchIndexFile;
    expect(file.version).toBe(1);
    const pages = new Set(file.records.map((record) => record.url_without_anchor));
    expect(pages).toContain('/docs/guides/first-guide');
    expect(pages).toContain('/api-v2');
    expect(result.stderr).toContain(`docs: ${file.records.length} records (`);
    expect(result.stderr).toMatch(/docs: done in \d+\.\d s/);
  });

  it('exits 2 with the search client’s words when the Algolia application is not configured', async () => {
    const out = join(work, 'not-written.json');
    const result = await docs(['search-index', '--algolia', '--out', out], { ALGOLIA_ADMIN_API_KEY: 'write-secret' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('docs: `appId` is missing. Set search.appId in docs.config.ts.\n');
    await expect(readFile(out)).rejects.toThrow();
  });

  it('exits 2 on an unknown option', async () => {
    const result = await docs(['search-index', '--upload']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--upload'");
  });
});
