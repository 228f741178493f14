/**
 * A page seeded with wrong samples, broken links and anchors, and failing runnable examples:
 * every defect is reported with its rule, line, column and pointer (fences indented in lists and
 * curl bodies included). A correct page using every kind of sample, link and anchor, and a chain
 * of runnable examples, gives nothing. Checked against the real specs and the sandbox.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from './check.ts';
import { REPO_ROOT } from './paths.ts';

const FIXTURE = join(REPO_ROOT, 'cli', 'engine', 'fixtures', 'seeded');

describe('the seeded fixture', () => {
  it('finds every defect of the wrong page, and nothing on the correct one', async () => {
    const run = await check({ content: FIXTURE, cacheDir: false, threads: 1 });
    const found = run.diagnostics.map(({ file, ruleId, line, column, pointer }) => ({
      file: file.slice(FIXTURE.length + 1),
      ruleId,
      line,
      column,
      ...(pointer === undefined ? {} : { pointer }),
    }));
    expect(found).toEqual([
      // The JSON sample in a numbered list: values, and the unknown property on its name.
      { file: 'docs/wrong.mdx', ruleId: 'sample/invalid', line: 11, column: 16, pointer: '/amount' },
      { file: 'docs/wrong.mdx', ruleId: 'sample/invalid', line: 12, column: 18, pointer: '/currency' },
      { file: 'docs/wrong.mdx', ruleId: 'sample/invalid', line: 15, column: 6, pointer: '/capture_mod' },
      // The curl body, a semantic rule (net_amount below amount), then an unknown path.
      { file: 'docs/wrong.mdx', ruleId: 'sample/invalid', line: 28, column: 55, pointer: '/order/net_amount' },
      { file: 'docs/wrong.mdx', ruleId: 'sample/unknown-operation', line: 30, column: 17 },
      { file: 'docs/wrong.mdx', ruleId: 'link/anchor', line: 33, column: 32 },
      { file: 'docs/wrong.mdx', ruleId: 'link/broken', line: 33, column: 56 },
      { file: 'docs/wrong.mdx', ruleId: 'link/anchor', line: 33, column: 90 },
      // A JSX prop.
      { file: 'docs/wrong.mdx', ruleId: 'link/anchor', line: 34, column: 29 },
      { file: 'docs/wrong.mdx', ruleId: 'link/broken', line: 36, column: 20 },
      // A link definition.
      { file: 'docs/wrong.mdx', ruleId: 'link/broken', line: 38, column: 8 },
      // Runnable examples: one the sandbox answers otherwise than documented, one using an unknown step.
      { file: 'docs/wrong.mdx', ruleId: 'run/failed', line: 40, column: 9 },
      { file: 'docs/wrong.mdx', ruleId: 'run/failed', line: 44, column: 9 },
    ]);
    const messages = run.diagnostics.map((diagnostic) => diagnostic.message);
    expect(messages[0]).toBe('amount must be an integer > 0 in minor units (4299 = 42.99), got 42.99');
    expect(messages[2]).toContain('did you mean capture_mode?');
    expect(messages[5]).toContain('did you mean #signature?');
    expect(messages[11]).toMatch(/^POST \/v2\/payments\/pay_doesnotexist\/voids answered 404, the docs promise 201/);
    expect(run.diagnostics[0]).toMatchObject({ api: 'v2', operation: 'createPayment', endLine: 11, endColumn: 21 });
  });
});
