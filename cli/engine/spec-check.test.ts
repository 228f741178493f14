/**
 * spec/invalid for a spec that is not YAML: the loader refuses it, and the finding points at the
 * line the YAML parser stopped on, with the other specs still judged.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createFileRegistry } from '../../schemas/index.ts';
import { REPO_ROOT } from './paths.ts';
import { judgeSpecs } from './spec-check.ts';

const root = mkdtempSync(join(tmpdir(), 'docs-spec-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('reports a YAML syntax error of one spec at its line, and judges the others', async () => {
  cpSync(join(REPO_ROOT, 'specs'), join(root, 'specs'), { recursive: true });
  cpSync(join(REPO_ROOT, 'examples'), join(root, 'examples'), { recursive: true });
  const file = join(root, 'specs', 'wallet.yaml');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.splice(4, 0, 'info: [unclosed');
  writeFileSync(file, lines.join('\n'));

  const findings = await judgeSpecs(root, createFileRegistry(root));
  expect(findings.length).toBeGreaterThan(0);
  expect(findings.every((finding) => finding.file === file && finding.ruleId === 'spec/invalid')).toBe(true);
  expect(findings[0]!.message).toMatch(/^YAML: /);
  expect(findings[0]!.line).toBeGreaterThanOrEqual(5);
});
