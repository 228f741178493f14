/** What the build needs from the loaded content: pages with their parsed trees, and sidebars. */
import type { Root } from 'mdast';
import type { SiteConfig } from '../../schemas/config.ts';
import type { ApiName, JsonObject } from '../../schemas/spec-types.ts';
import type { NavNode } from './navigation.ts';

/** Where a page's module comes from: a parsed Markdown/MDX tree, or generated code (API reference). */
export type PageSource =
  | { type: 'markdown'; format: 'md' | 'mdx'; tree: Root }
  /** `spec`: the document an API reference page was generated from, read once per build. */
  | { type: 'module'; code: string; spec?: { api: ApiName; document: JsonObject } };

export interface SitePageInput {
  route: string;
  /** The file the page comes from (a content page, or the spec of a reference page). */
  file: string;
  source: PageSource;
  kind: 'doc' | 'site';
  docId?: string;
  title: string;
  description?: string;
  hideTableOfContents: boolean;
  headings: Array<{ depth: number; text: string; id: string }>;
}

export interface SiteModel {
  root: string;
  config: SiteConfig;
  pages: SitePageInput[];
  sidebars: Record<string, NavNode[]>;
  /** Route (with anchor) of a link written relative to a page file; undefined to leave it as is. */
  resolveLink: (fromFile: string, url: string) => string | undefined;
}
