import { describe, expect, it } from 'vitest';
import repoConfig from '../docs.config.ts';
import { parseConfig } from './config.ts';

const withSearch = (search: unknown) => parseConfig({ ...repoConfig, search });

describe('search config', () => {
  it('accepts the repository config, with its search button and missing-results link', () => {
    const parsed = parseConfig(repoConfig);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.navbar.items.filter((item) => item.type === 'search')).toEqual([{ type: 'search', position: 'right' }]);
    expect(parsed.config.search.missingResultsUrl).toContain('{query}');
  });

  it('is local search with no credentials, and Algolia with all three', () => {
    expect(withSearch({})).toMatchObject({ ok: true, config: { search: { insights: false } } });
    expect(withSearch({ appId: 'APP', apiKey: 'key', indexName: 'orchestra', insights: true })).toMatchObject({
      ok: true,
      config: { search: { appId: 'APP', apiKey: 'key', indexName: 'orchestra', insights: true } },
    });
  });

  it("reports a partial Algolia config with the client's own words", () => {
    expect(withSearch({ indexName: 'orchestra' })).toEqual({ ok: false, message: 'search.appId: `appId` is missing.\nsearch.apiKey: `apiKey` is missing.' });
    expect(withSearch({ appId: 'APP', indexName: 'orchestra' })).toEqual({ ok: false, message: 'search.apiKey: `apiKey` is missing.' });
    expect(withSearch({ appId: 'APP', apiKey: 'key' })).toEqual({ ok: false, message: 'search.indexName: `indexName` is missing.' });
  });

  it('counts a blank credential as missing', () => {
    expect(withSearch({ appId: '  ', apiKey: 'key', indexName: 'orchestra' })).toEqual({ ok: false, message: 'search.appId: `appId` is missing.' });
    expect(withSearch({ appId: '', apiKey: '', indexName: '' })).toMatchObject({ ok: true, config: { search: { appId: undefined, apiKey: undefined, indexName: undefined } } });
  });

  it('wants an http(s) missing-results URL with a {query} placeholder, and no unknown key', () => {
    expect(withSearch({ missingResultsUrl: 'https://feedback.orchestra.example/new?q={query}' }).ok).toBe(true);
    expect(withSearch({ missingResultsUrl: 'https://feedback.orchestra.example/new' })).toEqual({ ok: false, message: "search.missingResultsUrl: must contain {query}, where the reader's query goes" });
    expect(withSearch({ missingResultsUrl: 'javascript:alert({query})' }).ok).toBe(false);
    expect(withSearch({ indexname: 'orchestra' })).toEqual({ ok: false, message: 'search: Unrecognized key: "indexname"' });
  });
});
