/** How the /search page arranges hits: by page, each hit titled by the heading it is about. */
import type { DocSearchHit } from '@docsearch/react';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** The heading a hit is about: its own level, or for a paragraph the deepest heading above it. */
export function titleLevel(hit: Pick<DocSearchHit, 'type' | 'hierarchy'>): Level {
  if (hit.type !== 'content') return hit.type;
  return [...LEVELS].reverse().find((level) => hit.hierarchy[level]) ?? 'lvl0';
}

export interface HitGroup {
  key: string;
  lvl0: string;
  lvl1: string;
  hits: DocSearchHit[];
}

/** Consecutive hits of one page (same lvl0 and lvl1) under one heading; the ranking order stays. */
export function groupByPage(hits: readonly DocSearchHit[]): HitGroup[] {
  const groups: HitGroup[] = [];
  for (const hit of hits) {
    const last = groups.at(-1);
    if (last && last.lvl0 === hit.hierarchy.lvl0 && last.lvl1 === hit.hierarchy.lvl1) last.hits.push(hit);
    else groups.push({ key: `${groups.length}:${hit.objectID}`, lvl0: hit.hierarchy.lvl0, lvl1: hit.hierarchy.lvl1, hits: [hit] });
  }
  return groups;
}
