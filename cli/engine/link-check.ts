/**
 * link/broken and link/anchor: every internal link resolved the way the site serves it.
 * - `/docs/x#a`: a route of the route table, then an anchor of that page;
 * - `./webhooks.mdx#signature`: a page file relative to the linking file (`/docs/x.mdx`: its route);
 * - `../payments` (no extension): a URL relative to the page's route, as a browser resolves it;
 * - `/img/x.png`, `./diagram.svg`: a static file, in the public directory or beside the page;
 * - `#a`: an anchor of the page itself.
 * External URLs are collected for external.ts; other schemes (mailto:, tel:) are not checked.
 */
import { posix, relative, resolve, sep } from 'node:path';
import { closest } from '../../schemas/messages.ts';
import { error, type Finding, type Range } from './diagnostics.ts';
import { normalizeRoute, type ContentLayout } from './content.ts';
import type { LinkRef } from './links.ts';
import type { RouteTable } from './routes.ts';

export interface LinkedPage {
  route: string;
  anchors: ReadonlySet<string>;
  /** False for a page with a syntax error: its anchors are unknown, links to them are not judged. */
  parsed: boolean;
}

export interface LinkSite {
  layout: ContentLayout;
  routes: RouteTable;
  pages: ReadonlyMap<string, LinkedPage>;
  fileExists(path: string): boolean;
}

export interface LinkSource {
  /** Absolute path of the linking file. */
  file: string;
  /** The linking page, or undefined for the sidebars file. */
  page: LinkedPage | undefined;
}

export interface LinkResult {
  findings: Finding[];
  external: LinkRef[];
  /** Routes and page paths the links lead to: when one of them changes, this file is re-checked. */
  targets: string[];
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PAGE_FILE = /\.mdx?$/i;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A near miss (two edits), or a longer form of the same word (#intro → #introduction). */
const suggest = (word: string, candidates: string[], prefix = '') => {
  const hint = closest(word, candidates) ?? (word.length >= 3 ? candidates.find((candidate) => candidate.startsWith(word)) : undefined);
  return hint ? ` (did you mean ${prefix}${hint}?)` : '';
};

/** The range of the `#fragment` when the URL sits on one line as written; else the whole URL. */
function fragmentRange(link: LinkRef, hashAt: number): Range {
  const { range } = link;
  const asWritten = range.line === range.endLine && range.endColumn - range.column === link.url.length;
  return asWritten ? { ...range, column: range.column + hashAt } : range;
}

type Target = { kind: 'page'; relPath: string; page: LinkedPage } | { kind: 'site'; anchors: ReadonlySet<string> | undefined } | { kind: 'file' };

export function checkLinks(source: LinkSource, links: readonly LinkRef[], site: LinkSite): LinkResult {
  const findings: Finding[] = [];
  const external: LinkRef[] = [];
  const targets = new Set<string>();
  const broken = (link: LinkRef, message: string) => findings.push(error('link/broken', message, link.range));
  const fromDir = posix.dirname(source.file.split(sep).join('/'));

  const pageFile = (link: LinkRef, path: string): Target | undefined => {
    const file = posix.resolve(fromDir, path);
    const relPath = relative(site.layout.root, file).split(sep).join('/');
    targets.add(relPath);
    const page = site.pages.get(relPath);
    if (page) return { kind: 'page', relPath, page };
    broken(link, `no page file ${path}: ${relPath.startsWith('..') ? `${file} is outside the content root` : `${relPath} does not exist`}`);
    return undefined;
  };

  const route = (link: LinkRef, path: string): Target | undefined => {
    let routePath = path;
    if (!path.startsWith('/')) {
      try {
        routePath = new URL(path, `https://site.invalid${source.page?.route ?? '/'}`).pathname;
      } catch {
        broken(link, `cannot resolve ${path} against ${source.page?.route ?? '/'}`);
        return undefined;
      }
    }
    const normalized = normalizeRoute(routePath);
    targets.add(normalized);
    const found = site.routes.lookup(normalized);
    if (found?.kind === 'page') {
      const page = site.pages.get(found.relPath);
      return page ? { kind: 'page', relPath: found.relPath, page } : undefined;
    }
    if (found) return found;
    if (posix.extname(normalized) !== '') {
      const file = path.startsWith('/') ? resolve(site.layout.publicDir, `.${decode(normalized)}`) : resolve(fromDir, decode(path));
      if (site.fileExists(file)) return { kind: 'file' };
      broken(link, `no file ${path}${path.startsWith('/') ? ` in ${relative(process.cwd(), site.layout.publicDir) || '.'}` : ''} and no page at ${normalized}`);
      return undefined;
    }
    broken(link, `no page at ${normalized}${suggest(normalized, site.routes.routes())}`);
    return undefined;
  };

  for (const link of links) {
    const url = link.url.trim();
    if (url === '') {
      broken(link, 'empty link: write the target URL');
      continue;
    }
    if (/^https?:/i.test(url) || url.startsWith('//')) {
      external.push(link);
      continue;
    }
    if (SCHEME.test(url)) continue;
    const hashAt = url.indexOf('#');
    const path = (hashAt === -1 ? url : url.slice(0, hashAt)).split('?')[0]!;
    const fragment = hashAt === -1 ? '' : decode(url.slice(hashAt + 1));
    let target: Target | undefined;
    if (path === '') target = source.page ? { kind: 'page', relPath: '', page: source.page } : undefined;
    // An absolute page file (`/docs/a.mdx`) names the page's route, whatever the layout.
    else if (PAGE_FILE.test(path) && path.startsWith('/')) target = route(link, path.replace(PAGE_FILE, '').replace(/\/index$/, '/'));
    else if (PAGE_FILE.test(path)) target = pageFile(link, decode(path));
    else target = route(link, path);
    if (!target || fragment === '' || target.kind === 'file') continue;
    const anchors = target.kind === 'page' ? (target.page.parsed ? target.page.anchors : undefined) : target.anchors;
    if (!anchors || anchors.has(fragment)) continue;
    const where = path === '' ? 'this page' : target.kind === 'page' ? target.page.route : normalizeRoute(path);
    const known = [...anchors];
    const listed = known.length === 0 ? 'it has no anchors' : `its anchors: ${known.slice(0, 8).map((anchor) => `#${anchor}`).join(', ')}${known.length > 8 ? ', …' : ''}`;
    findings.push(error('link/anchor', `${where} has no anchor #${fragment}${suggest(fragment, known, '#')}; ${listed}`, fragmentRange(link, hashAt)));
  }
  return { findings, external, targets: [...targets] };
}
