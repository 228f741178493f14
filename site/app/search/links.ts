import { QUERY_MAX_LENGTH } from './types.ts';

/** Where search links go: hits on this site navigate client-side; the /search page keeps its state in the URL. */

export const SEARCH_PAGE_ROUTE = '/search';

/**
 * A hit's URL as this site links it: a path when the URL is on this site (local records are
 * paths already; Algolia records may be absolute URLs of the published site), unchanged otherwise.
 */
export function siteHref(url: string, siteUrl: string, currentOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, currentOrigin);
  } catch {
    return url;
  }
  const ours = parsed.origin === currentOrigin || parsed.origin === new URL(siteUrl).origin;
  return ours ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
}

export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** `/search?q=…` (and `&page=N` past the first page, one-based as readers count). */
export function searchPageHref(query: string, page = 0): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 0) params.set('page', String(page + 1));
  const search = params.toString();
  return search ? `${SEARCH_PAGE_ROUTE}?${search}` : SEARCH_PAGE_ROUTE;
}

/**
 * The query (cut to the input limit) and zero-based page of a /search URL's query string; a bad
 * page number is the first page.
 */
export function readSearchParams(search: string): { query: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { query: (params.get('q') ?? '').slice(0, QUERY_MAX_LENGTH), page: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}
