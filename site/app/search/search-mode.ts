/**
 * Which search backs the modal and the /search page. The config schema has already turned blank
 * credentials into undefined and rejected a partial Algolia configuration, so "all three set"
 * is the whole rule here.
 */
import type { ClientConfig } from '../client-config.ts';

/**
 * The index name of local search. DocSearch keys recent and favorite searches by index name
 * (`__DOCSEARCH_RECENT_SEARCHES__<indexName>`), so local and Algolia histories stay apart.
 */
export const LOCAL_INDEX_NAME = 'orchestra-local';

export type SearchMode =
  | { kind: 'local'; indexName: string }
  | { kind: 'algolia'; appId: string; apiKey: string; indexName: string; insights: boolean };

export function searchMode(search: ClientConfig['search']): SearchMode {
  const { appId, apiKey, indexName } = search;
  if (appId && apiKey && indexName) return { kind: 'algolia', appId, apiKey, indexName, insights: search.insights };
  return { kind: 'local', indexName: LOCAL_INDEX_NAME };
}

/** The no-results screen's "Let us know." target, with the reader's query in it; undefined hides the link. */
export function missingResultsUrl(template: string | undefined, query: string): string | undefined {
  return template?.replaceAll('{query}', encodeURIComponent(query));
}
