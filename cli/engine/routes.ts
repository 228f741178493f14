/**
 * The route table: every URL the site serves and the anchors each one has. Content pages, the
 * site's own pages, and the three API references with anchors derived from the specs. The site
 * build serves the references at API_REFERENCE_ROUTES and names its anchors with the functions
 * below, so the anchors the checker accepts are the ones the pages have.
 */
import { isObject, type ApiName, type JsonObject } from '../../schemas/spec-types.ts';
import { HTTP_METHODS } from '../../schemas/operations.ts';
import { normalizeRoute } from './content.ts';
import { schemaFieldPaths } from '../../site/build/reference/schema-tree.ts';

/** Pages the site renders itself (React), whose anchors the checker cannot see. */
export const SITE_ROUTES = ['/', '/search', '/docs/checkout-showcase/'] as const;

/** Where each API's reference is served. */
export const API_REFERENCE_ROUTES: Record<ApiName, string> = { v2: '/api-v2', wallet: '/wallet', v1: '/openapi/' };

export const operationAnchor = (operationId: string) => `operation/${operationId}`;
export const schemaAnchor = (name: string) => `schema/${name}`;
/** Tag names have spaces (`Client sessions`): the anchor has dashes (`tag/Client-sessions`). */
export const tagAnchor = (name: string) => `tag/${name.trim().replace(/\s+/g, '-')}`;
/**
 * A field of a component schema, by its path from the schema: property names, a oneOf/anyOf
 * variant's component name where the field belongs to one variant, nothing for array items
 * (`schema/ClientSessionRequest/order/shipments/item_lines/quantity`).
 */
export const fieldAnchor = (schemaName: string, path: readonly string[]) => `${schemaAnchor(schemaName)}/${path.join('/')}`;

/** The anchors of an API reference page: every operation (webhooks too), component schema, schema field and tag. */
export function apiAnchors(document: JsonObject): string[] {
  const anchors = new Set<string>();
  for (const group of [document.paths, document.webhooks]) {
    if (!isObject(group)) continue;
    for (const item of Object.values(group)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        if (typeof operation.operationId === 'string') anchors.add(operationAnchor(operation.operationId));
        if (Array.isArray(operation.tags)) for (const tag of operation.tags) if (typeof tag === 'string') anchors.add(tagAnchor(tag));
      }
    }
  }
  const components = isObject(document.components) ? document.components : {};
  if (isObject(components.schemas)) for (const name of Object.keys(components.schemas)) anchors.add(schemaAnchor(name));
  for (const [name, paths] of schemaFieldPaths(document)) for (const path of paths) anchors.add(fieldAnchor(name, path));
  if (Array.isArray(document.tags)) {
    for (const tag of document.tags) if (isObject(tag) && typeof tag.name === 'string') anchors.add(tagAnchor(tag.name));
  }
  return [...anchors].sort();
}

export type RouteTarget =
  | { kind: 'page'; relPath: string }
  /** `anchors` undefined: a React page whose anchors are not known to the checker. */
  | { kind: 'site'; anchors: ReadonlySet<string> | undefined };

export class RouteTable {
  private readonly targets = new Map<string, RouteTarget>();

  constructor(pages: Iterable<{ relPath: string; route: string }>, apiAnchorSets: Partial<Record<ApiName, readonly string[]>>) {
    for (const route of SITE_ROUTES) this.targets.set(normalizeRoute(route), { kind: 'site', anchors: undefined });
    for (const [api, route] of Object.entries(API_REFERENCE_ROUTES) as Array<[ApiName, string]>) {
      // A spec that does not load has unknown anchors (spec/invalid says why), not none.
      const anchors = apiAnchorSets[api];
      this.targets.set(normalizeRoute(route), { kind: 'site', anchors: anchors ? new Set(anchors) : undefined });
    }
    // A content page wins over a site route of the same path: its anchors are known.
    for (const page of pages) this.targets.set(page.route, { kind: 'page', relPath: page.relPath });
  }

  lookup(route: string): RouteTarget | undefined {
    return this.targets.get(normalizeRoute(route));
  }

  routes(): string[] {
    return [...this.targets.keys()];
  }
}
