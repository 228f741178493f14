/**
 * The sandbox core: a stateful simulator of the documented behaviour of the three APIs, as a
 * function from request to response. No Node-only API, so it runs behind `docs sandbox` and in
 * the browser alike; the specs come through the injected `SchemaRegistry`.
 *
 * Every API request goes through the same pipeline: route (spec paths below each server prefix)
 * → authenticate (the operation's `security`) → parameters → body (the registry's validators)
 * → the operation's handler. Shopper pages and calls that no spec describes come first.
 */
import type { ApiName } from '../schemas/spec-types.ts';
import { authorize } from './auth.ts';
import type { Context, Handler, Urls } from './context.ts';
import { normalizeHeaders } from './http.ts';
import { createIds } from './ids.ts';
import { checkParameters } from './parameters.ts';
import { failureResponse, type Failure } from './problems.ts';
import { readBody } from './request-body.ts';
import { createRouter } from './router.ts';
import { shopperRoute } from './shopper.ts';
import { createSigner } from './signing.ts';
import { createStore } from './store.ts';
import { HOSTED_PAGE_ORIGIN, MAX_BODY_BYTES } from './test-values.ts';
import type { Sandbox, SandboxOptions, SandboxRequest, SandboxResponse } from './types.ts';
import { v1Handlers } from './v1.ts';
import { v2Handlers } from './v2.ts';
import { walletHandlers } from './wallet.ts';
import { createWebhooks } from './webhooks.ts';

export type { Sandbox, SandboxOptions, SandboxRequest, SandboxResponse, WebhookDelivery, WebhookNotification } from './types.ts';

/** Every operation of every spec, by API and operationId. */
export const HANDLERS: Record<ApiName, Record<string, Handler>> = { v2: v2Handlers, wallet: walletHandlers, v1: v1Handlers };

function tooLarge(body: string | undefined): boolean {
  // A UTF-16 unit is at most 3 UTF-8 bytes: encode only when the length alone cannot decide.
  return body !== undefined && body.length > MAX_BODY_BYTES / 3 && new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const now = options.clock ?? Date.now;
  const ids = createIds(options.random ?? Math.random);
  const store = createStore();
  const router = createRouter(options.registry);
  const origin = (url: string | undefined) => url?.replace(/\/+$/, '');
  const urls: Urls = {
    api(api, path) {
      const mount = router.mounts.find((candidate) => candidate.api === api)!;
      return `${origin(options.publicUrls?.api) ?? mount.origin}${mount.prefix}${path}`;
    },
    pay: (path) => `${origin(options.publicUrls?.pay) ?? HOSTED_PAGE_ORIGIN}${path}`,
  };
  const ctx: Context = {
    registry: options.registry,
    store,
    ids,
    now,
    signer: createSigner(ids),
    webhooks: createWebhooks({ now, ids, store, onWebhook: options.onWebhook }),
    urls,
  };

  async function dispatch(request: SandboxRequest): Promise<SandboxResponse> {
    const headers = normalizeHeaders(request.headers);
    const url = new URL(request.url, 'http://sandbox.invalid');
    const method = request.method.toUpperCase();
    const shopper = shopperRoute(method, url.pathname);
    if (shopper) return shopper(ctx, request.body);

    const route = router.route(method, url.pathname);
    const fail = (failure: Failure) => failureResponse(ctx, route.api, url.pathname, failure);
    if (route.kind === 'no-path') return fail({ kind: 'not-found', detail: `No ${route.api} operation has the path ${url.pathname}.` });
    if (route.kind === 'no-method') {
      return fail({ kind: 'method-not-allowed', detail: `${url.pathname} takes ${route.allow.join(', ')}, not ${method}.`, headers: { allow: route.allow.join(', ') } });
    }
    if (tooLarge(request.body)) return fail({ kind: 'too-large', detail: `The request body exceeds ${MAX_BODY_BYTES} bytes.` });
    const operation = route.operation;
    const auth = authorize(ctx, route.api, operation, headers);
    if (!auth.ok) return fail(auth.failure);
    const model = options.registry.model(route.api);
    const problems = checkParameters(options.registry, model, operation, { params: route.params, query: url.searchParams, headers });
    // An operation that documents no 400 lets a malformed parameter through rather than answer a
    // status its reference does not list: an unknown id then answers 404, and a Cache-Control
    // other than `max-age=N` means "refresh".
    if (problems.length > 0 && operation.responses.has('400')) return fail({ kind: 'invalid', detail: `${problems.join('; ')}.` });
    const body = readBody(options.registry, operation, request.body, headers['content-type']);
    if (!body.ok) return fail(body.failure);
    const handler = HANDLERS[route.api][operation.operationId];
    if (!handler) return fail({ kind: 'internal', detail: `The sandbox does not simulate ${operation.operationId}.` });
    try {
      return await handler(ctx, { api: route.api, operation, path: url.pathname, params: route.params, query: url.searchParams, headers, body: body.body });
    } catch (error) {
      return fail({ kind: 'internal', detail: `The sandbox failed: ${(error as Error).message}` });
    }
  }

  return {
    async handle(request) {
      try {
        return await dispatch(request);
      } catch (error) {
        // Failures outside an API operation (a malformed URL, a shopper page) answer as v2, the API at the root.
        return failureResponse(ctx, 'v2', request.url, { kind: 'internal', detail: `The sandbox failed: ${(error as Error).message}` });
      }
    },
  };
}
