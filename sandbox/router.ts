/**
 * Maps a method and path to a spec operation. Each API is mounted at the path of its spec's first
 * server (v2 at `/`, the wallet at `/wallet`, v1 at `/v1`); below it, `resolveOperation` from the
 * schemas layer picks the operation, so the sandbox routes exactly as the sample checker resolves.
 */
import type { SchemaRegistry } from '../schemas/registry.ts';
import { resolveOperation, type Operation } from '../schemas/operations.ts';
import { API_NAMES, isObject, type ApiName } from '../schemas/spec-types.ts';
import { decodeSegment } from './http.ts';

export type Route =
  | { kind: 'operation'; api: ApiName; operation: Operation; params: Record<string, string> }
  | { kind: 'no-path'; api: ApiName }
  | { kind: 'no-method'; api: ApiName; allow: string[] };

export interface Mount {
  api: ApiName;
  /** Origin of the spec's first server (`https://api.sandbox.orchestra.example`). */
  origin: string;
  /** Its path, without trailing slash (`/wallet`, or `` for v2). */
  prefix: string;
}

export interface Router {
  mounts: Mount[];
  route(method: string, pathname: string): Route;
}

function mountOf(registry: SchemaRegistry, api: ApiName): Mount {
  const servers = registry.model(api).spec.document.servers;
  const first = Array.isArray(servers) && isObject(servers[0]) ? servers[0] : {};
  const url = new URL(typeof first.url === 'string' ? first.url : 'https://api.sandbox.orchestra.example');
  return { api, origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

function extractParams(template: string, path: string): Record<string, string> {
  const names = template.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((segment, index) => {
    const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
    const value = values[index];
    if (name && value !== undefined) params[name] = decodeSegment(value);
  });
  return params;
}

export function createRouter(registry: SchemaRegistry): Router {
  // Longest prefix first, so `/wallet/…` and `/v1/…` never fall through to v2 mounted at `/`.
  const mounts = API_NAMES.map((api) => mountOf(registry, api)).sort((a, b) => b.prefix.length - a.prefix.length);
  return {
    mounts,
    route(method, pathname) {
      const mount = mounts.find((candidate) => pathname === candidate.prefix || pathname.startsWith(`${candidate.prefix}/`))!;
      const path = pathname.slice(mount.prefix.length) || '/';
      const resolution = resolveOperation(registry.model(mount.api).operations, method, path);
      if (resolution.ok) {
        return { kind: 'operation', api: mount.api, operation: resolution.operation, params: extractParams(resolution.operation.path, path) };
      }
      if (resolution.reason === 'no-method') {
        return { kind: 'no-method', api: mount.api, allow: [...new Set(resolution.candidates.map((operation) => operation.method.toUpperCase()))] };
      }
      return { kind: 'no-path', api: mount.api };
    },
  };
}
