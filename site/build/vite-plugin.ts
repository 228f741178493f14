/**
 * Serves the site's generated modules to Vite: the client config, one module per page compiled
 * from its parsed tree, and (for the server build only) the table of every page.
 */
import type { Plugin } from 'vite';
import { normalizeRoute } from '../../cli/engine/content.ts';
import { loadSpec, specFile } from '../../schemas/spec-loader.ts';
import { API_NAMES } from '../../schemas/spec-types.ts';
import { toClientConfig } from '../app/client-config.ts';
import type { PageMeta } from '../app/types.ts';
import { compilePage } from './compile-page.ts';
import { buildNavigation } from './navigation.ts';
import type { SiteModel, SitePageInput } from './site-model.ts';

export const PAGE_ID_PREFIX = 'orchestra-page:';
const CONFIG_ID = 'virtual:orchestra/config';
const SERVER_PAGES_ID = 'virtual:orchestra/server-pages';
const SPECS_ID = 'virtual:orchestra/specs';

export function pageModuleId(index: number): string {
  return `${PAGE_ID_PREFIX}${index}`;
}

function pageMeta(page: SitePageInput, navigation: ReturnType<typeof buildNavigation>, tocLevels: { min: number; max: number }): PageMeta {
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
 * The model is read through `source` so the dev server can swap in a reloaded one. `compiled` is
 * shared by the client and the server build of one run, so each page is compiled once.
 */
export function orchestraSite(source: { model: SiteModel }, compiled = new Map<number, Promise<string>>()): Plugin {
  let navigationOf: { model: SiteModel; navigation: ReturnType<typeof buildNavigation> } | undefined;
  const navigation = () => {
    if (navigationOf?.model !== source.model) navigationOf = { model: source.model, navigation: buildNavigation(source.model.sidebars) };
    return navigationOf.navigation;
  };
  return {
    name: 'orchestra-site',
    enforce: 'pre',
    resolveId(id) {
      if (id === CONFIG_ID || id === SERVER_PAGES_ID || id === SPECS_ID || id.startsWith(PAGE_ID_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0')) return undefined;
      const name = id.slice(1);
      const model = source.model;
      const tocLevels = { min: model.config.tableOfContents.minHeadingLevel, max: model.config.tableOfContents.maxHeadingLevel };
      if (name === CONFIG_ID) return `export default ${JSON.stringify(toClientConfig(model.config))};`;
      if (name === SPECS_ID) {
        const documents = Object.fromEntries(API_NAMES.map((api) => [api, loadSpec(api).document]));
        for (const api of API_NAMES) this.addWatchFile(specFile(api));
        return `export default ${JSON.stringify(documents)};`;
      }
      if (name === SERVER_PAGES_ID) {
        // Keyed by the normalized route, the form entry-server.tsx looks pages up in (`/openapi`).
        const entries = model.pages.map((page, index) => `${JSON.stringify(normalizeRoute(page.route))}: () => import(${JSON.stringify(pageModuleId(index))})`);
        return `export default {\n${entries.join(',\n')}\n};`;
      }
      if (name.startsWith(PAGE_ID_PREFIX)) {
        const index = Number(name.slice(PAGE_ID_PREFIX.length));
        const page = model.pages[index];
        if (!page) return undefined;
        let code = compiled.get(index);
        if (!code) {
          const meta = pageMeta(page, navigation(), tocLevels);
          const { source: pageSource } = page;
          code =
            pageSource.type === 'module'
              ? Promise.resolve(`${pageSource.code}\nexport const meta = ${JSON.stringify(meta)};\n`)
              : compilePage({ file: page.file, format: pageSource.format, tree: pageSource.tree, meta, resolveLink: (url) => model.resolveLink(page.file, url) });
          compiled.set(index, code);
        }
        return code;
      }
      return undefined;
    },
  };
}

