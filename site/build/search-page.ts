/**
 * The /search page as a site page: a generated module rendering `SearchPage`. Prerendered as an
 * empty shell; the results come from the search backend in the browser.
 */
import { resolve } from 'node:path';
import { SEARCH_PAGE_ROUTE } from '../app/search/links.ts';
import type { SitePageInput } from './site-model.ts';

const PAGE_COMPONENT = resolve(import.meta.dirname, '../app/search/SearchPage.tsx');

export function searchPage(): SitePageInput {
  return {
    route: SEARCH_PAGE_ROUTE,
    file: PAGE_COMPONENT,
    source: { type: 'module', code: `export { SearchPage as default } from ${JSON.stringify(PAGE_COMPONENT)};` },
    kind: 'site',
    title: 'Search',
    description: 'Search the documentation and the API references.',
    hideTableOfContents: true,
    headings: [],
  };
}
