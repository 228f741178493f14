import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';
import { isObject, type ApiName, type JsonObject, type LoadedSpec } from './spec-types.ts';

/** Repository root, two levels above this file whatever the working directory is. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function specFile(api: ApiName, root = REPO_ROOT): string {
  return join(root, 'specs', `${api}.yaml`);
}

/**
 * js-yaml: about five times faster than `yaml` at building plain values; positions are `yaml`'s
 * job (spec-check.ts). The core schema reads YAML 1.2 as `yaml` does: `2026-11-22` stays a string.
 */
function parseYaml(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA });
}

/**
 * Reads one spec synchronously. External references (`$ref: '../examples/v2/x.json'`) are
 * inlined here rather than by swagger-parser's async bundler: the checker and the sandbox need
 * the document synchronously and in well under the 100 ms swagger-parser takes; structural
 * validity is swagger-parser's job in `spec/invalid` and the tests.
 */
export function loadSpec(api: ApiName, root = REPO_ROOT): LoadedSpec {
  const file = specFile(api, root);
  let parsed: unknown;
  try {
    parsed = parseYaml(readFileSync(file, 'utf8'));
  } catch (caught) {
    const mark = (caught as { mark?: { line: number; column: number } }).mark;
    const reason = (caught as { reason?: string }).reason ?? (caught as Error).message;
    throw new SpecLoadError(file, reason, mark && { line: mark.line + 1, column: mark.column + 1, endLine: mark.line + 1, endColumn: mark.column + 2 });
  }
  const origins = new WeakMap<object, string>();
  const document = inlineExternalRefs(parsed, dirname(file), origins);
  if (!isObject(document)) throw new SpecLoadError(file, 'the document is not a mapping');
  return { api, file, document, origins };
}

export class SpecLoadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    /** 1-based, where the reader stopped (YAML syntax errors). */
    readonly position?: { line: number; column: number; endLine: number; endColumn: number },
  ) {
    super(`${file}: ${reason}`);
  }
}

function inlineExternalRefs(node: unknown, baseDir: string, origins: WeakMap<object, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineExternalRefs(item, baseDir, origins));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const target = resolve(baseDir, ref.split('#')[0]!);
    let text: string;
    try {
      text = readFileSync(target, 'utf8');
    } catch {
      throw new SpecLoadError(target, `cannot read the file referenced by $ref '${ref}'`);
    }
    let value: unknown;
    try {
      value = target.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (error) {
      throw new SpecLoadError(target, `invalid JSON: ${(error as Error).message}`);
    }
    const inlined = inlineExternalRefs(value, dirname(target), origins);
    if (isObject(inlined)) origins.set(inlined, target);
    return inlined;
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = inlineExternalRefs(value, baseDir, origins);
  return out;
}
