import { describe, expect, it } from 'vitest';
import { readSearchParams, searchPageHref, siteHref } from './links.ts';

const SITE = 'https://docs.orchestra.example';
const HERE = 'http://127.0.0.1:4000';

describe('siteHref', () => {
  it('turns a URL of this site (where it runs or where it is published) into a path', () => {
    expect(siteHref('/docs/capture#partial', SITE, HERE)).toBe('/docs/capture#partial');
    expect(siteHref('https://docs.orchestra.example/docs/capture?x=1#partial', SITE, HERE)).toBe('/docs/capture?x=1#partial');
    expect(siteHref('http://127.0.0.1:4000/api-v2#operation/createPayment', SITE, HERE)).toBe('/api-v2#operation/createPayment');
  });

  it('leaves other sites alone', () => {
    expect(siteHref('https://status.orchestra.example/', SITE, HERE)).toBe('https://status.orchestra.example/');
  });
});

describe('search page URL', () => {
  it('writes the query and the one-based page', () => {
    expect(searchPageHref('')).toBe('/search');
    expect(searchPageHref('cancel a payment')).toBe('/search?q=cancel+a+payment');
    expect(searchPageHref('3ds & co', 2)).toBe('/search?q=3ds+%26+co&page=3');
  });

  it('reads them back, a bad page as the first and a long query cut to 64 characters', () => {
    expect(readSearchParams('?q=3ds+%26+co&page=3')).toEqual({ query: '3ds & co', page: 2 });
    expect(readSearchParams('?q=void&page=0')).toEqual({ query: 'void', page: 0 });
    expect(readSearchParams('?q=void&page=two')).toEqual({ query: 'void', page: 0 });
    expect(readSearchParams('')).toEqual({ query: '', page: 0 });
    expect(readSearchParams(`?q=${'a'.repeat(80)}`).query).toHaveLength(64);
  });
});
