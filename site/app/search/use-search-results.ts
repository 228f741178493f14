/** The /search page's results for one query and page, through the same backend as the modal. */
import { useEffect, useState } from 'react';
import type { HitsResult, SearchBackend } from './backend.ts';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './highlight.tsx';

/** Hits per page of the /search page (seed §9). */
export const HITS_PER_PAGE = 20;

export type SearchResults =
  | { status: 'idle' }
  | { status: 'loading'; previous?: HitsResult }
  | { status: 'done'; result: HitsResult }
  | { status: 'error' };

export interface ResultsRequest {
  query: string;
  page: number;
  snippetWords: number;
}

/** `request` is undefined until hydration: the prerendered page is the same for every query. */
export function useSearchResults(backend: SearchBackend, request: ResultsRequest | undefined, attempt: number): SearchResults {
  const [results, setResults] = useState<SearchResults>({ status: 'idle' });
  const query = request?.query.trim() ?? '';
  const page = request?.page ?? 0;
  const snippetWords = request?.snippetWords ?? 10;
  useEffect(() => {
    if (!query) {
      setResults({ status: 'idle' });
      return;
    }
    let current = true;
    setResults((previous) => ({ status: 'loading', ...(previous.status === 'done' ? { previous: previous.result } : previous.status === 'loading' && previous.previous ? { previous: previous.previous } : {}) }));
    backend({ query, page, hitsPerPage: HITS_PER_PAGE, snippetWords, highlightPreTag: HIGHLIGHT_PRE_TAG, highlightPostTag: HIGHLIGHT_POST_TAG }).then(
      (result) => current && setResults({ status: 'done', result }),
      (error: unknown) => {
        console.error('search failed:', error);
        if (current) setResults({ status: 'error' });
      },
    );
    // A newer query or page wins over an answer still on its way.
    return () => {
      current = false;
    };
  }, [backend, query, page, snippetWords, attempt]);
  return results;
}
