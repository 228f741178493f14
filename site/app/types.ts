/** Data every page module exports next to its content, computed at build time. */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  active?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  /** Expanded categories carry their items; collapsed ones are fetched on demand (sidebar JSON). */
  items?: SidebarItem[];
  expanded: boolean;
  /** Index of the category in the full sidebar, to find its items when expanded client-side. */
  key: string;
}

/**
 * Entries a long sidebar list leaves out of a page's HTML, on one side of the window around the
 * active entry, so no page's HTML grows with the number of pages; the reader reveals them from the
 * sidebar JSON.
 */
export interface SidebarGap {
  type: 'gap';
  side: 'before' | 'after';
  count: number;
  /** What the hidden entries are, for the control's label. */
  noun: 'section' | 'page' | 'entry';
  /** The nearest hidden page: where the control leads without JavaScript. */
  href: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarGap;

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageMeta {
  route: string;
  title: string;
  description?: string;
  kind: 'doc' | 'site' | 'notFound';
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** Which sidebar the page sits on (`docs`, `showcase`), if any. */
  sidebarId?: string;
  sidebar?: SidebarItem[];
  breadcrumbs: Crumb[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
}

export interface PageModule {
  default: React.ComponentType<{ components?: Record<string, unknown> }>;
  meta: PageMeta;
}

/** What a client needs to find page chunks: route → module URL. */
export type RouteManifest = Record<string, string>;
