/**
 * `docs dev`: Vite in middleware mode with server rendering of every request, so a page in dev
 * is the page the build prerenders. Content changes reload the model (the CLI re-checks the
 * changed file and prints its diagnostics) and the browser reloads.
 */
import react from '@vitejs/plugin-react';
import { createServer as createHttpServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { normalizeRoute } from '../../cli/engine/content.ts';
import { toClientConfig } from '../app/client-config.ts';
import { htmlDocument } from './html-document.ts';
import { buildNavigation } from './navigation.ts';
import { searchIndexFile } from './search/index-file.ts';
import type { SiteModel } from './site-model.ts';
import { orchestraSite, pageModuleId } from './vite-plugin.ts';

const APP_DIR = resolve(import.meta.dirname, '../app');
const PUBLIC_DIR = resolve(import.meta.dirname, '../public');

export interface DevServer {
  url: string;
  /** Swap in a reloaded model and reload the browsers. */
  update(model: SiteModel): void;
  close(): Promise<void>;
}

const devModuleUrl = (index: number) => `/@id/__x00__${pageModuleId(index)}`;
const SEARCH_URL = '/__orchestra/search.json';

export async function startDevServer(initial: SiteModel, options: { port: number; host?: string }): Promise<DevServer> {
  // The records are read when the model arrives, before Vite compiles a page: compiling changes the trees.
  const source = { model: initial, search: searchIndexFile(initial).text };
  const compiled = new Map<number, Promise<string>>();
  const vite: ViteDevServer = await createViteServer({
    configFile: false,
    root: APP_DIR,
    publicDir: PUBLIC_DIR,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true },
    plugins: [react(), orchestraSite(source, compiled)],
  });
  const routeIndex = () => new Map(source.model.pages.map((page, index) => [normalizeRoute(page.route), index]));

  const server: Server = createHttpServer((request, response) => {
    vite.middlewares(request, response, async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      try {
        if (url.pathname === '/__orchestra/routes.json') {
          response.setHeader('content-type', 'application/json');
          return response.end(JSON.stringify(Object.fromEntries([...routeIndex()].map(([route, index]) => [route, devModuleUrl(index)]))));
        }
        if (url.pathname === SEARCH_URL) {
          response.setHeader('content-type', 'application/json');
          return response.end(source.search);
        }
        const sidebar = /^\/__orchestra\/sidebar-(.+)\.json$/.exec(url.pathname)?.[1];
        if (sidebar) {
          response.setHeader('content-type', 'application/json');
          return response.end(JSON.stringify(buildNavigation(source.model.sidebars).sidebarData.get(sidebar) ?? {}));
        }
        const server = (await vite.ssrLoadModule('/entry-server.tsx')) as typeof import('../app/entry-server.tsx');
        const rendered = await server.render(url.pathname + url.search);
        const route = normalizeRoute(url.pathname);
        const index = routeIndex().get(route);
        const clientConfig = toClientConfig(source.model.config);
        const sidebars = Object.fromEntries(Object.keys(source.model.sidebars).map((id) => [id, `/__orchestra/sidebar-${id}.json`]));
        const html = htmlDocument({
          config: clientConfig,
          headScript: server.headScript(clientConfig),
          appHtml: rendered.html,
          boot: { route, page: index === undefined ? '' : devModuleUrl(index), manifest: '/__orchestra/routes.json', sidebars, search: SEARCH_URL, status: rendered.status },
          assets: { entry: '/entry-client.tsx', css: [], preload: [] },
          pagePreload: [],
          route,
          ...(rendered.meta ? { meta: rendered.meta } : {}),
          status: rendered.status,
        });
        response.statusCode = rendered.status;
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(await vite.transformIndexHtml(url.pathname, html));
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        response.statusCode = 500;
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(`The page failed to render:\n\n${(error as Error).stack ?? String(error)}`);
      }
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    update(model) {
      source.search = searchIndexFile(model).text;
      source.model = model;
      compiled.clear();
      for (const module of [...vite.moduleGraph.idToModuleMap.values()]) {
        if (module.id?.startsWith('\0orchestra-page:') || module.id?.startsWith('\0virtual:orchestra/')) vite.moduleGraph.invalidateModule(module);
      }
      vite.ws.send({ type: 'full-reload' });
    },
    async close() {
      await vite.close();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    },
  };
}
