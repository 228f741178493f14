/** What the checks need from the specs: API reference anchors for links, server URLs for curl. */
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

/**
 * From each API's document (`document` throws for a spec that does not load): the spec thread
 * passes its registry's, a run that does not judge the specs reads them on the main thread
 * (spec-loader.ts, without the validator's modules).
 */
export function readSpecFacts(document: (api: ApiName) => JsonObject): SpecFacts {
  const facts: SpecFacts = { anchors: {}, servers: {} };
  for (const api of API_NAMES) {
    let loaded: JsonObject;
    try {
      loaded = document(api);
    } catch {
      // spec/invalid says why it does not load; meanwhile it matches no URL and no anchor is judged.
      continue;
    }
    facts.anchors[api] = apiAnchors(loaded);
    facts.servers[api] = serverUrls(loaded);
  }
  return facts;
}
