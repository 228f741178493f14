/** The search records as the file the site serves (`SearchIndexFile`), for the build, the dev server and `docs search-index`. */
import type { SearchIndexFile, SearchRecord } from '../../app/search/types.ts';
import type { SiteModel } from '../site-model.ts';
import { searchRecords } from './records.ts';

export function searchIndexFile(model: SiteModel): { records: SearchRecord[]; text: string } {
  const file: SearchIndexFile = { version: 1, records: searchRecords(model) };
  return { records: file.records, text: JSON.stringify(file) };
}
