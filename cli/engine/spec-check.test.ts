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

it('reports what the OpenAPI schema allows, and what swagger-parser checks beyond it (a duplicated operationId)', async () => {
  const other = join(root, 'dup');
  cpSync(join(REPO_ROOT, 'specs'), join(other, 'specs'), { recursive: true });
  cpSync(join(REPO_ROOT, 'examples'), join(other, 'examples'), { recursive: true });
  const file = join(other, 'specs', 'wallet.yaml');
  const text = readFileSync(file, 'utf8');
  const ids = [...text.matchAll(/operationId: (\S+)/g)].map((match) => match[1]!);
  writeFileSync(file, text.replace(`operationId: ${ids[1]}`, `operationId: ${ids[0]}`).replace(/^info:\n/m, 'info:\n  x-misplaced: true\n  colour: blue\n'));

  const findings = await judgeSpecs(other, createFileRegistry(other));
  expect(findings.map((finding) => finding.message)).toEqual([expect.stringMatching(/^info must NOT have (unevaluated|additional) properties: colour$/)]);

  writeFileSync(file, text.replace(`operationId: ${ids[1]}`, `operationId: ${ids[0]}`));
  const duplicated = await judgeSpecs(other, createFileRegistry(other));
  expect(duplicated).toHaveLength(1);
  expect(duplicated[0]!.message).toContain(ids[0]);

  writeFileSync(file, text.replace(/\$ref: '#\/components\/schemas\/\w+'/, "$ref: '#/components/schemas/NoSuchSchema'"));
  const unresolved = await judgeSpecs(other, createFileRegistry(other));
  expect(unresolved.map((finding) => finding.message).join('\n')).toContain('NoSuchSchema');
});
