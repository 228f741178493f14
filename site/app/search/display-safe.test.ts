import type { DocSearchHit } from '@docsearch/react';
import { describe, expect, it } from 'vitest';
import { displaySafeHit, keepOnlyHighlightTags } from './display-safe.ts';

const attribute = (value: string) => ({ value, matchLevel: 'full' as const, matchedWords: [] });

function hit(overrides: Partial<DocSearchHit> = {}): DocSearchHit {
  const hierarchy = { lvl0: 'Fees & <b>tags</b>', lvl1: 'Page <i>one</i>', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const levels = { lvl0: attribute('Fees &amp; &lt;b&gt;tags&lt;/b&gt;'), lvl1: attribute('<mark>Page</mark> <img src=x onerror=alert(1)>') } as unknown as DocSearchHit['_highlightResult']['hierarchy'];
  return {
    objectID: '1',
    type: 'content',
    url: '/docs/page#one',
    url_without_anchor: '/docs/page',
    anchor: 'one',
    hierarchy,
    content: 'Use <script>alert(1)</script> & more',
    _highlightResult: { content: attribute('Use <mark>x</mark> <svg onload=alert(1)>'), hierarchy: levels, hierarchy_camel: [] },
    _snippetResult: { content: attribute('…<mark>x</mark> <iframe src=x>'), hierarchy: levels, hierarchy_camel: [] },
    ...overrides,
  };
}

describe('keepOnlyHighlightTags', () => {
  it('keeps <mark> and </mark> and makes every other < text', () => {
    expect(keepOnlyHighlightTags('<mark>pay</mark>ment <img src=x onerror=alert(1)> </mark <markx>')).toBe('<mark>pay</mark>ment &lt;img src=x onerror=alert(1)> &lt;/mark &lt;markx>');
    expect(keepOnlyHighlightTags('a &lt; b')).toBe('a &lt; b');
  });
});

describe('displaySafeHit', () => {
  it('escapes the raw attributes DocSearch falls back to (and stores for recent searches)', () => {
    const safe = displaySafeHit(hit());
    expect(safe.hierarchy.lvl1).toBe('Page &lt;i&gt;one&lt;/i&gt;');
    expect(safe.hierarchy.lvl2).toBeNull();
    expect(safe.content).toBe('Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });

  it('leaves only highlight tags in highlighted and snippeted values', () => {
    const safe = displaySafeHit(hit());
    expect(safe._highlightResult.hierarchy.lvl1.value).toBe('<mark>Page</mark> &lt;img src=x onerror=alert(1)>');
    expect(safe._highlightResult.content.value).toBe('Use <mark>x</mark> &lt;svg onload=alert(1)>');
    expect(safe._snippetResult.content.value).toBe('…<mark>x</mark> &lt;iframe src=x>');
    expect(safe._snippetResult.hierarchy.lvl1.value).toBe('<mark>Page</mark> &lt;img src=x onerror=alert(1)>');
  });

  it('gives the group title (read as text by DocSearch) the plain lvl0, also when the hit has no highlighting', () => {
    expect(displaySafeHit(hit())._highlightResult.hierarchy.lvl0.value).toBe('Fees & <b>tags</b>');
    const bare = displaySafeHit(hit({ _highlightResult: undefined as unknown as DocSearchHit['_highlightResult'], _snippetResult: undefined as unknown as DocSearchHit['_snippetResult'] }));
    expect(bare._highlightResult.hierarchy.lvl0).toEqual({ value: 'Fees & <b>tags</b>', matchLevel: 'none', matchedWords: [] });
    expect(bare._snippetResult).toBeUndefined();
  });

  it('keeps everything else: url, type, ids', () => {
    const safe = displaySafeHit(hit());
    expect({ objectID: safe.objectID, url: safe.url, type: safe.type, anchor: safe.anchor }).toEqual({ objectID: '1', url: '/docs/page#one', type: 'content', anchor: 'one' });
  });
});
