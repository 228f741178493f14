/**
 * From the engine's loaded content (pages parsed once with GFM, sidebars) to what the site build
 * renders: page inputs, navigation trees with labels and routes, and the link resolver.
 */
import { dirname, join } from 'node:path';
import type { Content, Page } from '../../cli/engine/index.ts';
import type { SiteConfig } from '../../schemas/config.ts';
import type { SidebarItem } from '../../schemas/sidebars.ts';
import type { NavNode } from './navigation.ts';
import type { SiteModel, SitePageInput } from './site-model.ts';

const titleOf = (page: Page) => page.frontmatter?.title ?? page.headings.find((heading) => heading.depth === 1)?.text ?? page.route;

function toNavNodes(items: SidebarItem[], byDocId: Map<string, Page>): NavNode[] {
  return items.flatMap((item): NavNode[] => {
    const doc = typeof item === 'string' ? { id: item, label: undefined } : item.type === 'doc' ? { id: item.id, label: item.label } : undefined;
    if (doc) {
      const page = byDocId.get(doc.id);
      // An unknown id is a `sidebar/unknown-doc` error of the check, which stops the build first.
      if (!page) return [];
      return [{ type: 'doc', docId: doc.id, label: doc.label ?? page.frontmatter?.sidebar_label ?? titleOf(page), href: page.route }];
    }
    if (typeof item !== 'string' && item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
    if (typeof item !== 'string' && item.type === 'category') {
      const linked = item.link?.type === 'doc' ? byDocId.get(item.link.id) : undefined;
      return [{ type: 'category', label: item.label, ...(linked ? { href: linked.route } : {}), items: toNavNodes(item.items, byDocId) }];
    }
    return [];
  });
}

export function siteModelFrom(content: Content, config: SiteConfig, root: string): SiteModel {
  const rendered = content.pages.filter((page) => page.tree !== undefined);
  const byDocId = new Map(rendered.flatMap((page) => (page.docId === undefined ? [] : [[page.docId, page] as const])));
  const byFile = new Map(rendered.map((page) => [page.file, page]));
  const pages: SitePageInput[] = rendered.map((page) => ({
    route: page.route,
    file: page.file,
    source: { type: 'markdown', format: page.relPath.endsWith('.mdx') ? 'mdx' : 'md', tree: page.tree! },
    kind: page.docId === undefined ? 'site' : 'doc',
    ...(page.docId === undefined ? {} : { docId: page.docId }),
    title: titleOf(page),
    ...(page.frontmatter?.description ? { description: page.frontmatter.description } : {}),
    hideTableOfContents: page.frontmatter?.hide_table_of_contents ?? false,
    headings: page.headings.map(({ depth, text, id }) => ({ depth, text, id })),
  }));
  const sidebars = Object.fromEntries(Object.entries(content.sidebars).map(([id, items]) => [id, toNavNodes(items, byDocId)]));
  return {
    root,
    config,
    pages,
    sidebars,
    resolveLink(fromFile, url) {
      // Only relative links to page files change; routes, anchors and external URLs stay as written.
      const match = /^(\.{1,2}\/[^?#]*\.mdx?)([?#].*)?$/.exec(url) ?? /^([^/:?#][^:?#]*\.mdx?)([?#].*)?$/.exec(url);
      if (!match) return undefined;
      const target = byFile.get(join(dirname(fromFile), match[1]!));
      return target ? `${target.route}${match[2] ?? ''}` : undefined;
    },
  };
}
