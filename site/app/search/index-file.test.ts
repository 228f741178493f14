import { describe, expect, it } from 'vitest';
import { parseIndexFile } from './index-file.ts';

const URL = '/assets/search-abc.json';
const record = {
  objectID: 'p1',
  type: 'lvl1',
  url: '/docs/capture',
  url_without_anchor: '/docs/capture',
  anchor: null,
  hierarchy: { lvl0: 'Docs', lvl1: 'Capture', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  weight: { pageRank: 0, level: 90, position: 0 },
};

describe('parseIndexFile', () => {
  it('returns the records of a valid file', () => {
    expect(parseIndexFile(JSON.stringify({ version: 1, records: [record] }), URL).records).toEqual([record]);
  });

  it('says what is wrong: not JSON, another version, a bad record', () => {
    expect(() => parseIndexFile('<!doctype html>', URL)).toThrow(/^search index \/assets\/search-abc\.json is not JSON: /);
    expect(() => parseIndexFile(JSON.stringify({ version: 2, records: [] }), URL)).toThrow('search index /assets/search-abc.json is invalid at version');
    expect(() => parseIndexFile(JSON.stringify({ version: 1, records: [{ ...record, type: 'lvl9' }] }), URL)).toThrow('is invalid at records.0.type');
  });
});
