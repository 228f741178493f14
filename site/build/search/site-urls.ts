/**
 * Whether a URL is a page and anchor the site serves, by the checker's route table (the API
 * references' anchors from the specs) and the headings of the content pages: what a search
 * record or an expected answer of the search benchmark may point at. Used by their tests.
 */
import { API_REFERENCE_ROUTES, apiAnchors, RouteTable } from '../../../cli/engine/routes.ts';
import { normalizeRoute } from '../../../cli/engine/content.ts';
import { loadSpec } from '../../../schemas/spec-loader.ts';
import { API_NAMES } from '../../../schemas/spec-types.ts';
import type { SiteModel } from '../site-model.ts';

export function siteUrlChecker(model: SiteModel): (url: string) => boolean {
  const referenceRoutes = new Set(Object.values(API_REFERENCE_ROUTES).map(normalizeRoute));
  const contentPages = model.pages.filter((page) => !referenceRoutes.has(normalizeRoute(page.route)));
  const table = new RouteTable(
    contentPages.map((page) => ({ relPath: page.file, route: normalizeRoute(page.route) })),
    Object.fromEntries(API_NAMES.map((api) => [api, apiAnchors(loadSpec(api).document)])),
  );
  const headingIds = new Map(contentPages.map((page) => [normalizeRoute(page.route), new Set(page.headings.map((heading) => heading.id))]));
  return (url) => {
    const [route = '', anchor] = url.split('#', 2);
    const target = table.lookup(route);
    if (!target) return false;
    if (anchor === undefined) return true;
    const anchors = target.kind === 'page' ? headingIds.get(normalizeRoute(route)) : target.anchors;
    return anchors?.has(anchor) ?? false;
  };
}
