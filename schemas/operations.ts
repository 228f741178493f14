import { isObject, type ApiName, type JsonObject } from './spec-types.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface MediaTypeBody {
  mediaType: string;
  schema: JsonObject | undefined;
  examples: Record<string, JsonObject>;
}

export interface Operation {
  api: ApiName;
  method: HttpMethod;
  /** The spec's path template, e.g. `/v2/payments/{id}/captures`. */
  path: string;
  operationId: string;
  deprecated: boolean;
  requestBody: (MediaTypeBody & { required: boolean }) | undefined;
  /** Keyed by status code as written in the spec ("200", "409", "default"). */
  responses: Map<string, MediaTypeBody | undefined>;
  node: JsonObject;
}

/**
 * JSON media types first, then form bodies (the OAuth token request), then anything.
 * problem+json counts as JSON: error samples are validated like any other body.
 */
function pickMediaType(content: unknown): [string, JsonObject] | undefined {
  if (!isObject(content)) return undefined;
  const entries = Object.entries(content).filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
  const rank = (type: string) =>
    type === 'application/json' ? 0 : /[/+]json$/.test(type) ? 1 : type === 'application/x-www-form-urlencoded' ? 2 : 3;
  return entries.sort((a, b) => rank(a[0]) - rank(b[0]))[0];
}

function mediaBody(content: unknown): MediaTypeBody | undefined {
  const picked = pickMediaType(content);
  if (!picked) return undefined;
  const [mediaType, media] = picked;
  const examples: Record<string, JsonObject> = {};
  if (isObject(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) if (isObject(example)) examples[name] = example;
  }
  return { mediaType, schema: isObject(media.schema) ? media.schema : undefined, examples };
}

/** Follows a local `$ref` (`#/components/responses/NotFound`) to the object it names. */
export function derefLocal(document: JsonObject, node: unknown, depth = 0): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/') || depth > 20) return node;
  let target: unknown = document;
  for (const raw of node.$ref.slice(2).split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) ? target[segment] : undefined;
  }
  return derefLocal(document, target, depth + 1);
}

export function listOperations(api: ApiName, document: JsonObject): Operation[] {
  const operations: Operation[] = [];
  const local = (node: unknown) => derefLocal(document, node);
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const node = item[method];
      if (!isObject(node)) continue;
      const requestBody = local(node.requestBody);
      const body = isObject(requestBody) ? requestBody : undefined;
      const responses = new Map<string, MediaTypeBody | undefined>();
      if (isObject(node.responses)) {
        for (const [status, response] of Object.entries(node.responses)) {
          const resolved = local(response);
          responses.set(status, isObject(resolved) ? mediaBody(resolved.content) : undefined);
        }
      }
      const request = body ? mediaBody(body.content) : undefined;
      operations.push({
        api,
        method,
        path,
        operationId: typeof node.operationId === 'string' ? node.operationId : `${method} ${path}`,
        deprecated: node.deprecated === true,
        requestBody: request ? { ...request, required: body?.required === true } : undefined,
        responses,
        node,
      });
    }
  }
  return operations;
}

interface PathMatcher {
  regex: RegExp;
  literalSegments: number;
}

const matcherCache = new WeakMap<Operation, PathMatcher>();

function matcherFor(operation: Operation): PathMatcher {
  let matcher = matcherCache.get(operation);
  if (!matcher) {
    const segments = operation.path.split('/').filter(Boolean);
    const pattern = segments
      .map((segment) =>
        segment
          .split(/(\{[^}]+\})/)
          .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join(''),
      )
      .join('/');
    matcher = {
      regex: new RegExp(`^/${pattern}/?$`),
      literalSegments: segments.filter((segment) => !segment.includes('{')).length,
    };
    matcherCache.set(operation, matcher);
  }
  return matcher;
}

export type PathResolution =
  | { ok: true; operation: Operation }
  | { ok: false; reason: 'no-path' | 'no-method' | 'ambiguous'; candidates: Operation[] };

/**
 * Finds the operation for METHOD and a path that is either the spec's template or a concrete
 * path. Like an HTTP router, a template with more literal segments wins
 * (`/{entity}/sessions/create` over `/{entity}/sessions/{session}`); a tie is ambiguous.
 */
export function resolveOperation(operations: Operation[], method: string, path: string): PathResolution {
  const wanted = method.toLowerCase();
  const cleanPath = path.split(/[?#]/)[0] ?? path;
  const exact = operations.filter((operation) => operation.path === cleanPath);
  const byPath = exact.length > 0 ? exact : operations.filter((operation) => matcherFor(operation).regex.test(cleanPath));
  if (byPath.length === 0) return { ok: false, reason: 'no-path', candidates: [] };
  const byMethod = byPath.filter((operation) => operation.method === wanted);
  if (byMethod.length === 0) return { ok: false, reason: 'no-method', candidates: byPath };
  const best = Math.max(...byMethod.map((operation) => matcherFor(operation).literalSegments));
  const winners = byMethod.filter((operation) => matcherFor(operation).literalSegments === best);
  if (winners.length > 1) return { ok: false, reason: 'ambiguous', candidates: winners };
  return { ok: true, operation: winners[0]! };
}
