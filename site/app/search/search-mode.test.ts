import { describe, expect, it } from 'vitest';
import { LOCAL_INDEX_NAME, missingResultsUrl, searchMode } from './search-mode.ts';

describe('searchMode', () => {
  it('is local, under its own index name, without Algolia credentials', () => {
    expect(searchMode({ insights: true })).toEqual({ kind: 'local', indexName: LOCAL_INDEX_NAME });
    expect(LOCAL_INDEX_NAME).toBe('orchestra-local');
  });

  it('is Algolia when appId, apiKey and indexName are set, with insights only when enabled', () => {
    expect(searchMode({ appId: 'APP', apiKey: 'key', indexName: 'orchestra', insights: false })).toEqual({ kind: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'orchestra', insights: false });
    expect(searchMode({ appId: 'APP', apiKey: 'key', indexName: 'orchestra', insights: true })).toMatchObject({ kind: 'algolia', insights: true });
  });

  it('stays local when a credential is missing (the config schema reports it first)', () => {
    expect(searchMode({ appId: 'APP', apiKey: 'key', insights: false }).kind).toBe('local');
  });
});

describe('missingResultsUrl', () => {
  it('puts the URL-encoded query in the template', () => {
    expect(missingResultsUrl('https://git.orchestra.example/issues/new?title=No%20results%20for%20%22{query}%22', 'cancel & refund')).toBe(
      'https://git.orchestra.example/issues/new?title=No%20results%20for%20%22cancel%20%26%20refund%22',
    );
  });

  it('is undefined without a template, which hides the link', () => {
    expect(missingResultsUrl(undefined, 'x')).toBeUndefined();
  });
});
