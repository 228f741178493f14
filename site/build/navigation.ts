/**
 * Per-page navigation from the sidebars: the sidebar as the page shows it (only the active path
 * expanded, so a page's HTML does not grow with the number of pages), breadcrumbs, previous and
 * next, and the full sidebars as data for categories a reader expands.
 */
import type { Crumb, SidebarItem } from '../app/types.ts';

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
  /** For each sidebar: category key → its items, collapsed. Served as JSON. */
  sidebarData: Map<string, Record<string, SidebarItem[]>>;
}

function contains(node: NavNode, docId: string): boolean {
  if (node.type === 'doc') return node.docId === docId;
  return node.type === 'category' && node.items.some((item) => contains(item, docId));
}

function slice(nodes: NavNode[], docId: string | undefined, keyPrefix: string): SidebarItem[] {
  return nodes.map((node, index): SidebarItem => {
    const key = `${keyPrefix}${index}`;
    if (node.type === 'category') {
      const expanded = docId !== undefined && contains(node, docId);
      return {
        type: 'category',
        label: node.label,
        ...(node.href ? { href: node.href } : {}),
        expanded,
        key,
        ...(expanded ? { items: slice(node.items, docId, `${key}.`) } : {}),
      };
    }
    const active = node.type === 'doc' && node.docId === docId;
    return { type: 'link', label: node.label, href: node.href, ...(active ? { active } : {}) };
  });
}

function collectCategories(nodes: NavNode[], keyPrefix: string, into: Record<string, SidebarItem[]>): void {
  nodes.forEach((node, index) => {
    if (node.type !== 'category') return;
    const key = `${keyPrefix}${index}`;
    into[key] = slice(node.items, undefined, `${key}.`);
    collectCategories(node.items, `${key}.`, into);
  });
}

function linear(nodes: NavNode[]): Array<{ label: string; href: string; docId?: string }> {
  return nodes.flatMap((node) => {
    if (node.type === 'doc') return [{ label: node.label, href: node.href, docId: node.docId }];
    if (node.type === 'category') return [...(node.href ? [{ label: node.label, href: node.href }] : []), ...linear(node.items)];
    return [];
  });
}

function trail(nodes: NavNode[], docId: string): Crumb[] | undefined {
  for (const node of nodes) {
    if (node.type === 'doc' && node.docId === docId) return [{ label: node.label, href: node.href }];
    if (node.type === 'category') {
      const inner = trail(node.items, docId);
      if (inner) return [{ label: node.label, ...(node.href ? { href: node.href } : {}) }, ...inner];
    }
  }
  return undefined;
}

export function buildNavigation(sidebars: Record<string, NavNode[]>): Navigation {
  const byDocId = new Map<string, PageNavigation>();
  const sidebarData = new Map<string, Record<string, SidebarItem[]>>();
  for (const [sidebarId, nodes] of Object.entries(sidebars)) {
    const categories: Record<string, SidebarItem[]> = {};
    collectCategories(nodes, '', categories);
    sidebarData.set(sidebarId, categories);
    const order = linear(nodes);
    order.forEach((entry, index) => {
      if (!entry.docId || byDocId.has(entry.docId)) return;
      const previous = order[index - 1];
      const next = order[index + 1];
      byDocId.set(entry.docId, {
        sidebarId,
        sidebar: slice(nodes, entry.docId, ''),
        breadcrumbs: trail(nodes, entry.docId) ?? [],
        ...(previous ? { previous: { label: previous.label, href: previous.href } } : {}),
        ...(next ? { next: { label: next.label, href: next.href } } : {}),
      });
    });
  }
  return { byDocId, sidebarData };
}
