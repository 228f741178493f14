/**
 * Path, query and header parameters of an operation, checked against their schemas in the spec
 * (v1 UUIDs, the wallet's `vault=true` and `x-merchant-id`, `step_id`…) with the same registry as
 * bodies. Query and header values arrive as strings, so `true` and numbers are tried as JSON too.
 */
import type { ApiModel, SchemaRegistry } from '../schemas/registry.ts';
import { derefLocal, type Operation } from '../schemas/operations.ts';
import { isObject, type JsonObject } from '../schemas/spec-types.ts';

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** `{ type: object, properties: { <name>: schema } }`, so messages name the parameter; created once per parameter. */
  wrapper: JsonObject | undefined;
}

export interface ParameterValues {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
}

const cache = new WeakMap<Operation, ParameterSpec[]>();

/** Path-item parameters overridden by the operation's own, as OpenAPI says. */
export function operationParameters(model: ApiModel, operation: Operation): ParameterSpec[] {
  const cached = cache.get(operation);
  if (cached) return cached;
  const document = model.spec.document;
  const paths = isObject(document.paths) ? document.paths : {};
  const item = isObject(paths[operation.path]) ? (paths[operation.path] as JsonObject) : {};
  const raw = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.node.parameters) ? operation.node.parameters : []),
  ];
  const byKey = new Map<string, ParameterSpec>();
  for (const entry of raw) {
    const parameter = derefLocal(document, entry);
    if (!isObject(parameter) || typeof parameter.name !== 'string') continue;
    const where = parameter.in;
    if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') continue;
    const name = parameter.name;
    const schema = isObject(parameter.schema) ? parameter.schema : undefined;
    byKey.set(`${where}:${name.toLowerCase()}`, {
      name,
      in: where,
      required: parameter.required === true,
      wrapper: schema ? { type: 'object', properties: { [name]: schema } } : undefined,
    });
  }
  const specs = [...byKey.values()];
  cache.set(operation, specs);
  return specs;
}

function valueOf(spec: ParameterSpec, values: ParameterValues): string | undefined {
  if (spec.in === 'path') return values.params[spec.name];
  if (spec.in === 'query') return values.query.get(spec.name) ?? undefined;
  if (spec.in === 'header') return values.headers[spec.name.toLowerCase()];
  return undefined;
}

function coerce(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}

/** Messages for each missing or invalid parameter; empty when all are fine. */
export function checkParameters(registry: SchemaRegistry, model: ApiModel, operation: Operation, values: ParameterValues): string[] {
  const messages: string[] = [];
  for (const spec of operationParameters(model, operation)) {
    if (spec.in === 'cookie') continue;
    const raw = valueOf(spec, values);
    const label = `${spec.in} parameter`;
    if (raw === undefined) {
      if (spec.required) messages.push(`${label} ${spec.name} is required`);
      continue;
    }
    if (!spec.wrapper) continue;
    const coerced = coerce(raw);
    const errors = registry.validate(model.api, spec.wrapper, { [spec.name]: coerced });
    if (errors.length === 0) continue;
    if (coerced !== raw && registry.validate(model.api, spec.wrapper, { [spec.name]: raw }).length === 0) continue;
    for (const error of errors) messages.push(`${label} ${error.message}`);
  }
  return messages;
}
