/**
 * The site's client router. It does what a static docs site needs and nothing more: history
 * navigation, one lazily loaded module per page, a pending state for loaders, scroll
 * restoration and hash scrolling. React Router 7's data router would do the same but adds about
 * 30 KB gzip to every page's first load, a third of the budget (README, "Architecture").
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { normalizeRoute } from '../page-loader.ts';
import type { PageModule } from '../types.ts';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type PageState =
  | { status: 200; page: PageModule }
  | { status: 404 }
  /** The page's module could not be loaded (network, deleted chunk after a deploy). */
  | { status: 'load-error'; error: unknown };

export interface RouterValue {
  location: RouterLocation;
  state: PageState;
  /** Where a navigation is heading while its page loads. */
  pending?: RouterLocation;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterValue | undefined>(undefined);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter outside <Router>');
  return value;
}

export function parseLocation(href: string, base = 'http://site.local'): RouterLocation {
  const url = new URL(href, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export type PageLoader = (pathname: string) => Promise<PageModule | undefined>;

export async function loadState(loadPage: PageLoader, pathname: string): Promise<PageState> {
  try {
    const page = await loadPage(pathname);
    return page ? { status: 200, page } : { status: 404 };
  } catch (error) {
    return { status: 'load-error', error };
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const id = decodeURIComponent(hash.slice(1));
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/** The server renders with a fixed location and state; the browser takes over from there. */
export function StaticRouter({ location, state, children }: { location: RouterLocation; state: PageState; children: ReactNode }) {
  const value = useMemo<RouterValue>(() => ({ location, state, navigate: () => undefined }), [location, state]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ initial, loadPage, children }: { initial: PageState; loadPage: PageLoader; children: ReactNode }) {
  const [location, setLocation] = useState(() => parseLocation(window.location.href));
  const [state, setState] = useState<PageState>(initial);
  const [pending, setPending] = useState<RouterLocation>();
  const latest = useRef(0);
  const restoreScroll = useRef<number | undefined>(undefined);
  // The page on screen; on popstate window.location already shows the next one.
  const shown = useRef(location.pathname);
  shown.current = location.pathname;

  const go = useCallback(
    async (next: RouterLocation, mode: 'push' | 'replace' | 'pop') => {
      const id = ++latest.current;
      const samePage = normalizeRoute(next.pathname) === normalizeRoute(shown.current);
      if (mode !== 'pop') {
        // Remember where the reader was, for the back button.
        history.replaceState({ ...history.state, scroll: window.scrollY }, '');
      }
      const href = `${next.pathname}${next.search}${next.hash}`;
      if (samePage && state.status === 200) {
        if (mode === 'push') history.pushState({ scroll: 0 }, '', href);
        if (mode === 'replace') history.replaceState({ scroll: 0 }, '', href);
        setLocation(next);
        if (mode !== 'pop' && !scrollToHash(next.hash)) window.scrollTo(0, 0);
        return;
      }
      setPending(next);
      const loaded = await loadState(loadPage, next.pathname);
      if (id !== latest.current) return; // a newer navigation won
      if (mode === 'push') history.pushState({ scroll: 0 }, '', href);
      if (mode === 'replace') history.replaceState({ scroll: 0 }, '', href);
      restoreScroll.current = mode === 'pop' ? Number((history.state as { scroll?: number } | null)?.scroll ?? 0) : undefined;
      setPending(undefined);
      setLocation(next);
      setState(loaded);
    },
    [loadPage, state.status],
  );

  // After a new page renders: back/forward restores the old position, a link goes to its hash or the top.
  useEffect(() => {
    if (restoreScroll.current !== undefined) window.scrollTo(0, restoreScroll.current);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
    restoreScroll.current = undefined;
    // Only when the page itself changes.
  }, [state]);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onPop = () => void go(parseLocation(window.location.href), 'pop');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => void go(parseLocation(to, window.location.href), options?.replace ? 'replace' : 'push'),
    [go],
  );
  const value = useMemo<RouterValue>(() => ({ location, state, ...(pending ? { pending } : {}), navigate }), [location, state, pending, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
