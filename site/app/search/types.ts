/**
 * The search contract shared by the build (which writes records), the browser (the modal and the
 * /search page) and the benchmark. Records have the shape Algolia's DocSearch crawler writes, so
 * the same file can be uploaded to an Algolia index unchanged.
 */

/** The search box's input limit (seed §9; DocSearch's own default is 512); longer queries are cut. */
export const QUERY_MAX_LENGTH = 64;

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface RecordHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  /** Deterministic: the same page, anchor and position give the same id on every build. */
  objectID: string;
  type: RecordType;
  /** Route with the anchor, as the site links it (`/docs/payments/capture#partial-capture`). */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  hierarchy: RecordHierarchy;
  /** The paragraph text of a `content` record; null for heading records. */
  content: string | null;
  /** DocSearch's tie-breakers: lower `level` is a bigger heading, lower `position` comes first. */
  weight: { pageRank: number; level: number; position: number };
}

/** The JSON file the build writes (content-hashed name) and the local client downloads. */
export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
}
