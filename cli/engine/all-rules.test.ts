/**
 * One fixture tree with one instance of every rule id (its own small specs included): the
 * stylish and json outputs are snapshots, with paths relative to the repository and no timings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORTERS } from '../report/index.ts';
import { check, type CheckRun } from './check.ts';
import { RULE_IDS } from './diagnostics.ts';
import { REPO_ROOT } from './paths.ts';

const FIXTURE = join(REPO_ROOT, 'cli', 'engine', 'fixtures', 'all-rules');

const runFixture = () => check({ content: join(FIXTURE, 'content'), specRoot: FIXTURE, cacheDir: false, threads: 1 });

const report = (run: CheckRun, format: keyof typeof REPORTERS) =>
  REPORTERS[format]({ diagnostics: run.diagnostics, readSource: (file) => run.sources.get(file) ?? readFileSync(file, 'utf8'), cwd: REPO_ROOT });

describe('a tree with one instance of every rule', () => {
  it('reports every rule id of DESIGN.md', async () => {
    const run = await runFixture();
    expect(new Set(run.diagnostics.map((diagnostic) => diagnostic.ruleId))).toEqual(new Set(RULE_IDS));
  });

  it('prints the stylish report', async () => {
    expect(report(await runFixture(), 'stylish')).toMatchSnapshot();
  });

  it('prints a stable json array', async () => {
    const first = report(await runFixture(), 'json');
    expect(report(await runFixture(), 'json')).toBe(first);
    expect(JSON.parse(first)).toBeInstanceOf(Array);
    expect(first).toMatchSnapshot();
  });

  it('prints github annotations and junit xml', async () => {
    const run = await runFixture();
    expect(report(run, 'github')).toMatchSnapshot();
    expect(report(run, 'junit')).toMatchSnapshot();
  });
});
