/**
 * The engine's public API, shared by `docs check` and the site build: load the content once,
 * with the routes, anchors and sidebars the site renders.
 *
 *   const { pages, sidebars } = await loadContent();
 *   pages[0] → { file, relPath, route: '/docs/a/b', docId: 'a/b', frontmatter, tree, headings: [{ depth, text, id }], … }
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';
import type { Sidebars } from '../../schemas/sidebars.ts';
import { hashText } from './text.ts';
import { discoverPages, docIdOf, pageRoute, resolveLayout, type ContentLayout } from './content.ts';
import { loadPage, type LoadedPage } from './page.ts';
import { generateSidebar, loadSidebars } from './sidebars.ts';
import type { CheckRun } from './check.ts';

export { check, CheckSession, type CheckOptions, type CheckRun } from './check.ts';
export { DOCS_ROUTE, normalizeRoute, pageRoute, resolveLayout, type ContentLayout } from './content.ts';
export { RULE_IDS, type Diagnostic, type RuleId, type Severity } from './diagnostics.ts';
export { ConfigError, UsageError } from './errors.ts';
export { createSlugger, headingText, takeHeadingIds, type Heading } from './headings.ts';
export { loadPage, type LoadedPage, type LoadOptions, type PageFacts } from './page.ts';
export { API_REFERENCE_ROUTES, apiAnchors, operationAnchor, RouteTable, schemaAnchor, SITE_ROUTES, tagAnchor } from './routes.ts';
export { generateSidebar } from './sidebars.ts';

export interface Page extends LoadedPage {
  /** Absolute path. */
  file: string;
  /** Posix path relative to the content root. */
  relPath: string;
  route: string;
  /** Path under the docs folder without extension; undefined for pages outside it. */
  docId: string | undefined;
}

export interface Content {
  layout: ContentLayout;
  pages: Page[];
  /** `content/sidebars.ts`, or one `docs` sidebar generated from the folders. */
  sidebars: Sidebars;
}

/**
 * Every page, parsed once with GFM (the tree the site renders), in path order. `parsed` holds pages
 * a check just parsed (`CheckRun.loaded`): those whose text is unchanged are not parsed again.
 */
export async function loadContent(root = join(REPO_ROOT, 'content'), parsed?: CheckRun['loaded']): Promise<Content> {
  const layout = resolveLayout(root);
  const pages = await Promise.all(
    discoverPages(layout).map(async (relPath): Promise<Page> => {
      const file = join(layout.root, relPath);
      const source = await readFile(file, 'utf8');
      const known = parsed?.get(file);
      const loaded = known?.hash === hashText(source) ? known.page : await loadPage(source, { mdx: relPath.endsWith('.mdx'), gfm: 'always' });
      return { ...loaded, file, relPath, route: pageRoute(layout, relPath, loaded.frontmatter?.slug), docId: docIdOf(layout, relPath) };
    }),
  );
  const docs = pages.flatMap((page) => (page.docId === undefined ? [] : [{ docId: page.docId, relPath: page.relPath, frontmatter: page.frontmatter }]));
  const sidebars = layout.sidebarsFile
    ? (await loadSidebars(layout.sidebarsFile)).sidebars
    : { docs: generateSidebar(docs) };
  return { layout, pages, sidebars };
}
