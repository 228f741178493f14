/**
 * Where the pages are and which route each one gets. Two layouts:
 * - a site content root (the repo's `content/`): pages under `docs/` are served at `/docs/**`,
 *   `sidebars.ts` beside them;
 * - any Markdown/MDX tree given with `--content DIR` that has no `docs/` folder: the tree itself is
 *   the docs (served at `/docs/**`) and the sidebar is generated from its folders.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { REPO_ROOT } from './paths.ts';

export interface ContentLayout {
  /** Absolute path of the content root. */
  root: string;
  /** Path of the docs folder relative to the root, posix: `docs`, or `` when the root is the docs tree. */
  docsFolder: string;
  /** `content/sidebars.ts` when it exists. */
  sidebarsFile: string | undefined;
  /** Static assets served at `/`: the site's Vite public directory. */
  publicDir: string;
}

export const DOCS_ROUTE = '/docs';
const PAGE_FILE = /\.mdx?$/;

export function resolveLayout(root: string, repoRoot = REPO_ROOT): ContentLayout {
  const docs = join(root, 'docs');
  const siteLayout = existsSync(docs) && statSync(docs).isDirectory();
  const sidebars = join(root, 'sidebars.ts');
  return {
    root,
    docsFolder: siteLayout ? 'docs' : '',
    sidebarsFile: siteLayout && existsSync(sidebars) ? sidebars : undefined,
    publicDir: join(repoRoot, 'site', 'public'),
  };
}

/**
 * Every .md and .mdx page under the root, as sorted posix paths relative to it. Folders and
 * files starting with `_` or `.` (partials, editor files) and node_modules are not pages.
 */
export function discoverPages(layout: ContentLayout): string[] {
  const entries = readdirSync(layout.root, { recursive: true, withFileTypes: true });
  const pages: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !PAGE_FILE.test(entry.name)) continue;
    const path = relative(layout.root, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (path.split('/').some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules')) continue;
    pages.push(path);
  }
  return pages.sort();
}

const withoutExtension = (path: string) => path.replace(PAGE_FILE, '');

/** `integrate/hosted-page` for `docs/integrate/hosted-page.mdx`; undefined outside the docs folder. */
export function docIdOf(layout: ContentLayout, relPath: string): string | undefined {
  if (layout.docsFolder === '') return withoutExtension(relPath);
  const prefix = `${layout.docsFolder}/`;
  return relPath.startsWith(prefix) ? withoutExtension(relPath.slice(prefix.length)) : undefined;
}

/**
 * The route of a page: its path without extension, `index` standing for its folder; a front
 * matter `slug` replaces it (`/x` from the docs root, as `/docs/x`; `x` from the page's folder).
 */
export function pageRoute(layout: ContentLayout, relPath: string, slug?: string): string {
  const inDocs = docIdOf(layout, relPath) !== undefined;
  // Route of the folder holding the root's files: '' in the site layout, /docs for a bare tree.
  const base = layout.docsFolder === '' ? DOCS_ROUTE : '';
  const path = `${base}/${withoutExtension(relPath)}`.replace(/(^|\/)index$/, '');
  if (slug === undefined) return normalizeRoute(path);
  if (slug.startsWith('/')) return normalizeRoute(`${inDocs ? DOCS_ROUTE : ''}${slug}`);
  const folder = posix.dirname(`${base}/${relPath}`);
  return normalizeRoute(`${folder}/${slug}`);
}

/** The form routes are compared in: decoded, no duplicate or trailing slash, `/` for the root. */
export function normalizeRoute(path: string): string {
  // Most links are already normal: skip the decoding and path work for them.
  if (/^\/[^%]*[^/%]$/.test(path) && !/\/\.|\/\//.test(path)) return path;
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is compared as written.
  }
  const normalized = posix.normalize(`/${decoded}`).replace(/\/+$/, '');
  return normalized === '' || normalized === '.' ? '/' : normalized;
}
