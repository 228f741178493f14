/**
 * The search client behind DocSearch's modal. DocSearch builds an Algolia client and hands it to
 * `transformSearchClient`; local mode replaces its `search` with the local engine (the Algolia
 * client itself, built with placeholder credentials, never sends a request), and both modes
 * wrap the result: hits made display-safe, and failures reported instead of thrown (see
 * SearchModal.tsx for why DocSearch cannot show its error screen by itself).
 */
import type { DocSearchHit, DocSearchTransformClient } from '@docsearch/react';
import type { HitsQuery, HitsResult, SearchBackend } from './backend.ts';
import { displaySafeHit } from './display-safe.ts';

/** The fields of an Algolia search request that local search honours. */
export interface HitsRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  /** `attribute:words`, such as `content:10`. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
}

type Search = DocSearchTransformClient['search'];
type Responses = { results: Array<HitsResult & { index?: string }> };

/** Algolia's defaults where a request leaves a field out (DocSearch sets them all). */
export function hitsQueryOf(request: HitsRequest): HitsQuery {
  const snippet = request.attributesToSnippet?.find((entry) => entry.startsWith('content:')) ?? request.attributesToSnippet?.[0];
  const words = Number(snippet?.split(':')[1]);
  return {
    query: request.query ?? '',
    hitsPerPage: request.hitsPerPage ?? 20,
    page: request.page ?? 0,
    snippetWords: Number.isInteger(words) && words > 0 ? words : 10,
    highlightPreTag: request.highlightPreTag ?? '<em>',
    highlightPostTag: request.highlightPostTag ?? '</em>',
  };
}

/** `search({ requests })` answered by a backend, one result per request, in Algolia's shape. */
export function searchAnsweredBy(backend: SearchBackend): Search {
  const search = async ({ requests }: { requests: HitsRequest[] }): Promise<Responses> => ({
    results: await Promise.all(requests.map(async (request) => ({ ...(await backend(hitsQueryOf(request))), index: request.indexName }))),
  });
  return search as unknown as Search;
}

function emptyResult(request: HitsRequest): HitsResult & { index?: string } {
  const { query, hitsPerPage } = hitsQueryOf(request);
  return { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage, query, processingTimeMS: 0, ...(request.indexName ? { index: request.indexName } : {}) };
}

/**
 * The client DocSearch uses: display-safe hits, and `onOutcome(false)` with an empty answer when
 * the search fails, `onOutcome(true)` when it works.
 */
export function guardedClient(client: DocSearchTransformClient, onOutcome: (ok: boolean) => void): DocSearchTransformClient {
  const search = async (params: { requests: HitsRequest[] }, options?: unknown): Promise<Responses> => {
    try {
      const response = (await client.search(params as Parameters<Search>[0], options as Parameters<Search>[1])) as unknown as Responses;
      onOutcome(true);
      return { results: response.results.map((result) => ('hits' in result ? { ...result, hits: result.hits.map((hit: DocSearchHit) => displaySafeHit(hit)) } : result)) };
    } catch (error) {
      console.error('search failed:', error);
      onOutcome(false);
      return { results: params.requests.map(emptyResult) };
    }
  };
  return { ...client, search: search as unknown as Search };
}
