import { describe, expect, it } from 'vitest';
import { HANDLERS } from './index.ts';
import { API_KEY, BASIC, ENTITY, createTestSandbox, serverPayment, sessionRequest } from './test-helpers.ts';

describe('v2 400: problem documents that point into the body', () => {
  it('names each faulty field with its JSON pointer and the registry message', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('POST', '/v2/client-sessions', {
      headers: await sandbox.bearer(),
      json: sessionRequest({ amount: 42.99, currency: 'SEK', ammount: 1 }),
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.json).toMatchObject({ title: 'Bad Request', status: 400, error: 'INVALID_REQUEST', instance: '/v2/client-sessions' });
    expect(response.json.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/amount', detail: 'amount must be an integer > 0 in minor units (4299 = 42.99), got 42.99' },
        { pointer: '/currency', detail: expect.stringContaining('one of CHF, EUR, GBP, JPY, USD') },
        { pointer: '/ammount', detail: expect.stringContaining('did you mean amount?') },
      ]),
    );
  });

  it('applies the semantic rules of the specs (order.net_amount ≥ amount)', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('POST', '/v2/client-sessions', {
      headers: await sandbox.bearer(),
      json: sessionRequest({ order: { reference: 'ORD-1', net_amount: 100 } }),
    });
    expect(response.json.errors).toEqual([{ pointer: '/order/net_amount', detail: 'order.net_amount must be at least the payment amount 4299, got 100' }]);
  });

  it('rejects bodies that are not JSON, missing required bodies and mixed operation shapes', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const notJson = await sandbox.call('POST', '/v2/client-sessions', { headers: { ...auth, 'content-type': 'application/json' }, body: '{"amount":' });
    expect(notJson.json.detail).toMatch(/^The request body is not valid JSON/);
    const payment = await serverPayment(sandbox, auth);
    const noBody = await sandbox.call('POST', `/v2/payments/${payment.json.id}/captures`, { headers: auth });
    expect(noBody.json.detail).toBe('A request body is required (application/json).');
    const mixed = await sandbox.call('POST', `/v2/payments/${payment.json.id}/captures`, {
      headers: auth,
      json: { amount: 1, priority: [{ partner: 'stripe', method: 'credit-card' }], partner_transaction_id: 'ptx_1' },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.errors[0].detail).toContain('must match exactly one of');
    const abort = await sandbox.call('POST', '/v2/client-sessions/cs_1/abort', { headers: auth, json: {} });
    expect(abort.json.errors).toEqual([{ pointer: '/status', detail: 'status is required in the body (required: status)' }]);
  });

  it('refuses an operation above what is available, naming /amount and the available amount', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const payment = await serverPayment(sandbox, auth, { amount: 4299 });
    const response = await sandbox.call('POST', `/v2/payments/${payment.json.id}/captures`, { headers: auth, json: { amount: 5000 } });
    expect(response.json.errors).toEqual([{ pointer: '/amount', detail: 'amount 5000 exceeds available_to_capture 4299' }]);
    const refund = await sandbox.call('POST', `/v2/payments/${payment.json.id}/refunds`, { headers: auth });
    expect(refund.status).toBe(400);
    expect(refund.json.detail).toBe('Nothing left to refund: available_to_refund is 0.');
  });

  it('token requests: grant_type and scope are checked', async () => {
    const sandbox = createTestSandbox();
    const grant = await sandbox.call('POST', '/oauth/token', { headers: BASIC, form: { grant_type: 'password' } });
    expect(grant.status).toBe(400);
    expect(grant.json.errors[0].pointer).toBe('/grant_type');
    const scope = await sandbox.call('POST', '/oauth/token', { headers: BASIC, form: { grant_type: 'client_credentials', scope: 'payment-api admin' } });
    expect(scope.status).toBe(400);
    expect(scope.json).toMatchObject({ error: 'INVALID_SCOPE', errors: [{ pointer: '/scope' }] });
  });
});

describe('v2 401 and 403', () => {
  it('401 without credentials, with an unknown token, an expired token or a token of API v1', async () => {
    const sandbox = createTestSandbox();
    const none = await sandbox.call('GET', '/v2/payments/pay_1');
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ error: 'MISSING_CREDENTIALS', detail: 'Missing credentials: send a bearer access token (Authorization: Bearer …).' });
    const unknown = await sandbox.call('GET', '/v2/payments/pay_1', { headers: { authorization: 'Bearer nope' } });
    expect(unknown.json.error).toBe('INVALID_TOKEN');
    const auth = await sandbox.bearer();
    sandbox.advance(3600);
    const expired = await sandbox.call('GET', '/v2/payments/pay_1', { headers: auth });
    expect(expired.json).toMatchObject({ status: 401, error: 'TOKEN_EXPIRED', detail: 'The access token has expired. Request a new one from /oauth/token.' });
    const v1Token = await sandbox.call('POST', '/v1/oauth/token', { headers: API_KEY, form: { grant_type: 'client_credentials' } });
    const crossed = await sandbox.call('GET', '/v2/payments/pay_1', { headers: { authorization: `Bearer ${v1Token.json.access_token}` } });
    expect(crossed.json.error).toBe('INVALID_TOKEN');
  });

  it('a token lives 3600 seconds', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    sandbox.advance(3599);
    expect((await sandbox.call('GET', '/v2/payments/pay_1', { headers: auth })).status).toBe(404);
  });

  it('401 on the token endpoint for missing or wrong client credentials; form fields work too', async () => {
    const sandbox = createTestSandbox();
    const none = await sandbox.call('POST', '/oauth/token', { form: { grant_type: 'client_credentials' } });
    expect(none.json).toMatchObject({ status: 401, error: 'MISSING_CREDENTIALS' });
    const wrong = await sandbox.call('POST', '/oauth/token', { form: { grant_type: 'client_credentials', client_id: 'sandbox-client', client_secret: 'x' } });
    expect(wrong.json.error).toBe('INVALID_CLIENT');
    const fields = await sandbox.call('POST', '/oauth/token', { form: { grant_type: 'client_credentials', client_id: 'sandbox-client', client_secret: 'sandbox-secret', scope: 'payment-api' } });
    expect(fields.json).toMatchObject({ expires_in: 3600, scope: 'payment-api', token_type: 'Bearer' });
  });

  it('401 on the signing keys without the API key', async () => {
    const sandbox = createTestSandbox();
    expect((await sandbox.call('GET', '/v2/signing-jwks')).status).toBe(401);
    const wrong = await sandbox.call('GET', '/v2/signing-jwks', { headers: { 'x-api-key': 'nope' } });
    expect(wrong.json.error).toBe('INVALID_API_KEY');
  });

  it('403 when the token lacks the scope of the call', async () => {
    const sandbox = createTestSandbox();
    const paymentApi = await sandbox.bearer('payment-api');
    const orchestration = await sandbox.bearer('orchestration-api');
    const read = await sandbox.call('GET', '/v2/payments/pay_1', { headers: paymentApi });
    expect(read.json).toMatchObject({ status: 403, error: 'INSUFFICIENT_SCOPE', detail: 'This call needs the orchestration-api scope.' });
    const create = await sandbox.call('POST', '/v2/client-sessions', { headers: orchestration, json: sessionRequest() });
    expect(create.json).toMatchObject({ status: 403, detail: 'This call needs the payment-api scope.' });
    expect((await sandbox.call('POST', '/v2/client-sessions', { headers: paymentApi, json: sessionRequest() })).status).toBe(201);
  });

  it('403 for an entity that is not one of the sandbox entities', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const other = '11111111-2222-4333-8444-555555555555';
    expect((await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest({ entity_id: other }) })).json.error).toBe('FORBIDDEN_ENTITY');
    expect((await serverPayment(sandbox, auth, { entity_id: other })).status).toBe(403);
  });
});

describe('v2 404, 405, 409, 413', () => {
  it('404 for unknown sessions, payments and paths', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    expect((await sandbox.call('GET', '/v2/client-sessions/cs_missing', { headers: auth })).json).toMatchObject({ status: 404, error: 'NOT_FOUND', instance: '/v2/client-sessions/cs_missing' });
    expect((await sandbox.call('POST', '/v2/client-sessions/cs_missing/abort', { headers: auth, json: { status: 'ABORTED_BY_MERCHANT' } })).status).toBe(404);
    expect((await sandbox.call('GET', '/v2/payments/pay_missing', { headers: auth })).status).toBe(404);
    expect((await sandbox.call('POST', '/v2/payments/pay_missing/refunds', { headers: auth })).status).toBe(404);
    expect((await sandbox.call('GET', '/v2/nothing-here', { headers: auth })).status).toBe(404);
  });

  it('405 with Allow for a method the path does not take', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('DELETE', '/v2/client-sessions/cs_1', { headers: await sandbox.bearer() });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET');
  });

  it('409 with the resource_id of the operation already processed', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const payment = await serverPayment(sandbox, auth);
    const first = await sandbox.call('POST', `/v2/payments/${payment.json.id}/voids`, { headers: auth, json: { amount: 10, merchant_reference: 'V-1' } });
    const second = await sandbox.call('POST', `/v2/payments/${payment.json.id}/voids`, { headers: auth, json: { amount: 10, merchant_reference: 'V-1' } });
    expect(second.json).toMatchObject({
      type: 'https://docs.orchestra.example/docs/references/glossary/idempotency',
      status: 409,
      error: 'IDEMPOTENCY_CONFLICT',
      resource_id: first.headers['x-created-operation-id'],
    });
  });

  it('413 for a body over 1 MiB', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('POST', '/v2/client-sessions', { headers: await sandbox.bearer(), json: sessionRequest({ order: { reference: 'x'.repeat(1_100_000) } }) });
    expect(response.status).toBe(413);
    expect(response.json.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('the entity of the pay path must be the session entity', async () => {
    const sandbox = createTestSandbox();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: await sandbox.bearer(), json: sessionRequest() });
    const wrong = await sandbox.call('POST', `/sandbox/entities/3f1c2a4e-8b7d-4c1e-9f0a-5d6b7c8e9f01/sessions/${created.json.id}/pay`, { json: { partner: 'stripe', method: 'credit-card' } });
    expect(wrong.status).toBe(404);
    expect(created.json.entity_id).toBe(ENTITY);
  });
});

describe('500: an unexpected failure inside a handler', () => {
  it.each([
    ['v2', 'getPayment', '/v2/payments/pay_1', 'INTERNAL_ERROR'],
    ['v1', 'v1GetTransaction', '/v1/3f1c2a4e-8b7d-4c1e-9f0a-5d6b7c8e9f01/transactions/9a7e5c3b-2d1f-4e6a-8b9c-0d1e2f3a4b5c', 'INTERNAL_SERVER_ERROR'],
  ] as const)('%s answers in its own error format', async (api, operationId, path, code) => {
    const original = HANDLERS[api][operationId]!;
    HANDLERS[api][operationId] = () => {
      throw new Error('simulated defect');
    };
    try {
      const sandbox = createTestSandbox();
      const headers = api === 'v1' ? API_KEY : await sandbox.bearer();
      const response = await sandbox.call('GET', path, { headers });
      expect(response.status).toBe(500);
      expect(api === 'v1' ? response.json.error_code : response.json.error).toBe(code);
      expect(response.json[api === 'v1' ? 'message' : 'detail']).toBe('The sandbox failed: simulated defect');
    } finally {
      HANDLERS[api][operationId] = original;
    }
  });
});
