/** What the build needs from the loaded content: pages with their parsed trees, and sidebars. */
import type { Root } from 'mdast';
import type { SiteConfig } from '../../schemas/config.ts';
import type { NavNode } from './navigation.ts';

export interface SitePageInput {
  route: string;
  file: string;
  format: 'md' | 'mdx';
  tree: Root;
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
