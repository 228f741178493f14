import type { DocSearchHit } from '@docsearch/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createLocalSearch, type LocalHit } from './local-search.ts';
import { QUERY_MAX_LENGTH } from './types.ts';
import type { RecordType, SearchRecord } from './types.ts';

let position = 0;
function record(type: RecordType, url: string, levels: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', string>>, content: string | null = null): SearchRecord {
  const [route, anchor] = url.split('#') as [string, string | undefined];
  return {
    objectID: `id-${position}`,
    type,
    url,
    url_without_anchor: route,
    anchor: anchor ?? null,
    hierarchy: { lvl0: levels.lvl0 ?? 'Documentation', lvl1: levels.lvl1 ?? '', lvl2: levels.lvl2 ?? null, lvl3: levels.lvl3 ?? null, lvl4: null, lvl5: null, lvl6: null },
    content,
    weight: { pageRank: 0, level: type === 'content' ? 7 : Number(type.slice(3)), position: position++ },
  };
}

const RECORDS: SearchRecord[] = [
  record('lvl1', '/docs/capture', { lvl1: 'Capture' }, 'Take the money of an authorized payment.'),
  record('lvl2', '/docs/capture#partial-capture', { lvl1: 'Capture', lvl2: 'Partial capture' }),
  record('content', '/docs/capture#partial-capture', { lvl1: 'Capture', lvl2: 'Partial capture' }, 'Capture part of the amount now and the rest when the second parcel ships.'),
  record('lvl1', '/docs/void', { lvl1: 'Void' }, 'Release the funds an authorization holds before anything is captured.'),
  record('content', '/docs/void#in-orchestra', { lvl1: 'Void', lvl2: 'In Orchestra' }, 'A void applies to the whole available amount of the payment unless you give one.'),
  record('lvl1', '/docs/refund', { lvl1: 'Refund' }, 'Give back captured money to the shopper.'),
  record('lvl1', '/docs/webhooks', { lvl1: 'Webhooks' }, 'Notifications sent to your server when a client session changes.'),
  record('lvl2', '/api-v2#operation/createPayment', { lvl0: 'API v2', lvl1: 'Payments', lvl2: 'Create a payment' }, 'POST /v2/payments createPayment'),
  record('content', '/docs/xss', { lvl1: 'Escaping <b>bold</b>' }, 'A record with <img src=x onerror=alert(1)> & "quotes" in its text.'),
];

const engine = createLocalSearch(RECORDS);
const urls = (query: string) => engine.search(query).hits.map((hit) => hit.url);

describe('local search ranking', () => {
  it('puts the page whose title is the query first', () => {
    expect(urls('capture')[0]).toBe('/docs/capture');
    expect(urls('webhooks')[0]).toBe('/docs/webhooks');
  });

  it('forgives one wrong letter in words of 4 letters or more, not in shorter ones', () => {
    expect(urls('captur')).toContain('/docs/capture');
    expect(urls('capyure')).toContain('/docs/capture');
    expect(urls('refnd')[0]).toBe('/docs/refund');
    expect(urls('vod')).toEqual([]);
  });

  it('completes the last word only: the reader may still be typing it', () => {
    expect(urls('webh')[0]).toBe('/docs/webhooks');
    expect(urls('webh ')).toEqual([]);
    const [hit] = engine.search('webh notifications').hits;
    expect(hit!._highlightResult.hierarchy.lvl1.value).toBe('Webhooks');
    expect(hit!._highlightResult.content.value).toMatch(/^<mark>Notifications<\/mark>/);
  });

  it('answers with the records that match every word when there are some', () => {
    expect(urls('partial capture')).toEqual(['/docs/capture#partial-capture', '/docs/capture#partial-capture']);
    expect(engine.search('capture parcel').hits.every((hit) => hit.content?.includes('parcel'))).toBe(true);
  });

  it('falls back to the records matching the most words when none matches them all', () => {
    expect(urls('refund zebra')).toEqual(['/docs/refund']);
  });

  it("maps a merchant's words to the pages' words", () => {
    expect(urls('cancel a payment')[0]).toMatch(/^\/docs\/void/);
    expect(urls('money back')[0]).toBe('/docs/refund');
    expect(urls('callback')[0]).toBe('/docs/webhooks');
  });

  it('finds camelCase identifiers by their words, and by the identifier', () => {
    expect(urls('create payment')[0]).toBe('/api-v2#operation/createPayment');
    expect(urls('createPayment')[0]).toBe('/api-v2#operation/createPayment');
  });

  it('drops words that tell nothing apart, unless nothing else is left', () => {
    expect(urls('how do I refund')[0]).toBe('/docs/refund');
    expect(engine.search('the').nbHits).toBeGreaterThan(0);
  });

  it('breaks ties with the records’ weight: page rank, then level, then position', () => {
    const twin = (type: RecordType, pageRank: number, at: number): SearchRecord => ({ ...record(type, `/docs/t${at}`, { lvl1: 'Twin' }), weight: { pageRank, level: 1, position: at } });
    const tied = createLocalSearch([twin('lvl1', 0, 5), twin('lvl1', 0, 2), twin('lvl1', 1, 9)]);
    expect(tied.search('twin').hits.map((hit) => hit.url)).toEqual(['/docs/t9', '/docs/t2', '/docs/t5']);
  });

  it('answers nothing to an empty query or one without words', () => {
    expect(engine.search('').nbHits).toBe(0);
    expect(engine.search('  ?! ').nbHits).toBe(0);
  });
});

describe('local search response', () => {
  it('pages the hits: hitsPerPage, 0-based page, nbPages, nbHits', () => {
    const all = engine.search('payment');
    expect(all.nbHits).toBeGreaterThan(2);
    const first = engine.search('payment', { hitsPerPage: 2, page: 0 });
    const second = engine.search('payment', { hitsPerPage: 2, page: 1 });
    expect(first).toMatchObject({ hitsPerPage: 2, page: 0, nbHits: all.nbHits, nbPages: Math.ceil(all.nbHits / 2), query: 'payment' });
    expect([...first.hits, ...second.hits].map((hit) => hit.objectID)).toEqual(all.hits.slice(0, 4).map((hit) => hit.objectID));
    expect(engine.search('payment', { page: 99 }).hits).toEqual([]);
    expect(engine.search('payment').hitsPerPage).toBe(20);
  });

  it(`cuts the query to ${QUERY_MAX_LENGTH} characters`, () => {
    const long = `capture ${'x'.repeat(100)}`;
    expect(engine.search(long).query).toBe(long.slice(0, QUERY_MAX_LENGTH));
  });

  it('highlights the matched words of every attribute with the requested tags', () => {
    const [hit] = engine.search('partial captur', { highlightPreTag: '[', highlightPostTag: ']' }).hits;
    expect(hit!._highlightResult.hierarchy.lvl2).toEqual({ value: '[Partial] [capture]', matchLevel: 'full', matchedWords: ['partial', 'captur'] });
    expect(hit!._highlightResult.hierarchy.lvl1).toEqual({ value: '[Capture]', matchLevel: 'partial', matchedWords: ['captur'] });
    expect(hit!._highlightResult.hierarchy.lvl0).toEqual({ value: 'Documentation', matchLevel: 'none', matchedWords: [] });
    expect(hit!._highlightResult.hierarchy.lvl3).toEqual({ value: '', matchLevel: 'none', matchedWords: [] });
  });

  it('marks a typo and a synonym where they matched', () => {
    expect(engine.search('refnd').hits[0]!._highlightResult.hierarchy.lvl1.value).toBe('<mark>Refund</mark>');
    const voidHit = engine.search('cancel').hits.find((hit) => hit.url === '/docs/void')!;
    expect(voidHit._highlightResult.hierarchy.lvl1).toMatchObject({ value: '<mark>Void</mark>', matchLevel: 'full', matchedWords: ['cancel'] });
  });

  it('cuts snippets to the requested number of words around the first match, with ellipses', () => {
    const hit = engine.search('parcel').hits.find((candidate) => candidate.type === 'content')!;
    // Near the end of the text the window fills up with the words before the match.
    expect(hit._snippetResult.content.value).toBe('…amount now and the rest when the second <mark>parcel</mark> ships.');
    expect(engine.search('parcel', { snippetWords: 3 }).hits[0]!._snippetResult.content.value).toBe('…second <mark>parcel</mark> ships.');
    const start = engine.search('capture part', { snippetWords: 4 }).hits.find((candidate) => candidate.type === 'content')!;
    expect(start._snippetResult.content.value).toBe('<mark>Capture</mark> <mark>part</mark> of the…');
    // Shorter than the window: the whole text, no ellipsis.
    expect(engine.search('webhooks').hits[0]!._snippetResult.hierarchy.lvl1.value).toBe('<mark>Webhooks</mark>');
  });

  it('never lets a record or a query inject HTML: all text is escaped, only the tags are added', () => {
    const attack = '<img src=x onerror=alert(1)>';
    for (const query of [attack, 'escaping bold', 'record quotes', `${attack} record`]) {
      for (const hit of engine.search(query).hits) {
        const values = [hit._highlightResult.content, hit._snippetResult.content, ...Object.values(hit._highlightResult.hierarchy), ...Object.values(hit._snippetResult.hierarchy)].map((result) => result.value);
        for (const value of values) expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"]/);
      }
    }
    const [hit] = engine.search('img onerror').hits;
    expect(hit!._highlightResult.content.value).toBe('A record with &lt;<mark>img</mark> src=x <mark>onerror</mark>=alert(1)&gt; &amp; &quot;quotes&quot; in its text.');
    expect(hit!._highlightResult.hierarchy.lvl1.value).toBe('Escaping &lt;b&gt;bold&lt;/b&gt;');
  });

  it('returns the hits in the shape DocSearch reads', () => {
    expectTypeOf<LocalHit>().toExtend<DocSearchHit>();
    const [hit] = engine.search('capture').hits;
    expect(hit).toMatchObject({ objectID: 'id-0', type: 'lvl1', url: '/docs/capture', hierarchy: { lvl1: 'Capture' } });
    expect(hit!._highlightResult.hierarchy_camel).toEqual([hit!._highlightResult.hierarchy]);
  });

  it('never throws on odd options', () => {
    expect(() => engine.search('capture', { hitsPerPage: 0, page: -3, snippetWords: Number.NaN })).not.toThrow();
    expect(engine.search('capture', { hitsPerPage: 0, page: -3 })).toMatchObject({ hitsPerPage: 20, page: 0 });
  });
});
