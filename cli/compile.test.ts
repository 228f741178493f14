/**
 * The compiled copy the `docs` command runs from (compile.mjs): rebuilt when a source changes,
 * reused while none does, and giving the same answers as the TypeScript it is compiled from,
 * worker threads included.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILED_ROOT, compiledCli } from './compile.mjs';
import { check } from './engine/check.ts';
import { REPO_ROOT } from './engine/paths.ts';

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the compiled docs command', () => {
  it('is reused while no source changes and rebuilt when one does', async () => {
    // Builds of its own, so that the docs commands other tests run meanwhile do not interfere.
    const root = mkdtempSync(join(COMPILED_ROOT, '..', 'orchestra-cli-test-'));
    temporary.push(root);
    const first = await compiledCli(root);
    expect(first).toBeDefined();
    expect(existsSync(fileURLToPath(first!))).toBe(true);
    expect(await compiledCli(root)).toBe(first);

    const manifestFile = join(root, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { dir: string; inputs: Array<[string, number, number]> };
    const inputs = manifest.inputs.map(([path]) => path);
    // The command, the engine, the worker entries, the schemas and the compiler itself.
    for (const path of ['cli/main.ts', 'cli/engine/check.ts', 'cli/engine/worker.ts', 'cli/engine/spec-worker.ts', 'schemas/registry.ts', 'cli/compile.mjs']) {
      expect(inputs).toContain(path);
    }

    // Builds and compiled modules of earlier runs: an hour old, or younger.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const earlier = (name: string, hours: number) => {
      mkdirSync(join(root, name), { recursive: true });
      utimesSync(join(root, name), hoursAgo(hours), hoursAgo(hours));
    };
    earlier('build-young', 0.2);
    for (const hours of [2, 3, 4]) earlier(`build-old-${hours}`, hours);
    mkdirSync(join(root, 'modules'));
    writeFileSync(join(root, 'modules', 'old.mjs'), 'export default 1;\n');
    utimesSync(join(root, 'modules', 'old.mjs'), hoursAgo(2), hoursAgo(2));

    // A source whose modification time differs from the one the build recorded has changed.
    const changed = manifest.inputs.map(([path, mtimeMs, size]): [string, number, number] => [path, path === 'cli/engine/text.ts' ? mtimeMs - 1000 : mtimeMs, size]);
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, inputs: changed }));
    const rebuilt = await compiledCli(root);
    expect(rebuilt).toBeDefined();
    expect(rebuilt).not.toBe(first);
    expect(existsSync(fileURLToPath(rebuilt!))).toBe(true);
    expect(await compiledCli(root)).toBe(rebuilt);
    // Kept: the new build and the two newest before it. Gone: older ones over an hour old, old modules.
    const builds = readdirSync(root).filter((name) => name.startsWith('build-'));
    expect(builds.sort()).toEqual([basename(dirname(fileURLToPath(first!))), basename(dirname(fileURLToPath(rebuilt!))), 'build-young'].sort());
    expect(readdirSync(join(root, 'modules'))).toEqual([]);
  });

  it('answers nothing when no copy can be built there, so that the command runs through tsx', async () => {
    // A folder below a regular file can never be created.
    expect(await compiledCli(join(REPO_ROOT, 'package.json', 'orchestra-cli'))).toBeUndefined();
  });

  it('finds what the TypeScript engine finds, with its parser threads running compiled', async () => {
    // 50 generated pages are about 0.5 MB: enough for the pool to start a parser thread.
    const content = mkdtempSync(join(tmpdir(), 'docs-compiled-'));
    temporary.push(content);
    const generated = await run(process.execPath, [join(REPO_ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs'), '50', content]);
    expect(generated.code).toBe(0);

    const compiled = await run(process.execPath, [join(REPO_ROOT, 'cli', 'bin.mjs'), 'check', '--content', content, '--format', 'json']);
    expect(compiled.stderr).toBe('');
    const reported = JSON.parse(compiled.stdout) as Array<{ ruleId: string; file: string; line: number; column: number; message: string }>;
    expect(reported.length).toBeGreaterThan(0);
    expect(compiled.code).toBe(1);

    const source = await check({ content, specRules: false, cacheDir: false, threads: 2 });
    expect(reported.map((finding) => `${finding.file}:${finding.line}:${finding.column} ${finding.ruleId} ${finding.message}`)).toEqual(
      source.diagnostics.map((finding) => `${relative(REPO_ROOT, finding.file)}:${finding.line}:${finding.column} ${finding.ruleId} ${finding.message}`),
    );
  });
});
