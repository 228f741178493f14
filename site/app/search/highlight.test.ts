import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { decodeEntities, Highlighted, highlightSegments } from './highlight.tsx';

describe('highlightSegments', () => {
  it('splits at the highlight tags and decodes the escaped text', () => {
    expect(highlightSegments('Fees &amp; <mark>capture</mark> &lt;b&gt; <mark>x</mark>')).toEqual([
      { text: 'Fees & ', highlighted: false },
      { text: 'capture', highlighted: true },
      { text: ' <b> ', highlighted: false },
      { text: 'x', highlighted: true },
    ]);
  });

  it('reads an unclosed tag as text', () => {
    expect(highlightSegments('a <mark>b')).toEqual([{ text: 'a <mark>b', highlighted: false }]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;&gt;&amp;&quot;&#39;&#x27;&apos;&nbsp;&#0;')).toBe(`<>&"'''&nbsp;&#0;`);
  });
});

describe('Highlighted', () => {
  it('renders marks as elements and everything else as text', () => {
    const html = renderToStaticMarkup(createElement(Highlighted, { value: '&lt;img src=x onerror=alert(1)&gt; <mark>pay</mark>' }));
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>pay</mark>');
  });
});
