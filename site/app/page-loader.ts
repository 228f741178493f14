/**
 * Finds and caches page modules. The route → chunk manifest is data, fetched on the first
 * client-side navigation, so no page's JavaScript grows with the number of pages.
 */
import type { PageModule, RouteManifest } from './types.ts';

export interface BootData {
  /** The route prerendered into this HTML file. */
  route: string;
  /** URL of the current page's module. */
  page: string;
  /** URL of the route manifest JSON. */
  manifest: string;
  /** URL of each sidebar's full JSON, fetched when a collapsed category opens. */
  sidebars: Record<string, string>;
  /** URL of the search records (`SearchIndexFile`), fetched when a reader first shows intent to search. */
  search?: string;
}

const modules = new Map<string, PageModule>();
let manifest: Promise<RouteManifest> | undefined;
let boot: BootData | undefined;

/** Routes are compared without their trailing slash: `/openapi/` and `/openapi` are one page. */
export function normalizeRoute(pathname: string): string {
  const decoded = (() => {
    try {
      return decodeURI(pathname);
    } catch {
      return pathname;
    }
  })();
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

export function setBootData(data: BootData): void {
  boot = data;
}

export function getBootData(): BootData | undefined {
  return boot;
}

function loadManifest(): Promise<RouteManifest> {
  if (!boot) return Promise.reject(new Error('the page was not started with its boot data'));
  manifest ??= fetch(boot.manifest).then((response) => {
    if (!response.ok) throw new Error(`route manifest: HTTP ${response.status}`);
    return response.json() as Promise<RouteManifest>;
  });
  // A failed fetch must not poison later attempts (the Retry button).
  manifest.catch(() => (manifest = undefined));
  return manifest;
}

export async function moduleUrlFor(pathname: string): Promise<string | undefined> {
  const route = normalizeRoute(pathname);
  if (boot && route === normalizeRoute(boot.route)) return boot.page;
  return (await loadManifest())[route];
}

export function cachedPage(route: string): PageModule | undefined {
  return modules.get(normalizeRoute(route));
}

export function rememberPage(module: PageModule): void {
  modules.set(normalizeRoute(module.meta.route), module);
}

/** Loads the module of a route in the browser; undefined when no page has that route. */
export async function loadClientPage(pathname: string): Promise<PageModule | undefined> {
  const cached = cachedPage(pathname);
  if (cached) return cached;
  const url = await moduleUrlFor(pathname);
  if (!url) return undefined;
  const module = (await import(/* @vite-ignore */ url)) as PageModule;
  rememberPage(module);
  return module;
}

/** Prefetching costs data: skip it on 2g connections and when the reader asked to save data. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!connection) return true;
  return !(connection.saveData || /2g/.test(connection.effectiveType ?? ''));
}

const prefetched = new Set<string>();

export async function prefetchRoute(pathname: string): Promise<void> {
  const route = normalizeRoute(pathname);
  if (prefetched.has(route) || cachedPage(route) || !prefetchAllowed()) return;
  prefetched.add(route);
  try {
    const url = await moduleUrlFor(route);
    if (!url) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  } catch {
    prefetched.delete(route);
  }
}
