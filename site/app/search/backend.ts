/**
 * One way to ask for hits, whatever answers: the local engine (the index JSON, fetched on first
 * use) or Algolia. The modal (through DocSearch's search client) and the /search page both go
 * through here, so they rank and highlight alike.
 */
import type { LocalSearchResponse } from './local-search.ts';
import type { DocSearchHit } from '@docsearch/react';
import { getBootData } from '../page-loader.ts';
import type { SearchMode } from './search-mode.ts';

export interface HitsQuery {
  query: string;
  hitsPerPage: number;
  /** Zero-based, as in Algolia. */
  page: number;
  /** Words in each snippet (`content:10` in Algolia's `attributesToSnippet`). */
  snippetWords: number;
  highlightPreTag: string;
  highlightPostTag: string;
}

/** The local engine's answer, or Algolia's in the same shape. */
export interface HitsResult extends Omit<LocalSearchResponse, 'hits'> {
  hits: DocSearchHit[];
  /** Algolia's id of the query, for click events (Algolia mode with insights only). */
  queryID?: string;
}

export type SearchBackend = (query: HitsQuery) => Promise<HitsResult>;

/** The attributes DocSearch shows, hence the ones to retrieve and snippet. */
export const DISPLAYED_ATTRIBUTES = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'] as const;

function localBackend(): SearchBackend {
  return async (query) => {
    const { loadLocalIndex } = await import('./local-index.ts');
    const engine = await loadLocalIndex(getBootData()?.search);
    return engine.search(query.query, query);
  };
}

function algoliaBackend(mode: Extract<SearchMode, { kind: 'algolia' }>): SearchBackend {
  let client: Promise<import('algoliasearch/lite').LiteClient> | undefined;
  return async (query) => {
    client ??= import('algoliasearch/lite').then(({ liteClient }) => liteClient(mode.appId, mode.apiKey));
    const { results } = await (await client).search<DocSearchHit>({
      requests: [
        {
          indexName: mode.indexName,
          query: query.query,
          hitsPerPage: query.hitsPerPage,
          page: query.page,
          attributesToRetrieve: [...DISPLAYED_ATTRIBUTES, 'type', 'url'],
          attributesToSnippet: DISPLAYED_ATTRIBUTES.filter((attribute) => attribute !== 'hierarchy.lvl0').map((attribute) => `${attribute}:${query.snippetWords}`),
          snippetEllipsisText: '…',
          highlightPreTag: query.highlightPreTag,
          highlightPostTag: query.highlightPostTag,
        },
      ],
    });
    const result = results[0];
    if (!result || !('hits' in result)) throw new Error('Algolia answered without hits');
    return result as HitsResult;
  };
}

export function searchBackend(mode: SearchMode): SearchBackend {
  return mode.kind === 'local' ? localBackend() : algoliaBackend(mode);
}
