import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { isObject, type ApiName, type JsonObject, type LoadedSpec } from './spec-types.ts';

/** Repository root, two levels above this file whatever the working directory is. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function specFile(api: ApiName, root = REPO_ROOT): string {
  return join(root, 'specs', `${api}.yaml`);
}

/**
 * Reads one spec synchronously. External references (`$ref: '../examples/v2/x.json'`) are
 * inlined here rather than by swagger-parser's async bundler: the checker and the sandbox need
 * the document synchronously and in well under the 100 ms swagger-parser takes; structural
 * validity is swagger-parser's job in `spec/invalid` and the tests.
 */
export function loadSpec(api: ApiName, root = REPO_ROOT): LoadedSpec {
  const file = specFile(api, root);
  const parsed = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: false });
  if (parsed.errors.length > 0) {
    const first = parsed.errors[0]!;
    throw new SpecLoadError(file, `${first.message}`);
  }
  const origins = new WeakMap<object, string>();
  const document = inlineExternalRefs(parsed.toJS({ maxAliasCount: -1 }), dirname(file), origins);
  if (!isObject(document)) throw new SpecLoadError(file, 'the document is not a mapping');
  return { api, file, document, origins };
}

export class SpecLoadError extends Error {
  constructor(
    readonly file: string,
    reason: string,
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
      value = target.endsWith('.json') ? JSON.parse(text) : parseDocument(text).toJS();
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
