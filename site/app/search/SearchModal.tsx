/**
 * The search modal: DocSearch 3.9.0's own modal (texts, keyboard, recent and favorite searches
 * per index, hits grouped under their lvl1 page), answered by local search or by Algolia. This
 * module and everything it imports form the lazy search chunk: nothing here loads before the
 * reader shows intent to search.
 */
import { DocSearchModal, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import config from 'virtual:orchestra/config';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import '../styles/search-modal.css';
import { searchBackend } from './backend.ts';
import { repairDocSearchMarkup } from './docsearch-a11y.ts';
import { guardedClient, searchAnsweredBy } from './docsearch-client.ts';
import { searchPageHref, siteHref } from './links.ts';
import { missingResultsUrl, type SearchMode } from './search-mode.ts';

export interface SearchModalProps {
  mode: SearchMode;
  initialQuery: string;
  /** Where the page was scrolled when the modal opened; DocSearch restores it on close. */
  initialScrollY: number;
  onClose: () => void;
  /** Closes the modal, then goes to `href` (after DocSearch has restored the scroll position). */
  onNavigate: (href: string) => void;
}

const NavigateContext = createContext<(href: string) => void>(() => undefined);

const plainLeftClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const hrefOf = (url: string) => siteHref(url, config.url, window.location.origin);

/**
 * A hit. It is an option of the input's listbox (reached with the arrow keys, chosen with Enter
 * through `navigator`), so it holds no focusable link: an `<a>` without `href`, which DocSearch's
 * CSS still styles. A click goes through the site's router, a middle or modified click opens a
 * new tab; DocSearch's own item click handler saves the hit and closes the modal.
 */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  const navigate = useContext(NavigateContext);
  const href = hrefOf(hit.url);
  const openInNewTab = () => window.open(href, '_blank', 'noopener');
  return (
    <a
      className="search-hit"
      data-href={href}
      onClick={(event) => {
        if (plainLeftClick(event)) navigate(href);
        else openInNewTab();
      }}
      onAuxClick={(event) => {
        if (event.button === 1) openInNewTab();
      }}
    >
      {children}
    </a>
  );
}

/** "See all {count} results": the /search page, through the site's router. */
function ResultsFooter({ state }: { state: AutocompleteState<InternalDocSearchHit> }) {
  const navigate = useContext(NavigateContext);
  const href = searchPageHref(state.query);
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!plainLeftClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {`See all ${Number(state.context.nbHits ?? 0)} results`}
    </a>
  );
}

/** DocSearch 3.9.0's error screen, same markup and texts (its component is not exported). */
function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen search-error-screen">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

/**
 * "Unable to fetch results" — DocSearch 3.9.0 cannot show it by itself: its source sets the
 * status to 'error' when the search rejects with a RetryError, but autocomplete-core's `finally`
 * sets it back to 'idle' in the same tick, and the stale collections of the previous query stay
 * on screen. So the client never rejects: a failed search answers "no hits" and reports the
 * failure here. DocSearch then shows its no-results screen for that query, settled and idle;
 * this component puts DocSearch's error screen beside it in the dropdown, and search-modal.css
 * shows the error screen in its place (`:has()`), only while the no-results screen is what
 * DocSearch shows. A later search that works clears the failure.
 */
export default function SearchModal({ mode, initialQuery, initialScrollY, onClose, onNavigate }: SearchModalProps) {
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    setDropdown(root.current!.querySelector<HTMLElement>('.DocSearch-Dropdown'));
    return repairDocSearchMarkup(root.current!, 'Search');
  }, []);

  const onOutcome = useCallback((ok: boolean) => setFailed(!ok), []);
  const transformSearchClient = useMemo(() => {
    const answer = mode.kind === 'local' ? searchAnsweredBy(searchBackend(mode)) : undefined;
    return (client: Parameters<typeof guardedClient>[0]) => guardedClient(answer ? { ...client, search: answer } : client, onOutcome);
  }, [mode, onOutcome]);
  const template = config.search.missingResultsUrl;
  const getMissingResultsUrl = useMemo(() => (template ? ({ query }: { query: string }) => missingResultsUrl(template, query)! : undefined), [template]);
  const navigator = useMemo(() => ({ navigate: ({ itemUrl }: { itemUrl: string }) => onNavigate(hrefOf(itemUrl)) }), [onNavigate]);

  // DocSearch's placeholder credentials in local mode: it builds an Algolia client before it
  // calls `transformSearchClient`, and that client refuses empty ones.
  const credentials = mode.kind === 'algolia' ? { appId: mode.appId, apiKey: mode.apiKey } : { appId: 'local', apiKey: 'local' };
  return (
    <NavigateContext.Provider value={onNavigate}>
      {createPortal(
        // The wrapper scopes the markup repairs and mode-specific styles (the modal is position: fixed).
        <div ref={root} className={`search-modal search-modal--${mode.kind}`}>
          <DocSearchModal
            {...credentials}
            indexName={mode.indexName}
            initialQuery={initialQuery}
            initialScrollY={initialScrollY}
            onClose={onClose}
            transformSearchClient={transformSearchClient}
            hitComponent={Hit}
            resultsFooterComponent={ResultsFooter}
            navigator={navigator}
            insights={mode.kind === 'algolia' && mode.insights}
            {...(getMissingResultsUrl ? { getMissingResultsUrl } : {})}
          />
        </div>,
        document.body,
      )}
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
    </NavigateContext.Provider>
  );
}
