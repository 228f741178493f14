/**
 * Per-page navigation from the sidebars: the sidebar as the page shows it (only the active path
 * expanded, long lists cut to a window around the active entry, so a page's HTML does not grow with
 * the number of pages), breadcrumbs, previous and next, and the full sidebars as data for what a
 * reader expands.
 */
import type { Crumb, SidebarGap, SidebarItem } from '../app/types.ts';

export type NavNode =
  | { type: 'doc'; docId: string; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; href?: string; items: NavNode[] };

export interface PageNavigation {
  sidebarId: string;
  sidebar: SidebarItem[];
  breadcrumbs: Crumb[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
}

export interface Navigation {
  byDocId: Map<string, PageNavigation>;
  /**
   * For each sidebar: list key → its entries, collapsed and never windowed. The key is `''` for the
   * top level, a category's key for its items. Served as JSON.
   */
  sidebarData: Map<string, Record<string, SidebarItem[]>>;
}

/** Indices from the top level down to a doc's entry: the page's place in its sidebar. */
type Path = number[];

/** Lists on the active path with more entries than this show only a window around the active one. */
export const LONG_LIST = 20;
/** How many entries a windowed list shows, the active one among them. */
export const WINDOW = 11;

/** The first page of the site among `nodes`: a category's own page, else the first inside it. */
function firstPage(nodes: NavNode[]): string | undefined {
  for (const node of nodes) {
    const page = node.type === 'category' ? (node.href ?? firstPage(node.items)) : node.type === 'doc' || node.href.startsWith('/') ? node.href : undefined;
    if (page) return page;
  }
  return undefined;
}

/** `hidden` nearest to the window first. */
function gap(side: SidebarGap['side'], hidden: NavNode[]): SidebarGap {
  const categories = hidden.filter((node) => node.type === 'category').length;
  const noun = categories === hidden.length ? 'section' : categories === 0 ? 'page' : 'entry';
  return { type: 'gap', side, count: hidden.length, noun, href: firstPage(hidden) ?? '/docs' };
}

/** The entries of a list, with `path` (the page's place below this list) expanded and marked active. */
function slice(nodes: NavNode[], path: Path | undefined, keyPrefix: string): SidebarItem[] {
  const [activeIndex = -1, ...below] = path ?? [];
  const entry = (node: NavNode, index: number): SidebarItem => {
    const key = `${keyPrefix}${index}`;
    const onPath = index === activeIndex;
    if (node.type === 'category') {
      return {
        type: 'category',
        label: node.label,
        ...(node.href ? { href: node.href } : {}),
        expanded: onPath,
        key,
        ...(onPath ? { items: slice(node.items, below, `${key}.`) } : {}),
      };
    }
    return { type: 'link', label: node.label, href: node.href, ...(onPath && node.type === 'doc' ? { active: true } : {}) };
  };
  if (activeIndex < 0 || nodes.length <= LONG_LIST) return nodes.map(entry);
  const start = Math.min(Math.max(activeIndex - Math.floor(WINDOW / 2), 0), nodes.length - WINDOW);
  const end = start + WINDOW;
  return [
    ...(start > 0 ? [gap('before', nodes.slice(0, start).reverse())] : []),
    ...nodes.slice(start, end).map((node, offset) => entry(node, start + offset)),
    ...(end < nodes.length ? [gap('after', nodes.slice(end))] : []),
  ];
}

function collectCategories(nodes: NavNode[], keyPrefix: string, into: Record<string, SidebarItem[]>): void {
  nodes.forEach((node, index) => {
    if (node.type !== 'category') return;
    const key = `${keyPrefix}${index}`;
    into[key] = slice(node.items, undefined, `${key}.`);
    collectCategories(node.items, `${key}.`, into);
  });
}

/** The reading order (docs and category pages), each doc with its path. */
function linear(nodes: NavNode[], above: Path = []): Array<{ label: string; href: string; doc?: { id: string; path: Path } }> {
  return nodes.flatMap((node, index) => {
    const path = [...above, index];
    if (node.type === 'doc') return [{ label: node.label, href: node.href, doc: { id: node.docId, path } }];
    if (node.type === 'category') return [...(node.href ? [{ label: node.label, href: node.href }] : []), ...linear(node.items, path)];
    return [];
  });
}

function trail(nodes: NavNode[], [index, ...below]: Path): Crumb[] {
  const node = nodes[index!]!;
  if (node.type !== 'category') return [{ label: node.label, href: node.href }];
  return [{ label: node.label, ...(node.href ? { href: node.href } : {}) }, ...trail(node.items, below)];
}

export function buildNavigation(sidebars: Record<string, NavNode[]>): Navigation {
  const byDocId = new Map<string, PageNavigation>();
  const sidebarData = new Map<string, Record<string, SidebarItem[]>>();
  for (const [sidebarId, nodes] of Object.entries(sidebars)) {
    const lists: Record<string, SidebarItem[]> = { '': slice(nodes, undefined, '') };
    collectCategories(nodes, '', lists);
    sidebarData.set(sidebarId, lists);
    const order = linear(nodes);
    order.forEach((entry, index) => {
      if (!entry.doc || byDocId.has(entry.doc.id)) return;
      const previous = order[index - 1];
      const next = order[index + 1];
      byDocId.set(entry.doc.id, {
        sidebarId,
        sidebar: slice(nodes, entry.doc.path, ''),
        breadcrumbs: trail(nodes, entry.doc.path),
        ...(previous ? { previous: { label: previous.label, href: previous.href } } : {}),
        ...(next ? { next: { label: next.label, href: next.href } } : {}),
      });
    });
  }
  return { byDocId, sidebarData };
}
