import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import pages from 'virtual:orchestra/server-pages';
import { HydrationMarker } from './hydration-marker.tsx';
import { cachedPage, normalizeRoute, rememberPage } from './page-loader.ts';
import { loadState, parseLocation, StaticRouter } from './router/router.tsx';
import { Shell } from './theme/Shell.tsx';
import type { PageMeta } from './types.ts';

export { headScript } from './head-script.ts';

async function loadServerPage(pathname: string) {
  const route = normalizeRoute(pathname);
  const cached = cachedPage(route);
  if (cached) return cached;
  const load = pages[route];
  if (!load) return undefined;
  const module = await load();
  rememberPage(module);
  return module;
}

export interface RenderResult {
  html: string;
  status: 200 | 404;
  meta?: PageMeta;
}

/** Renders one URL to the HTML of the app root. */
export async function render(url: string): Promise<RenderResult> {
  const location = parseLocation(url);
  const state = await loadState(loadServerPage, location.pathname);
  if (state.status === 'load-error') throw state.error;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={location} state={state}>
        <Shell />
        <HydrationMarker />
      </StaticRouter>
    </StrictMode>,
  );
  return state.status === 200 ? { html, status: 200, meta: state.page.meta } : { html, status: 404 };
}
