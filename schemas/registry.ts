/**
 * The schema registry: compiles the specs' schemas once and validates values against them.
 * No Node-only API here, so the sandbox can run it in the browser; specs come from a
 * `SpecSource` (disk in Node, bundled modules in the browser).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { parseAnnotation, type SampleTarget } from './annotation.ts';
import { createAjv, SEMANTIC_KEYWORD } from './ajv.ts';
import { describeError, type NamedSchemas, type SampleError } from './messages.ts';
import { listOperations, resolveOperation, type Operation } from './operations.ts';
import { RULES_BY_SCHEMA } from './semantic-rules.ts';
import { isObject, type ApiName, type JsonObject, type LoadedSpec, type SpecSource } from './spec-types.ts';

export const schemaBaseUri = (api: ApiName) => `https://orchestra.example/specs/${api}.json`;

export interface ApiModel {
  api: ApiName;
  spec: LoadedSpec;
  operations: Operation[];
  /** Component schemas by name, as written in the spec. */
  schemas: Record<string, JsonObject>;
  /** `{ $ref }` to each component, created once so its compiled validator is cached. */
  componentRefs: Record<string, JsonObject>;
}

/** Points every `#/components/schemas/X` reference at the registered `$defs` of its API. */
function rewriteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, base));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `${base}#/$defs/${value.slice('#/components/schemas/'.length)}`
        : rewriteRefs(value, base);
  }
  return out;
}

export class SchemaRegistry {
  private readonly ajv: Ajv2020 = createAjv();
  private readonly models = new Map<ApiName, ApiModel>();
  private readonly named = new Map<ApiName, NamedSchemas>();
  private readonly validators = new WeakMap<object, ValidateFunction>();

  constructor(private readonly source: SpecSource) {}

  model(api: ApiName): ApiModel {
    let model = this.models.get(api);
    if (!model) {
      const spec = this.source(api);
      const components = isObject(spec.document.components) ? spec.document.components : {};
      const schemas = (isObject(components.schemas) ? components.schemas : {}) as Record<string, JsonObject>;
      const defs = rewriteRefs(schemas, schemaBaseUri(api)) as Record<string, JsonObject>;
      for (const [name, rules] of Object.entries(RULES_BY_SCHEMA[api] ?? {})) {
        if (defs[name]) defs[name] = { ...defs[name], [SEMANTIC_KEYWORD]: rules };
      }
      this.ajv.addSchema({ $id: schemaBaseUri(api), $defs: defs });
      this.named.set(api, { amount: defs.Amount });
      const componentRefs = Object.fromEntries(
        Object.keys(schemas).map((name) => [name, { $ref: `#/components/schemas/${name}` }]),
      );
      model = { api, spec, operations: listOperations(api, spec.document), schemas, componentRefs };
      this.models.set(api, model);
    }
    return model;
  }

  /** Compiles (once) a schema written in the spec of `api`. */
  validatorFor(api: ApiName, schema: object): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      this.model(api);
      validate = this.ajv.compile(rewriteRefs(schema, schemaBaseUri(api)) as JsonObject);
      this.validators.set(schema, validate);
    }
    return validate;
  }

  validate(api: ApiName, schema: object, value: unknown): SampleError[] {
    return this.explain(api, this.run(this.validatorFor(api, schema), value));
  }

  private run(validate: ValidateFunction, value: unknown): ErrorObject[] {
    return validate(value) ? [] : [...(validate.errors ?? [])];
  }

  /**
   * ajv reports every failing branch of a oneOf plus the oneOf itself. A reader wants one
   * finding: which shapes are allowed and what keeps the sample from the closest one.
   */
  private explain(api: ApiName, raw: ErrorObject[]): SampleError[] {
    const named = this.named.get(api) ?? {};
    const branchNoise = new Set<string>();
    const results: SampleError[] = [];
    const key = (error: ErrorObject) => `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    for (const error of raw) {
      if (error.keyword !== 'oneOf' || !Array.isArray(error.schema)) continue;
      const branches = (error.schema as unknown[]).filter(isObject);
      const outcomes = branches.map((branch) => {
        const branchRaw = this.run(this.validatorFor(api, branch), error.data).map((inner) => ({
          ...inner,
          instancePath: `${error.instancePath}${inner.instancePath}`,
        }));
        for (const inner of branchRaw) branchNoise.add(key(inner));
        return { title: this.branchTitle(api, branch, branches.indexOf(branch)), errors: this.explain(api, branchRaw) };
      });
      const titles = outcomes.map((outcome) => `"${outcome.title}"`).join(', ');
      const passing = (error.params as { passingSchemas?: number[] | null }).passingSchemas;
      if (passing) {
        const matched = passing.map((index) => outcomes[index]?.title).join('" and "');
        results.push({ pointer: error.instancePath, keyword: 'oneOf', message: `${error.instancePath || 'the body'} matches more than one shape ("${matched}"); it must match exactly one of ${titles}` });
        continue;
      }
      // The closest shape is the one whose own properties fit best (fewest missing or unknown
      // properties at the oneOf's level); only then the one with fewest errors below.
      const shapeErrors = (errors: SampleError[]) =>
        errors.filter(
          (inner) =>
            ['required', 'additionalProperties', 'unevaluatedProperties'].includes(inner.keyword) &&
            inner.pointer.slice(0, inner.pointer.lastIndexOf('/')) === error.instancePath,
        ).length;
      const best = [...outcomes].sort(
        (a, b) => shapeErrors(a.errors) - shapeErrors(b.errors) || a.errors.length - b.errors.length,
      )[0];
      const first = best?.errors[0];
      results.push({
        pointer: first?.pointer ?? error.instancePath,
        keyword: 'oneOf',
        message: `${error.instancePath ? error.instancePath.slice(1) : 'the body'} must match exactly one of ${titles}; closest is "${best?.title}": ${first?.message ?? 'no match'}`,
      });
    }
    const seen = new Set<string>();
    const ordered: SampleError[] = [];
    for (const error of raw) {
      if (error.keyword === 'oneOf' || error.keyword === 'if' || branchNoise.has(key(error))) continue;
      const described = describeError(error, named);
      // One value failing two keywords of the same component (type and format of Amount) is one finding.
      const id = `${described.pointer}|${described.message}`;
      if (!seen.has(id)) {
        seen.add(id);
        ordered.push(described);
      }
    }
    return [...ordered, ...results];
  }

  private branchTitle(api: ApiName, branch: JsonObject, index: number): string {
    if (typeof branch.title === 'string') return branch.title;
    const ref = typeof branch.$ref === 'string' ? branch.$ref : undefined;
    const name = ref?.split('/').pop();
    const target = name ? this.model(api).schemas[name] : undefined;
    if (target && typeof target.title === 'string') return target.title;
    return name ?? `shape ${index + 1}`;
  }
}

export type TargetResolution =
  | { ok: true; target: SampleTarget; api: ApiName; schema: JsonObject; operation?: Operation; description: string }
  | { ok: false; kind: 'annotation' | 'unknown-operation' | 'unknown-status' | 'unknown-schema' | 'no-body' | 'spec-load'; message: string; operation?: Operation };

/** Works out which schema an annotation names, or why it names none. Never throws. */
export function resolveTarget(annotation: string, registry: SchemaRegistry): TargetResolution {
  const parsed = parseAnnotation(annotation);
  if (!parsed.ok) return { ok: false, kind: 'annotation', message: parsed.message };
  const target = parsed.target;
  let model: ApiModel;
  try {
    model = registry.model(target.api);
  } catch (error) {
    return { ok: false, kind: 'spec-load', message: `cannot load the ${target.api} spec: ${(error as Error).message}` };
  }
  if (target.kind === 'schema') {
    const schema = model.schemas[target.name];
    if (!schema) {
      return { ok: false, kind: 'unknown-schema', message: `${target.api} has no schema ${target.name}; known schemas: ${Object.keys(model.schemas).join(', ')}` };
    }
    // Through the $ref, so the semantic rules attached to the component run too.
    const ref = model.componentRefs[target.name]!;
    return { ok: true, target, api: target.api, schema: ref, description: `${target.api} schema ${target.name}` };
  }
  const resolution = resolveOperation(model.operations, target.method, target.path);
  if (!resolution.ok) {
    const where = `${target.method} ${target.path}`;
    const candidates = resolution.candidates.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).join(', ');
    const message =
      resolution.reason === 'no-path'
        ? `${target.api} has no operation at ${target.path}`
        : resolution.reason === 'no-method'
          ? `${target.api} has no ${target.method} on ${target.path}; that path takes ${candidates}`
          : `${where} matches several ${target.api} operations (${candidates}); write the path template`;
    return { ok: false, kind: 'unknown-operation', message };
  }
  const operation = resolution.operation;
  const label = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;
  if (target.kind === 'request') {
    if (!operation.requestBody?.schema) return { ok: false, kind: 'no-body', message: `${label} takes no request body`, operation };
    return { ok: true, target, api: target.api, schema: operation.requestBody.schema, operation, description: `${label} request` };
  }
  const response = operation.responses.has(target.status) ? operation.responses.get(target.status) : undefined;
  if (!operation.responses.has(target.status)) {
    const statuses = [...operation.responses.keys()].join(', ');
    return { ok: false, kind: 'unknown-status', message: `${label} documents no ${target.status} response; documented: ${statuses}`, operation };
  }
  if (!response?.schema) return { ok: false, kind: 'no-body', message: `${label} response ${target.status} has no body`, operation };
  return { ok: true, target, api: target.api, schema: response.schema, operation, description: `${label} response ${target.status}` };
}

export function validateWith(registry: SchemaRegistry, annotation: string, value: unknown): SampleError[] {
  const resolved = resolveTarget(annotation, registry);
  if (!resolved.ok) return [{ pointer: '', keyword: resolved.kind, message: resolved.message }];
  return registry.validate(resolved.api, resolved.schema, value);
}

