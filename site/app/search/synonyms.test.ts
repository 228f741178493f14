import { describe, expect, it } from 'vitest';
import { loadSiteModel } from '../../build/index.ts';
import { searchRecords } from '../../build/search/records.ts';
import { normalizeWord, words } from './local-search-text.ts';
import { MERCHANT_SYNONYMS } from './synonyms.ts';

describe('the merchant synonym map', () => {
  it('maps every word to words the site really uses', async () => {
    const records = searchRecords(await loadSiteModel());
    const siteWords = new Set(records.flatMap((record) => words(`${Object.values(record.hierarchy).join(' ')} ${record.content ?? ''}`).map(normalizeWord)));
    const missing = MERCHANT_SYNONYMS.flatMap((entry) => entry.means.flatMap(words).map(normalizeWord)).filter((word) => !siteWords.has(word));
    expect(missing).toEqual([]);
  });

  it('says each phrase once (as the query reads it: "in-store" is "in store"), so a query maps one way', () => {
    const phrases = MERCHANT_SYNONYMS.flatMap((entry) => entry.says.map((phrase) => words(phrase).map(normalizeWord).join(' ')));
    expect(phrases.filter((phrase, index) => phrases.indexOf(phrase) !== index)).toEqual([]);
  });
});
