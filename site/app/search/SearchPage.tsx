/**
 * The /search page: the same search as the modal, 20 hits a page with paging, snippets of 10
 * words (5 on screens 768 px wide or narrower), the query and page kept in the URL. It is
 * prerendered as an empty shell (a static host serves one file whatever `?q=` says) and searches
 * once hydrated.
 */
import type { DocSearchHit } from '@docsearch/react';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import config from 'virtual:orchestra/config';
import { useRouter } from '../router/router.tsx';
import { SmartLink } from '../theme/SmartLink.tsx';
import { useDelayedFlag } from '../theme/use-delayed-flag.ts';
import { searchBackend, type HitsResult } from './backend.ts';
import { Highlighted } from './highlight.tsx';
import { groupByPage, LEVELS, titleLevel, type HitGroup } from './hit-groups.ts';
import { QUERY_MAX_LENGTH } from './types.ts';
import { readSearchParams, searchPageHref, siteHref } from './links.ts';
import { missingResultsUrl, searchMode } from './search-mode.ts';
import { useSearchResults, type SearchResults } from './use-search-results.ts';

const backend = searchBackend(searchMode(config.search));
const NARROW = '(max-width: 768px)';

function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function HitView({ hit }: { hit: DocSearchHit }) {
  const level = titleLevel(hit);
  const title = hit._highlightResult?.hierarchy?.[level]?.value;
  // The group heading names lvl0 and lvl1: the path shows the headings between.
  const path = LEVELS.slice(2, Math.max(2, LEVELS.indexOf(level)))
    .map((name) => hit.hierarchy[name])
    .filter((text): text is string => Boolean(text));
  const snippet = hit.type === 'content' ? (hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value) : undefined;
  return (
    <li className="search-page__hit">
      <h3 className="search-page__hit-title">
        <SmartLink href={siteHref(hit.url, config.url, window.location.origin)}>{title ? <Highlighted value={title} /> : hit.hierarchy[level]}</SmartLink>
      </h3>
      {path.length > 0 && (
        <ol className="search-page__breadcrumbs" aria-label="Found under">
          {path.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ol>
      )}
      {snippet && (
        <p className="search-page__snippet">
          <Highlighted value={snippet} />
        </p>
      )}
    </li>
  );
}

function HitGroupView({ group }: { group: HitGroup }) {
  return (
    <li className="search-page__group">
      <h2 className="search-page__group-title">
        {group.lvl1} <span className="search-page__group-source">{group.lvl0}</span>
      </h2>
      <ol className="search-page__hits">
        {group.hits.map((hit) => (
          <HitView key={hit.objectID} hit={hit} />
        ))}
      </ol>
    </li>
  );
}

function Pagination({ result, query }: { result: HitsResult; query: string }) {
  if (result.nbPages <= 1) return null;
  return (
    <nav className="search-page__pagination" aria-label="Search result pages">
      {result.page > 0 ? <SmartLink href={searchPageHref(query, result.page - 1)}>← Previous page</SmartLink> : <span />}
      <span>
        Page {result.page + 1} of {result.nbPages}
      </span>
      {result.page + 1 < result.nbPages ? <SmartLink href={searchPageHref(query, result.page + 1)}>Next page →</SmartLink> : <span />}
    </nav>
  );
}

function Message({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="search-page__message">
      <p className="search-page__message-title">{title}</p>
      {children}
    </div>
  );
}

function ResultsView({ results, query, page, onRetry }: { results: SearchResults; query: string; page: number; onRetry: () => void }) {
  const slow = useDelayedFlag(results.status === 'loading', 200);
  if (results.status === 'error') {
    return (
      <Message title="Unable to fetch results">
        <p>You might want to check your network connection.</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </Message>
    );
  }
  const result = results.status === 'done' ? results.result : results.status === 'loading' ? results.previous : undefined;
  const status = results.status === 'loading' && slow ? 'Loading…' : result && results.status === 'done' ? `${result.nbHits} ${result.nbHits === 1 ? 'result' : 'results'}` : '';
  const reportUrl = missingResultsUrl(config.search.missingResultsUrl, query);
  return (
    <>
      <p className="search-page__status" role="status">
        {status}
      </p>
      {results.status === 'done' && results.result.nbHits === 0 && (
        <Message title={`No results for "${query}"`}>
          {reportUrl && (
            <p>
              Believe this query should return results?{' '}
              <a href={reportUrl} target="_blank" rel="noopener noreferrer">
                Let us know.
              </a>
            </p>
          )}
        </Message>
      )}
      {results.status === 'done' && results.result.nbHits > 0 && results.result.hits.length === 0 && (
        <Message title={`There is no page ${page + 1} of results.`}>
          <SmartLink href={searchPageHref(query)}>Go to the first page</SmartLink>
        </Message>
      )}
      {result && result.hits.length > 0 && (
        <>
          <ol className="search-page__results" aria-busy={results.status === 'loading'}>
            {groupByPage(result.hits).map((group) => (
              <HitGroupView key={group.key} group={group} />
            ))}
          </ol>
          <Pagination result={result} query={query} />
        </>
      )}
    </>
  );
}

export function SearchPage() {
  const { location, navigate } = useRouter();
  const hydrated = useHydrated();
  const { query, page } = readSearchParams(hydrated ? location.search : '');
  const narrow = useNarrowScreen();
  const [input, setInput] = useState('');
  const [attempt, setAttempt] = useState(0);
  // The URL leads: back and forward, and links to this page, change the input too.
  useEffect(() => setInput(query), [query]);
  const request = useMemo(() => (hydrated ? { query, page, snippetWords: narrow ? 5 : 10 } : undefined), [hydrated, query, page, narrow]);
  const results = useSearchResults(backend, request, attempt);
  const heading = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <div className="search-page">
      <h1>{heading}</h1>
      <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          className="search-page__input"
          type="search"
          name="q"
          aria-label="Search"
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          maxLength={QUERY_MAX_LENGTH}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            navigate(searchPageHref(event.target.value), { replace: true });
          }}
        />
      </form>
      <ResultsView results={results} query={query} page={page} onRetry={() => setAttempt((count) => count + 1)} />
    </div>
  );
}
