import type { DocSearchHit } from '@docsearch/react';
import { describe, expect, it } from 'vitest';
import { groupByPage, titleLevel } from './hit-groups.ts';

const hit = (objectID: string, type: DocSearchHit['type'], lvl1: string, lvl2: string | null = null, lvl0 = 'Docs') =>
  ({ objectID, type, hierarchy: { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null } }) as DocSearchHit;

describe('titleLevel', () => {
  it('is the level of a heading hit, and the deepest heading above a paragraph', () => {
    expect(titleLevel(hit('a', 'lvl1', 'Capture'))).toBe('lvl1');
    expect(titleLevel(hit('b', 'content', 'Capture', 'Partial capture'))).toBe('lvl2');
    expect(titleLevel(hit('c', 'content', 'Capture'))).toBe('lvl1');
  });
});

describe('groupByPage', () => {
  it('puts consecutive hits of one page together and keeps the ranking order', () => {
    const groups = groupByPage([hit('1', 'lvl1', 'Capture'), hit('2', 'lvl2', 'Capture', 'Partial'), hit('3', 'lvl1', 'Refund'), hit('4', 'lvl2', 'Capture', 'Full'), hit('5', 'lvl1', 'Capture', null, 'API v2')]);
    expect(groups.map((group) => [group.lvl0, group.lvl1, group.hits.map((entry) => entry.objectID)])).toEqual([
      ['Docs', 'Capture', ['1', '2']],
      ['Docs', 'Refund', ['3']],
      ['Docs', 'Capture', ['4']],
      ['API v2', 'Capture', ['5']],
    ]);
    expect(new Set(groups.map((group) => group.key)).size).toBe(4);
  });
});
