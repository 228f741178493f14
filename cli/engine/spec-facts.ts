/** What the checks need from the specs: API reference anchors for links, server URLs for curl. */
import type { SchemaRegistry } from '../../schemas/index.ts';
import { API_NAMES, isObject, type ApiName, type JsonObject } from '../../schemas/spec-types.ts';
import { apiAnchors } from './routes.ts';

export interface SpecFacts {
  /** API reference anchors by API; none for a spec that does not load (its anchors are unknown). */
  anchors: Partial<Record<ApiName, string[]>>;
  /** Server URLs by API, without trailing slash. */
  servers: Partial<Record<ApiName, string[]>>;
}

const serverUrls = (document: JsonObject): string[] =>
  Array.isArray(document.servers) ? document.servers.filter(isObject).map((server) => String(server.url).replace(/\/+$/, '')) : [];

export function readSpecFacts(registry: SchemaRegistry): SpecFacts {
  const facts: SpecFacts = { anchors: {}, servers: {} };
  for (const api of API_NAMES) {
    let document: JsonObject;
    try {
      document = registry.model(api).spec.document;
    } catch {
      // spec/invalid says why it does not load; meanwhile it matches no URL and no anchor is judged.
      continue;
    }
    facts.anchors[api] = apiAnchors(document);
    facts.servers[api] = serverUrls(document);
  }
  return facts;
}
