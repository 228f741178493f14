/**
 * The site's search records, in the shape Algolia's DocSearch crawler writes: one per page title,
 * heading and text block of every content page, and one per tag, operation, schema and schema
 * field of the API references. The local search and an Algolia index read the same records.
 *
 * Call it before the site build compiles the pages: compiling a page changes its tree in place
 * (heading links, admonition titles), and the records must have the text as written.
 */
import { createHash } from 'node:crypto';
import { normalizeRoute } from '../../../cli/engine/content.ts';
import type { ApiName, JsonObject } from '../../../schemas/spec-types.ts';
import type { RecordHierarchy, RecordType, SearchRecord } from '../../app/search/types.ts';
import { referenceSearchEntries, type ReferenceSearchEntry } from '../reference/search-entries.ts';
import type { NavNode } from '../navigation.ts';
import type { SiteModel, SitePageInput } from '../site-model.ts';
import { pageParts } from './markdown-records.ts';

/** lvl0 of a page that is in no sidebar category. */
export const DEFAULT_SECTION = 'Documentation';

const LEVEL_OF: Record<RecordType, number> = { lvl0: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7 };

interface Draft {
  type: RecordType;
  anchor: string | undefined;
  hierarchy: Partial<RecordHierarchy>;
  content?: string | undefined;
  /** Below 0 for records that should come after the guides when both match as well. */
  pageRank?: number;
}

/**
 * The API reference's schemas and fields define data; the guides explain what to do with it.
 * Where both match a query as well, the guide comes first.
 */
const DATA_DEFINITION_RANK = -1;

function toRecords(route: string, lvl0: string, drafts: Draft[]): SearchRecord[] {
  return drafts.map((draft, position) => {
    const url = draft.anchor ? `${route}#${draft.anchor}` : route;
    const { hierarchy } = draft;
    return {
      objectID: createHash('sha256').update(`${url}\n${draft.type}\n${position}`).digest('hex').slice(0, 12),
      type: draft.type,
      url,
      url_without_anchor: route,
      anchor: draft.anchor ?? null,
      hierarchy: {
        lvl0,
        lvl1: hierarchy.lvl1 ?? '',
        lvl2: hierarchy.lvl2 ?? null,
        lvl3: hierarchy.lvl3 ?? null,
        lvl4: hierarchy.lvl4 ?? null,
        lvl5: hierarchy.lvl5 ?? null,
        lvl6: hierarchy.lvl6 ?? null,
      },
      content: draft.content || null,
      weight: { pageRank: draft.pageRank ?? 0, level: LEVEL_OF[draft.type], position },
    };
  });
}

/** The top-level sidebar category of each doc page (by route), the section a reader knows it by. */
function sectionsByRoute(sidebars: Record<string, NavNode[]>): Map<string, string> {
  const sections = new Map<string, string>();
  const add = (href: string | undefined, section: string) => {
    if (href !== undefined && !sections.has(normalizeRoute(href))) sections.set(normalizeRoute(href), section);
  };
  const collect = (nodes: NavNode[], section: string) => {
    for (const node of nodes) {
      // A category's own page (its link) belongs to the category too.
      add(node.href, section);
      if (node.type === 'category') collect(node.items, section);
    }
  };
  for (const nodes of Object.values(sidebars)) {
    for (const node of nodes) {
      if (node.type === 'category') collect([node], node.label);
      else if (node.type === 'doc') add(node.href, DEFAULT_SECTION);
    }
  }
  return sections;
}

function markdownPageRecords(page: SitePageInput & { source: { type: 'markdown' } }, lvl0: string): SearchRecord[] {
  const drafts: Draft[] = [{ type: 'lvl1', anchor: undefined, hierarchy: { lvl1: page.title }, content: page.description }];
  for (const part of pageParts(page.source.tree)) {
    drafts.push({ type: part.type, anchor: part.anchor, hierarchy: { lvl1: page.title, ...part.headings }, content: part.text });
  }
  return toRecords(page.route, lvl0, drafts);
}

/** A reference entry's hierarchy, deepest level first: that level is the record's type. */
function referenceDraft(entry: ReferenceSearchEntry): Draft {
  const { lvl1, lvl2, lvl3 } = entry.hierarchy;
  const type: RecordType = lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1';
  const pageRank = entry.type === 'schema' || entry.type === 'field' ? DATA_DEFINITION_RANK : 0;
  return { type, anchor: entry.anchor, hierarchy: { lvl1, lvl2: lvl2 ?? null, lvl3: lvl3 ?? null }, content: entry.text, pageRank };
}

/**
 * A component schema used inside another is walked again there, so the same field (name and
 * description) appears under many paths (`Order/reference`, `ClientSessionRequest/order/reference`).
 * One record per field is enough to find it: the shortest path, nearest to its own schema.
 * Fields without a description are told apart by nothing but their path: they all stay.
 */
function distinctFields(entries: ReferenceSearchEntry[]): ReferenceSearchEntry[] {
  const keyOf = (entry: ReferenceSearchEntry) => (entry.text ? `${entry.title.split('.').at(-1)}\n${entry.text}` : entry.anchor);
  const depth = (entry: ReferenceSearchEntry) => entry.title.split('.').length;
  const kept = new Map<string, ReferenceSearchEntry>();
  for (const entry of entries) {
    if (entry.type !== 'field') continue;
    const current = kept.get(keyOf(entry));
    if (!current || depth(entry) < depth(current)) kept.set(keyOf(entry), entry);
  }
  const chosen = new Set(kept.values());
  return entries.filter((entry) => entry.type !== 'field' || chosen.has(entry));
}

function referencePageRecords(spec: { api: ApiName; document: JsonObject }, page: SitePageInput, lvl0: string): SearchRecord[] {
  const entries = distinctFields(referenceSearchEntries(spec.api, spec.document));
  const drafts: Draft[] = [{ type: 'lvl1', anchor: undefined, hierarchy: { lvl1: page.title }, content: page.description }, ...entries.map(referenceDraft)];
  return toRecords(page.route, lvl0, drafts);
}

/** The navbar's label for a route ("API v2"), the section a reader knows a reference page by. */
function navbarLabel(model: SiteModel, route: string): string | undefined {
  const target = normalizeRoute(route);
  for (const item of model.config.navbar.items) {
    const links = item.type === 'link' ? [{ label: item.label, to: item.to }] : item.type === 'dropdown' ? item.items : [];
    const found = links.find((link) => normalizeRoute(link.to) === target);
    if (found) return found.label;
  }
  return undefined;
}

export function searchRecords(model: SiteModel): SearchRecord[] {
  const sections = sectionsByRoute(model.sidebars);
  return model.pages.flatMap((page) => {
    if (page.source.type === 'markdown') {
      return markdownPageRecords({ ...page, source: page.source }, sections.get(normalizeRoute(page.route)) ?? DEFAULT_SECTION);
    }
    // Other generated pages (the /search page) have nothing to find.
    if (!page.source.spec) return [];
    return referencePageRecords(page.source.spec, page, navbarLabel(model, page.route) ?? page.title);
  });
}
