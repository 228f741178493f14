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

export type SidebarItem = SidebarLink | SidebarCategory;

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
