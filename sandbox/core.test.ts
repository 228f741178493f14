import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_NAMES } from '../schemas/spec-types.ts';
import { HANDLERS, createSandbox } from './index.ts';
import { createRouter } from './router.ts';
import { ENTITY, contractViolations, createTestSandbox, registry, seededRandom, sessionRequest } from './test-helpers.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

/** Every module reachable from the core's entry through relative imports. */
function coreModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'/gm)) visit(resolve(dirname(file), match[1]!));
  };
  visit(entry);
  return [...seen].map((file) => relative(root, file)).sort();
}

describe('the core runs in a browser', () => {
  const modules = coreModules(join(here, 'index.ts'));

  it('reaches neither Node built-ins nor the file-reading schema modules', () => {
    expect(modules).not.toContain('schemas/index.ts');
    expect(modules).not.toContain('schemas/spec-loader.ts');
    expect(modules).not.toContain('sandbox/server.ts');
    for (const module of modules) {
      const source = readFileSync(join(root, module), 'utf8');
      expect(source, module).not.toMatch(/from\s+'node:|from\s+'(fs|path|http|crypto|url|util|os|net)'/);
      expect(source, module).not.toMatch(/\b(Buffer|process)\.|\brequire\(|__dirname|__filename|setImmediate\(/);
    }
  });

  it('includes every sandbox module except the Node side and the tests', () => {
    const sandboxModules = modules.filter((module) => module.startsWith('sandbox/'));
    expect(sandboxModules).toEqual(expect.arrayContaining(['sandbox/signing.ts', 'sandbox/shopper.ts', 'sandbox/v1-transactions.ts', 'sandbox/wallet.ts']));
  });
});

describe('routing', () => {
  it('has a handler for every operation of the three specs, and none for an operation they lack', () => {
    for (const api of API_NAMES) {
      const operationIds = registry.model(api).operations.map((operation) => operation.operationId).sort();
      expect(Object.keys(HANDLERS[api]).sort(), api).toEqual(operationIds);
    }
  });

  it('mounts each API at the path of its spec server', () => {
    const router = createRouter(registry);
    expect(router.mounts.map((mount) => [mount.api, mount.prefix])).toEqual(
      expect.arrayContaining([
        ['v2', ''],
        ['wallet', '/wallet'],
        ['v1', '/v1'],
      ]),
    );
    const route = router.route('POST', '/wallet/v2/session');
    expect(route.kind === 'operation' && route.operation.operationId).toBe('walletCreateSession');
    expect(router.route('POST', '/v2/session')).toEqual({ kind: 'no-path', api: 'v2' });
    const pos = router.route('PUT', `/v1/${ENTITY}/transactions/capture`);
    expect(pos.kind === 'operation' && pos.operation.operationId).toBe('v1CapturePosTransaction');
    const put = router.route('PUT', `/v1/${ENTITY}/transactions/CAPTURE`);
    expect(put.kind === 'operation' && [put.operation.operationId, put.params]).toEqual(['v1PutTransaction', { entity: ENTITY, action: 'CAPTURE' }]);
  });

  it('accepts absolute URLs and ignores their host', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('GET', 'https://api.sandbox.orchestra.example/v2/signing-jwks', { headers: { 'X-API-Key': 'sandbox-api-key' } });
    expect(response.status).toBe(200);
  });
});

describe('determinism', () => {
  it('with the same clock and random source, two sandboxes answer byte for byte the same', async () => {
    const run = async () => {
      const sandbox = createSandbox({ registry, clock: () => Date.parse('2026-03-14T09:30:00Z'), random: seededRandom(7) });
      const call = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
        sandbox.handle({ method, url, headers: { 'content-type': 'application/json', ...headers }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
      const token = await sandbox.handle({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=sandbox-client&client_secret=sandbox-secret',
      });
      const auth = { authorization: `Bearer ${JSON.parse(token.body!).access_token}` };
      const session = await call('POST', '/v2/client-sessions', auth, sessionRequest({ order: { reference: 'ORD-1' } }));
      const payment = await call('POST', '/v2/payments', auth, { amount: 5000, currency: 'EUR', entity_id: ENTITY, order: { reference: 'ORD-2' } });
      const capture = await call('POST', `/v2/payments/${JSON.parse(payment.body!).id}/captures`, auth, { amount: 1200 });
      return [token, session, payment, capture];
    };
    expect(await run()).toEqual(await run());
  });
});

describe('the contract check used by every test', () => {
  it('reports an undocumented status, a wrong media type, a body off its schema and a missing header', () => {
    const problem = { status: 201, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'pay_1' }) };
    const violations = contractViolations('POST', '/v2/payments/pay_1/captures', problem);
    expect(violations).toEqual(expect.arrayContaining(['missing header x-created-operation-id', expect.stringMatching(/created_at is required/)]));
    expect(contractViolations('GET', '/v2/payments/pay_1', { status: 418, headers: { 'content-type': 'application/json' }, body: '{}' })[0]).toMatch(/does not document/);
    expect(contractViolations('GET', '/v2/payments/pay_1', { status: 404, headers: { 'content-type': 'application/json' }, body: '{"title":"x","status":404}' })).toEqual([
      'content-type application/json, documented application/problem+json',
    ]);
  });
});
