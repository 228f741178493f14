/**
 * The API reference pages, generated from specs/ at build time: the site build appends
 * `referencePages()`; the search indexer reads `referenceSearchEntries(api, document)`.
 */
export { referencePages } from './pages.ts';
export { referenceSearchEntries, type ReferenceSearchEntry } from './search-entries.ts';
