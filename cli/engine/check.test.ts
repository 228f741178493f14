/**
 * The session behind warm runs and watch mode: an update re-checks what a change touches, and
 * the disk cache gives a fresh session the same answer without parsing again.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CheckSession } from './check.ts';
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
});
