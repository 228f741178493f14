/**
 * DocSearch renders hit text as HTML (`dangerouslySetInnerHTML`): the snippet when there is one,
 * otherwise the raw attribute, and recent or favorite searches are stored without snippets, so
 * their raw attributes are what it renders later. Every hit that reaches the modal goes through
 * `displaySafeHit` so none of those strings can carry markup from the content or the query:
 * raw text is escaped, and highlighted values keep the highlight tags and nothing else.
 */
import type { DocSearchHit } from '@docsearch/react';

type Levels = DocSearchHit['hierarchy'];
type LevelName = keyof Levels;
type Highlighted = { value: string };

const LEVELS: LevelName[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Any `<` that does not open or close a highlight tag becomes `&lt;`: no element can start. */
export function keepOnlyHighlightTags(value: string, tag = 'mark'): string {
  return value.replace(new RegExp(`<(?!/?${tag}>)`, 'g'), '&lt;');
}

function guarded<T extends Highlighted | undefined>(entry: T): T {
  return entry && typeof entry.value === 'string' ? { ...entry, value: keepOnlyHighlightTags(entry.value) } : entry;
}

function guardedLevels<T extends Partial<Record<LevelName, Highlighted>> | undefined>(levels: T): T {
  if (!levels) return levels;
  return Object.fromEntries(Object.entries(levels).map(([name, entry]) => [name, guarded(entry)])) as T;
}

export function displaySafeHit(hit: DocSearchHit): DocSearchHit {
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, hit.hierarchy[level] == null ? null : escapeHtml(hit.hierarchy[level])])) as unknown as Levels;
  const highlight: Partial<DocSearchHit['_highlightResult']> = hit._highlightResult ?? {};
  const snippet = hit._snippetResult;
  return {
    ...hit,
    hierarchy,
    content: hit.content == null ? null : escapeHtml(hit.content),
    _highlightResult: {
      ...highlight,
      content: guarded(highlight.content),
      hierarchy: {
        ...guardedLevels(highlight.hierarchy),
        // DocSearch titles a group with this value as *text* (tags stripped), falling back to the
        // raw lvl0, which is escaped here: the plain title reads right, `&amp;` would not.
        lvl0: { matchLevel: 'none', matchedWords: [], ...highlight.hierarchy?.lvl0, value: hit.hierarchy.lvl0 },
      },
    } as DocSearchHit['_highlightResult'],
    _snippetResult: snippet && {
      ...snippet,
      content: guarded(snippet.content),
      hierarchy: guardedLevels(snippet.hierarchy),
    },
  };
}
