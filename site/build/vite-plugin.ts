/**
 * Serves the site's generated modules to Vite: the client config, one module per page compiled
 * from its parsed tree, and (for the server build only) the table of every page.
 */
import type { Plugin } from 'vite';
import { toClientConfig } from '../app/client-config.ts';
import type { PageMeta } from '../app/types.ts';
import { compilePage } from './compile-page.ts';
import { buildNavigation } from './navigation.ts';
import type { SiteModel, SitePageInput } from './site-model.ts';

export const PAGE_ID_PREFIX = 'orchestra-page:';
const CONFIG_ID = 'virtual:orchestra/config';
const SERVER_PAGES_ID = 'virtual:orchestra/server-pages';

export function pageModuleId(index: number): string {
  return `${PAGE_ID_PREFIX}${index}`;
}

export function pageMeta(page: SitePageInput, navigation: ReturnType<typeof buildNavigation>, tocLevels: { min: number; max: number }): PageMeta {
  const nav = page.docId ? navigation.byDocId.get(page.docId) : undefined;
  return {
    route: page.route,
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    kind: page.kind,
    toc: page.headings.filter((heading) => heading.depth >= tocLevels.min && heading.depth <= tocLevels.max).map(({ id, text, depth }) => ({ id, text, depth })),
    hideTableOfContents: page.hideTableOfContents,
    ...(nav ? { sidebarId: nav.sidebarId, sidebar: nav.sidebar } : {}),
    breadcrumbs: nav?.breadcrumbs ?? [],
    ...(nav?.previous ? { previous: nav.previous } : {}),
    ...(nav?.next ? { next: nav.next } : {}),
  };
}

/**
 * `compiled` is shared by the client and the server build of one run, so each page is compiled
 * once per build run.
 */
export function orchestraSite(model: SiteModel, compiled = new Map<number, Promise<string>>()): Plugin {
  const navigation = buildNavigation(model.sidebars);
  const tocLevels = { min: model.config.tableOfContents.minHeadingLevel, max: model.config.tableOfContents.maxHeadingLevel };
  return {
    name: 'orchestra-site',
    enforce: 'pre',
    resolveId(id) {
      if (id === CONFIG_ID || id === SERVER_PAGES_ID || id.startsWith(PAGE_ID_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0')) return undefined;
      const name = id.slice(1);
      if (name === CONFIG_ID) return `export default ${JSON.stringify(toClientConfig(model.config))};`;
      if (name === SERVER_PAGES_ID) {
        const entries = model.pages.map((page, index) => `${JSON.stringify(page.route)}: () => import(${JSON.stringify(pageModuleId(index))})`);
        return `export default {\n${entries.join(',\n')}\n};`;
      }
      if (name.startsWith(PAGE_ID_PREFIX)) {
        const index = Number(name.slice(PAGE_ID_PREFIX.length));
        const page = model.pages[index];
        if (!page) return undefined;
        let code = compiled.get(index);
        if (!code) {
          const meta = pageMeta(page, navigation, tocLevels);
          code = compilePage({
            file: page.file,
            format: page.format,
            tree: page.tree,
            meta,
            headingIds: page.headings.map((heading) => heading.id),
            resolveLink: (url) => model.resolveLink(page.file, url),
          });
          compiled.set(index, code);
        }
        return code;
      }
      return undefined;
    },
  };
}

export { buildNavigation };
