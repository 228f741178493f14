/**
 * The local engine, built once from the index JSON the build wrote (`assets/search-<hash>.json`).
 * Its own chunk, loaded with the engine when the reader shows intent to search; a failed load is
 * forgotten so the next search tries again.
 */
import { parseIndexFile } from './index-file.ts';
import { createLocalSearch } from './local-search.ts';

type LocalEngine = ReturnType<typeof createLocalSearch>;

let loading: Promise<LocalEngine> | undefined;

async function load(url: string): Promise<LocalEngine> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
  return createLocalSearch(parseIndexFile(await response.text(), url).records);
}

export function loadLocalIndex(url: string | undefined): Promise<LocalEngine> {
  if (!url) return Promise.reject(new Error('this page was built without a search index'));
  if (!loading) {
    const attempt = load(url);
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}
