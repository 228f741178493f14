/**
 * Highlighted search text as React nodes, never as HTML: the value (escaped text with highlight
 * tags, from the local engine or Algolia) is split at the tags and its entities decoded, so
 * whatever the content or the query holds ends up as text.
 */
import type { ReactNode } from 'react';

export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

export interface Segment {
  text: string;
  highlighted: boolean;
}

export function highlightSegments(value: string, pre = HIGHLIGHT_PRE_TAG, post = HIGHLIGHT_POST_TAG): Segment[] {
  const segments: Segment[] = [];
  let rest = value;
  while (rest) {
    const start = rest.indexOf(pre);
    const end = start === -1 ? -1 : rest.indexOf(post, start + pre.length);
    if (start === -1 || end === -1) {
      segments.push({ text: decodeEntities(rest), highlighted: false });
      break;
    }
    if (start > 0) segments.push({ text: decodeEntities(rest.slice(0, start)), highlighted: false });
    segments.push({ text: decodeEntities(rest.slice(start + pre.length, end)), highlighted: true });
    rest = rest.slice(end + post.length);
  }
  return segments;
}

export function Highlighted({ value }: { value: string }): ReactNode {
  return highlightSegments(value).map((segment, index) => (segment.highlighted ? <mark key={index}>{segment.text}</mark> : segment.text));
}
