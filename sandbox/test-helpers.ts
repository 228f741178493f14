/**
 * Test support (Node only): a sandbox with a settable clock and a seeded random source, a `call`
 * that checks every response against the contract of the specs, and token helpers.
 */
import { expect } from 'vitest';
import { getRegistry } from '../schemas/index.ts';
import { derefLocal, resolveOperation } from '../schemas/operations.ts';
import { isObject, type ApiName } from '../schemas/spec-types.ts';
import { createSandbox } from './index.ts';
import { SANDBOX_CREDENTIALS, SANDBOX_ENTITY_IDS } from './test-values.ts';
import type { SandboxOptions, SandboxResponse, WebhookDelivery } from './types.ts';

export const registry = getRegistry();
export const ENTITY = SANDBOX_ENTITY_IDS[0];
export const V1_ENTITY = SANDBOX_ENTITY_IDS[1];
export const API_KEY = { 'x-api-key': SANDBOX_CREDENTIALS.apiKey };
export const BASIC = { authorization: `Basic ${btoa(`${SANDBOX_CREDENTIALS.clientId}:${SANDBOX_CREDENTIALS.clientSecret}`)}` };

import { seededRandom } from './seeded-random.ts';

export { seededRandom };

function apiOf(pathname: string): { api: ApiName; local: string } {
  for (const [api, prefix] of [['v1', '/v1'], ['wallet', '/wallet']] as const) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { api, local: pathname.slice(prefix.length) || '/' };
  }
  return { api: 'v2', local: pathname };
}

function validateBody(api: ApiName, schema: object, response: SandboxResponse, violations: string[]): void {
  let value: unknown;
  try {
    value = JSON.parse(response.body ?? '');
  } catch {
    violations.push(`body is not JSON: ${response.body?.slice(0, 80)}`);
    return;
  }
  for (const error of registry.validate(api, schema, value)) violations.push(`${error.pointer || '/'} ${error.message}`);
}

/** The error body an API answers with where an operation documents no such status (401/403/405/413/500). */
function errorSchema(api: ApiName): { schema: object; mediaType: string } {
  const model = registry.model(api);
  return api === 'v1'
    ? { schema: model.componentRefs.ApiError!, mediaType: 'application/json' }
    : { schema: model.componentRefs.Problem!, mediaType: 'application/problem+json' };
}

/**
 * Every way `response` departs from the specs: an undocumented status, a wrong media type, a body
 * the documented schema rejects, a missing required header. Shopper routes (no spec) must answer
 * HTML or v2 problem documents.
 */
export function contractViolations(method: string, url: string, response: SandboxResponse): string[] {
  const violations: string[] = [];
  const pathname = new URL(url, 'http://x').pathname;
  const contentType = response.headers['content-type']?.split(';')[0];
  if (/^\/(entities|sandbox)\//.test(pathname)) {
    if (contentType === 'application/problem+json') validateBody('v2', registry.model('v2').componentRefs.Problem!, response, violations);
    return violations;
  }
  const { api, local } = apiOf(pathname);
  const model = registry.model(api);
  const resolution = resolveOperation(model.operations, method, local);
  const status = String(response.status);
  const operation = resolution.ok ? resolution.operation : undefined;
  if (operation?.responses.has(status)) {
    const documented = operation.responses.get(status);
    const node = derefLocal(model.spec.document, isObject(operation.node.responses) ? operation.node.responses[status] : undefined);
    const headers = isObject(node) && isObject(node.headers) ? node.headers : {};
    for (const [name, header] of Object.entries(headers)) {
      const resolved = derefLocal(model.spec.document, header);
      if (isObject(resolved) && resolved.required === true && response.headers[name.toLowerCase()] === undefined) violations.push(`missing header ${name}`);
    }
    if (!documented) {
      if (response.body !== undefined && response.body !== '') violations.push(`status ${status} documents no body`);
      return violations;
    }
    if (contentType !== documented.mediaType) violations.push(`content-type ${contentType}, documented ${documented.mediaType}`);
    if (documented.schema) validateBody(api, documented.schema, response, violations);
    return violations;
  }
  if (![401, 403, 404, 405, 413, 500].includes(response.status) || (operation && response.status === 404)) {
    violations.push(`${method} ${local} answered ${status}, which ${operation?.operationId ?? 'no operation'} does not document`);
  }
  const { schema, mediaType } = errorSchema(api);
  if (contentType !== mediaType) violations.push(`content-type ${contentType}, expected ${mediaType}`);
  validateBody(api, schema, response, violations);
  return violations;
}

export interface CallOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  body?: string;
}

export interface TestResponse extends SandboxResponse {
  /** Parsed JSON body; `any` because the contract check has already validated it against the spec. */
  json: any;
}

export interface TestSandbox {
  /** The clock the sandbox reads; move it with `advance`. */
  now: number;
  advance(seconds: number): void;
  webhooks: WebhookDelivery[];
  call(method: string, url: string, options?: CallOptions): Promise<TestResponse>;
  /** `Authorization` header of a fresh token with these scopes (default: both). */
  bearer(scope?: string): Promise<Record<string, string>>;
}

export function createTestSandbox(options: Partial<SandboxOptions> = {}): TestSandbox {
  const webhooks: WebhookDelivery[] = [];
  const state = {
    now: Date.parse('2026-03-14T09:30:00Z'),
    webhooks,
    advance(seconds: number) {
      state.now += seconds * 1000;
    },
    async call(method: string, url: string, call: CallOptions = {}): Promise<TestResponse> {
      const headers: Record<string, string> = { ...call.headers };
      let body = call.body;
      if (call.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(call.json);
      } else if (call.form) {
        headers['content-type'] ??= 'application/x-www-form-urlencoded';
        body = new URLSearchParams(call.form).toString();
      }
      const response = await sandbox.handle({ method, url, headers, body });
      expect(contractViolations(method, url, response), `${method} ${url} → ${response.status} ${response.body?.slice(0, 200)}`).toEqual([]);
      const isJson = /json/.test(response.headers['content-type'] ?? '');
      return { ...response, json: isJson && response.body ? JSON.parse(response.body) : undefined };
    },
    async bearer(scope?: string) {
      const response = await state.call('POST', '/oauth/token', { headers: BASIC, form: { grant_type: 'client_credentials', ...(scope !== undefined ? { scope } : {}) } });
      expect(response.status).toBe(200);
      return { authorization: `Bearer ${response.json.access_token as string}` };
    },
  };
  const sandbox = createSandbox({
    registry,
    clock: () => state.now,
    random: seededRandom(42),
    onWebhook: (delivery) => webhooks.push(delivery),
    ...options,
  });
  return state;
}

export function sessionRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    entity_id: ENTITY,
    amount: 4299,
    currency: 'EUR',
    order: { reference: `ORD-${Math.random().toString(36).slice(2, 10)}` },
    shopper_redirection_url: 'https://shop.example/checkout/return',
    ...overrides,
  };
}

export const TEST_CARD = { number: '4242424242424242', expiry_month: 12, expiry_year: 2029, cvc: '123' };

/** A client session paid through the sandbox pay call; returns the session and the pay answer. */
export async function paidSession(
  sandbox: TestSandbox,
  auth: Record<string, string>,
  overrides: Record<string, unknown> = {},
  card: Record<string, unknown> = TEST_CARD,
): Promise<{ session: { id: string; entity_id: string }; pay: TestResponse }> {
  const created = await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest(overrides) });
  expect(created.status).toBe(201);
  const session = created.json as { id: string; entity_id: string };
  const pay = await sandbox.call('POST', `/sandbox/entities/${session.entity_id}/sessions/${session.id}/pay`, {
    json: { partner: 'stripe', method: 'credit-card', card },
  });
  return { session, pay };
}

/** A payment created by the merchant's server (`POST /v2/payments`); the amount's ending chooses the outcome. */
export async function serverPayment(sandbox: TestSandbox, auth: Record<string, string>, overrides: Record<string, unknown> = {}): Promise<TestResponse> {
  return sandbox.call('POST', '/v2/payments', {
    headers: auth,
    json: { amount: 10000, currency: 'EUR', entity_id: ENTITY, order: { reference: `ORD-${Math.random().toString(36).slice(2, 10)}` }, ...overrides },
  });
}
