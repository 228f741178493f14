/**
 * What the try-it panel needs of one operation, read from the bundled spec in the browser:
 * servers, parameters, the request body (media type, schema, examples, oneOf variants),
 * security alternatives, and the documented responses to validate against.
 */
import { derefLocal, HTTP_METHODS } from '../../../../schemas/operations.ts';
import { isObject, type JsonObject } from '../../../../schemas/spec-types.ts';

export interface Server {
  url: string;
  description?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema?: JsonObject;
  /** The example value as the reader edits it (text). */
  example: string;
}

export interface NamedExample {
  name: string;
  label: string;
  value: unknown;
}

export interface BodyVariant {
  label: string;
  schema: JsonObject;
}

export interface RequestBody {
  mediaType: string;
  required: boolean;
  schema?: JsonObject;
  examples: NamedExample[];
  /** The shapes of a oneOf/anyOf body (capture, refund, void), in the spec's order. */
  variants: BodyVariant[];
}

export interface SchemeUse {
  name: string;
  scheme: JsonObject;
  scopes: string[];
}

export interface DocumentedResponse {
  headers: Array<{ name: string; required: boolean; schema?: JsonObject }>;
  /** Media type → schema (undefined when the spec gives none). */
  content: Record<string, JsonObject | undefined>;
}

export interface TryItOperation {
  operationId: string;
  method: string;
  path: string;
  servers: Server[];
  parameters: Parameter[];
  body?: RequestBody;
  /** Alternatives; an empty one means no authentication. */
  security: SchemeUse[][];
  responses: Record<string, DocumentedResponse>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function resolveSchema(document: JsonObject, schema: unknown): JsonObject | undefined {
  const resolved = derefLocal(document, schema);
  return isObject(resolved) ? resolved : undefined;
}

function exampleText(document: JsonObject, parameter: JsonObject): string {
  if ('example' in parameter) return String(parameter.example);
  if (isObject(parameter.examples)) {
    const first = derefLocal(document, Object.values(parameter.examples)[0]);
    if (isObject(first) && 'value' in first) return String(first.value);
  }
  for (const candidate of [parameter.schema, resolveSchema(document, parameter.schema)]) {
    if (!isObject(candidate)) continue;
    if (Array.isArray(candidate.examples) && candidate.examples.length > 0) return String(candidate.examples[0]);
    if ('const' in candidate) return String(candidate.const);
    if ('default' in candidate) return String(candidate.default);
  }
  return '';
}

function variantsOf(document: JsonObject, schema: JsonObject | undefined): BodyVariant[] {
  const resolved = resolveSchema(document, schema);
  const branches = resolved ? (Array.isArray(resolved.oneOf) ? resolved.oneOf : Array.isArray(resolved.anyOf) ? resolved.anyOf : []) : [];
  return branches.filter(isObject).map((branch, index) => {
    const target = resolveSchema(document, branch);
    const name = typeof branch.$ref === 'string' ? branch.$ref.split('/').pop() : undefined;
    return { label: text(branch.title) ?? text(target?.title) ?? name ?? `Shape ${index + 1}`, schema: branch };
  });
}

function bodyOf(document: JsonObject, raw: unknown): RequestBody | undefined {
  const body = derefLocal(document, raw);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const entries = Object.entries(body.content).filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
  const rank = (type: string) => (type === 'application/json' ? 0 : /[/+]json$/.test(type) ? 1 : type === 'application/x-www-form-urlencoded' ? 2 : 3);
  const [mediaType, media] = entries.sort((a, b) => rank(a[0]) - rank(b[0]))[0] ?? [];
  if (!mediaType || !media) return undefined;
  const examples = Object.entries(isObject(media.examples) ? media.examples : {}).flatMap(([name, rawExample]) => {
    const example = derefLocal(document, rawExample);
    return isObject(example) && 'value' in example ? [{ name, label: text(example.summary) ?? name, value: example.value }] : [];
  });
  if (examples.length === 0 && 'example' in media) examples.push({ name: 'example', label: 'Example', value: media.example });
  const schema = isObject(media.schema) ? media.schema : undefined;
  return { mediaType, required: body.required === true, ...(schema ? { schema } : {}), examples, variants: variantsOf(document, schema) };
}

function securityOf(document: JsonObject, operation: JsonObject): SchemeUse[][] {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return requirements.filter(isObject).map((requirement) =>
    Object.entries(requirement).flatMap(([name, scopes]) => {
      const scheme = schemes[name];
      return isObject(scheme) ? [{ name, scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] }] : [];
    }),
  );
}

function responsesOf(document: JsonObject, operation: JsonObject): Record<string, DocumentedResponse> {
  const out: Record<string, DocumentedResponse> = {};
  for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    const response = derefLocal(document, raw);
    if (!isObject(response)) continue;
    const headers = Object.entries(isObject(response.headers) ? response.headers : {}).flatMap(([name, rawHeader]) => {
      const header = derefLocal(document, rawHeader);
      return isObject(header) ? [{ name: name.toLowerCase(), required: header.required === true, ...(isObject(header.schema) ? { schema: header.schema } : {}) }] : [];
    });
    const content: Record<string, JsonObject | undefined> = {};
    for (const [mediaType, media] of Object.entries(isObject(response.content) ? response.content : {})) {
      content[mediaType] = isObject(media) && isObject(media.schema) ? media.schema : undefined;
    }
    out[status] = { headers, content };
  }
  return out;
}

export function findOperation(document: JsonObject, operationId: string): TryItOperation | undefined {
  for (const [path, rawItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    const item = derefLocal(document, rawItem);
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      const byKey = new Map<string, Parameter>();
      for (const list of [item.parameters, operation.parameters]) {
        for (const rawParameter of Array.isArray(list) ? list : []) {
          const parameter = derefLocal(document, rawParameter);
          if (!isObject(parameter) || typeof parameter.name !== 'string') continue;
          const location = parameter.in as Parameter['in'];
          const schema = isObject(parameter.schema) ? parameter.schema : undefined;
          byKey.set(`${location}:${parameter.name}`, {
            name: parameter.name,
            in: location,
            required: parameter.required === true,
            ...(text(parameter.description) ? { description: text(parameter.description)! } : {}),
            ...(schema ? { schema } : {}),
            example: exampleText(document, parameter),
          });
        }
      }
      const serverList = [operation.servers, item.servers, document.servers].find(Array.isArray) ?? [];
      const body = bodyOf(document, operation.requestBody);
      return {
        operationId,
        method,
        path,
        servers: serverList.filter(isObject).map((server) => ({ url: String(server.url).replace(/\/+$/, ''), ...(text(server.description) ? { description: text(server.description)! } : {}) })),
        parameters: [...byKey.values()],
        ...(body ? { body } : {}),
        security: securityOf(document, operation),
        responses: responsesOf(document, operation),
      };
    }
  }
  return undefined;
}

/** The documented response for a status: exact, then its class (`4XX`), then `default`. */
export function documentedResponse(operation: TryItOperation, status: number): { key: string; response: DocumentedResponse } | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const response = operation.responses[key];
    if (response) return { key, response };
  }
  return undefined;
}
