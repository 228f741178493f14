import type { DocSearchHit, DocSearchTransformClient } from '@docsearch/react';
import { describe, expect, it, vi } from 'vitest';
import type { HitsQuery, HitsResult } from './backend.ts';
import { guardedClient, hitsQueryOf, searchAnsweredBy, type HitsRequest } from './docsearch-client.ts';

/** The request DocSearch 3.9.0 sends (src: DocSearchModal `getSources`). */
const docSearchRequest = (query: string, words = 10): HitsRequest & Record<string, unknown> => ({
  query,
  indexName: 'orchestra-local',
  attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:' + words, 'hierarchy.lvl2:' + words, 'content:' + words],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
});

const resultFor = (query: HitsQuery, hits: DocSearchHit[] = []): HitsResult => ({ hits, nbHits: hits.length, page: query.page, nbPages: hits.length ? 1 : 0, hitsPerPage: query.hitsPerPage, query: query.query, processingTimeMS: 1 });

const rawHit = { objectID: 'a', type: 'lvl1', url: '/docs/a', url_without_anchor: '/docs/a', anchor: null, content: null, hierarchy: { lvl0: 'Docs', lvl1: '<b>A</b>', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } } as unknown as DocSearchHit;

const fakeClient = (search: (params: unknown) => Promise<unknown>) =>
  ({ search, addAlgoliaAgent: () => undefined, transporter: { algoliaAgent: { value: 'test', add: () => undefined } } }) as unknown as DocSearchTransformClient;

describe('hitsQueryOf', () => {
  it("reads DocSearch's request: hits per page, snippet words, highlight tags", () => {
    expect(hitsQueryOf(docSearchRequest('capture', 5))).toEqual({ query: 'capture', hitsPerPage: 20, page: 0, snippetWords: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  });

  it("uses Algolia's defaults for what a request leaves out", () => {
    expect(hitsQueryOf({})).toEqual({ query: '', hitsPerPage: 20, page: 0, snippetWords: 10, highlightPreTag: '<em>', highlightPostTag: '</em>' });
    expect(hitsQueryOf({ attributesToSnippet: ['content:nope'] }).snippetWords).toBe(10);
  });
});

describe('searchAnsweredBy', () => {
  it("answers each request from the backend in Algolia's response shape", async () => {
    const backend = vi.fn(async (query: HitsQuery) => resultFor(query));
    const search = searchAnsweredBy(backend);
    const response = await search({ requests: [docSearchRequest('void'), { ...docSearchRequest('refund', 5), page: 2, hitsPerPage: 7 }] } as never);
    expect(backend.mock.calls.map(([query]) => query)).toEqual([
      { query: 'void', hitsPerPage: 20, page: 0, snippetWords: 10, highlightPreTag: '<mark>', highlightPostTag: '</mark>' },
      { query: 'refund', hitsPerPage: 7, page: 2, snippetWords: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>' },
    ]);
    expect(response.results).toMatchObject([
      { query: 'void', index: 'orchestra-local', hits: [] },
      { query: 'refund', hitsPerPage: 7, page: 2 },
    ]);
  });
});

describe('guardedClient', () => {
  it('passes results through with display-safe hits, and reports success', async () => {
    const onOutcome = vi.fn();
    const client = guardedClient(fakeClient(async () => ({ results: [{ ...resultFor(hitsQueryOf(docSearchRequest('a')), [rawHit]), queryID: 'q1' }] })), onOutcome);
    const response = (await client.search({ requests: [docSearchRequest('a')] } as never)) as unknown as { results: Array<HitsResult> };
    expect(onOutcome).toHaveBeenCalledWith(true);
    expect(response.results[0]!.queryID).toBe('q1');
    expect(response.results[0]!.hits[0]!.hierarchy.lvl1).toBe('&lt;b&gt;A&lt;/b&gt;');
  });

  it('answers "no hits" instead of throwing when the search fails, and reports the failure', async () => {
    const onOutcome = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = guardedClient(fakeClient(async () => Promise.reject(Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' }))), onOutcome);
    const response = await client.search({ requests: [docSearchRequest('capture')] } as never);
    expect(onOutcome).toHaveBeenCalledWith(false);
    expect(response.results).toEqual([{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'capture', processingTimeMS: 0, index: 'orchestra-local' }]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('keeps the rest of the client DocSearch relies on', () => {
    const original = fakeClient(async () => ({ results: [] }));
    const client = guardedClient(original, () => undefined);
    expect(client.addAlgoliaAgent).toBe(original.addAlgoliaAgent);
    expect(client.transporter).toBe(original.transporter);
  });
});
