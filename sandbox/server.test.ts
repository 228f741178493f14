import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer, type SandboxServerOptions } from './server.ts';
import { BASIC, ENTITY, TEST_CARD, contractViolations, registry, sessionRequest } from './test-helpers.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()!();
});

async function start(options: Partial<SandboxServerOptions> = {}): Promise<{ server: SandboxServer; lines: string[] }> {
  const lines: string[] = [];
  const server = await startSandboxServer({ port: 0, registry, log: (line) => lines.push(line), ...options });
  cleanup.push(() => server.close());
  return { server, lines };
}

/** fetch plus the same contract check the core tests apply. */
async function request(server: SandboxServer, method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, { method, ...init });
  const text = await response.text();
  const headers = Object.fromEntries(response.headers);
  const answer = { status: response.status, headers, body: text === '' ? undefined : text };
  expect(contractViolations(method, path, answer), `${method} ${path} → ${response.status} ${text.slice(0, 200)}`).toEqual([]);
  return { ...answer, json: text && /json/.test(headers['content-type'] ?? '') ? JSON.parse(text) : undefined };
}

async function bearer(server: SandboxServer): Promise<Record<string, string>> {
  const token = await request(server, 'POST', '/oauth/token', { headers: { ...BASIC, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
  return { authorization: `Bearer ${token.json.access_token}`, 'content-type': 'application/json' };
}

/** A merchant endpoint on loopback that answers each call with the next status of `statuses` (then 200). */
async function merchantEndpoint(statuses: number[]): Promise<{ url: string; calls: Array<{ headers: IncomingMessage['headers']; body: string }>; next: (count: number) => Promise<void> }> {
  const calls: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
  const waiters: Array<() => void> = [];
  const listener: Server = createServer(async (incoming, outgoing) => {
    let body = '';
    for await (const chunk of incoming) body += String(chunk);
    calls.push({ headers: incoming.headers, body });
    outgoing.writeHead(statuses.shift() ?? 200).end();
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => listener.close(() => resolve())));
  const next = async (count: number) => {
    while (calls.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks`, calls, next };
}

describe('the sandbox server', () => {
  it('logs one line per request and answers CORS preflights with the headers the APIs read', async () => {
    const { server, lines } = await start();
    const preflight = await fetch(`${server.url}/v2/payments`, { method: 'OPTIONS', headers: { origin: 'https://docs.orchestra.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'cache-control', 'x-api-key', 'x-merchant-id', 'x-idempotency-key']),
    );
    const keys = await request(server, 'GET', '/v2/signing-jwks', { headers: { 'x-api-key': 'sandbox-api-key' } });
    expect(keys.headers['access-control-allow-origin']).toBe('*');
    expect(keys.headers['access-control-expose-headers']).toBe('x-created-operation-id, location');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^OPTIONS \/v2\/payments 204 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/v2\/signing-jwks 200 \d+\.\dms$/);
  });

  it('50 concurrent identical captures create exactly one operation; the others get 409 with its id', async () => {
    const { server } = await start();
    const auth = await bearer(server);
    const payment = await request(server, 'POST', '/v2/payments', {
      headers: auth,
      body: JSON.stringify({ amount: 100000, currency: 'EUR', entity_id: ENTITY, order: { reference: 'ORD-CONCURRENT' } }),
    });
    const capture = () =>
      request(server, 'POST', `/v2/payments/${payment.json.id}/captures`, { headers: auth, body: JSON.stringify({ amount: 100, merchant_reference: 'SHIP-1' }) });
    const answers = await Promise.all(Array.from({ length: 50 }, capture));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    const operationId = created[0]!.headers['x-created-operation-id'];
    const conflicts = answers.filter((answer) => answer.status === 409);
    expect(conflicts).toHaveLength(49);
    expect(new Set(conflicts.map((answer) => answer.json.resource_id))).toEqual(new Set([operationId]));
    const read = await request(server, 'GET', `/v2/payments/${payment.json.id}`, { headers: auth });
    expect(read.json.captures).toHaveLength(1);
    expect(read.json.amounts.total_captured).toBe(100);
  });

  it('delivers webhooks as POSTs to the merchant URL and retries after a 500', async () => {
    const endpoint = await merchantEndpoint([500]);
    const { server, lines } = await start({ webhookRetry: { baseDelayMs: 20 } });
    const auth = await bearer(server);
    const webhook = { url: endpoint.url, headers: [{ name: 'x-webhook-secret', values: ['whsec_1'] }] };
    const session = await request(server, 'POST', '/v2/client-sessions', { headers: auth, body: JSON.stringify(sessionRequest({ webhook })) });
    await request(server, 'POST', `/v2/client-sessions/${session.json.id}/abort`, { headers: auth, body: JSON.stringify({ status: 'ABORTED_BY_CUSTOMER' }) });
    await endpoint.next(2);
    const [first, retry] = endpoint.calls;
    expect(retry!.body).toBe(first!.body);
    expect(first!.headers['x-webhook-secret']).toBe('whsec_1');
    expect(first!.headers['content-type']).toBe('application/json');
    const notification = JSON.parse(first!.body);
    expect(registry.validate('v2', registry.model('v2').componentRefs.WebhookNotification!, notification)).toEqual([]);
    expect(notification).toMatchObject({ client_session_id: session.json.id, client_session_status: 'ABORTED_BY_CUSTOMER', event_type: 'PAYMENT' });
    await expect.poll(() => lines.filter((line) => line.startsWith('webhook '))).toEqual([
      `webhook ${notification.id} POST ${endpoint.url} 500 (attempt 1, retry in 20 ms)`,
      `webhook ${notification.id} POST ${endpoint.url} 200 (attempt 2)`,
    ]);
  });

  it('gives up after the last attempt, waiting longer before each retry', async () => {
    const endpoint = await merchantEndpoint([503, 503, 503, 503]);
    const { server, lines } = await start({ webhookRetry: { attempts: 3, baseDelayMs: 10 } });
    const auth = await bearer(server);
    const session = await request(server, 'POST', '/v2/client-sessions', { headers: auth, body: JSON.stringify(sessionRequest({ webhook: { url: endpoint.url } })) });
    await request(server, 'POST', `/v2/client-sessions/${session.json.id}/abort`, { headers: auth, body: JSON.stringify({ status: 'ABORTED_BY_MERCHANT' }) });
    await expect.poll(() => lines.filter((line) => line.startsWith('webhook ')).length).toBe(3);
    expect(lines.filter((line) => line.startsWith('webhook ')).map((line) => line.replace(/^webhook \S+ POST \S+ /, ''))).toEqual([
      '503 (attempt 1, retry in 10 ms)',
      '503 (attempt 2, retry in 20 ms)',
      '503 (attempt 3, giving up)',
    ]);
    expect(endpoint.calls).toHaveLength(3);
  });

  it('with publicUrl, a shopper can follow the hosted page link and pay on the server itself', async () => {
    const { server: probe } = await start();
    const port = probe.port;
    await cleanup.pop()!();
    const { server } = await start({ port, publicUrl: `http://127.0.0.1:${port}` });
    const auth = await bearer(server);
    const session = await request(server, 'POST', '/v2/client-sessions', { headers: auth, body: JSON.stringify(sessionRequest({ integration_mode: 'HOSTED_PAGE' })) });
    const hostedPage = new URL(session.json.links.hosted_page);
    expect(hostedPage.origin).toBe(server.url);
    const page = await fetch(hostedPage);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const pay = await request(server, 'POST', `/sandbox${hostedPage.pathname}/pay`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partner: 'stripe', method: 'credit-card', card: TEST_CARD }),
    });
    expect(pay.json.redirect_url).toMatch(/^https:\/\/shop\.example\/checkout\/return\?payment_id=pay_/);
  });

  it('answers 413 to a body over 1 MiB without holding it', async () => {
    const { server } = await start();
    const response = await request(server, 'POST', '/v2/client-sessions', { headers: { ...(await bearer(server)) }, body: 'x'.repeat(3 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });
});
