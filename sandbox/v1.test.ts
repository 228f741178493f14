import { describe, expect, it } from 'vitest';
import { API_KEY, BASIC, V1_ENTITY, createTestSandbox, type TestSandbox } from './test-helpers.ts';

const BASE = `/v1/${V1_ENTITY}`;
const order = (overrides: Record<string, unknown> = {}) => ({
  reference: 'ORD-2026-000123',
  amount: 4299,
  currency_code: 'EUR',
  redirection: { success_url: 'https://shop.example/success', failure_url: 'https://shop.example/failure' },
  ...overrides,
});
const payzen = { partner: 'payzen', method: 'creditcard' };

async function createSession(sandbox: TestSandbox, overrides: Record<string, unknown> = {}) {
  return sandbox.call('POST', `${BASE}/sessions/create`, { headers: API_KEY, json: { order: order(overrides) } });
}

/** create → init → validate → PUT AUTHORIZE; returns the authorization's action result. */
async function authorize(sandbox: TestSandbox, overrides: Record<string, unknown> = {}) {
  const session = await createSession(sandbox, overrides);
  const init = await sandbox.call('POST', `${BASE}/sessions/${session.json.id}/init`, { headers: API_KEY, json: payzen });
  const validate = await sandbox.call('POST', `${BASE}/sessions/${session.json.id}/validate?step_id=${init.json.step_id}`, { headers: API_KEY, json: [payzen] });
  expect(validate.status).toBe(200);
  const authorized = await sandbox.call('PUT', `${BASE}/transactions/AUTHORIZE`, { headers: API_KEY, json: payzen });
  expect(authorized.status).toBe(200);
  return { session: session.json, result: authorized.json };
}

describe('v1 tokens', () => {
  it('issues a bearer token for basic credentials or the API key', async () => {
    const sandbox = createTestSandbox();
    const basic = await sandbox.call('POST', '/v1/oauth/token', { headers: BASIC, form: { grant_type: 'client_credentials' } });
    expect(basic.json).toEqual({ access_token: expect.any(String), expires_in: 3600, token_type: 'Bearer' });
    const bearer = { authorization: `Bearer ${basic.json.access_token}` };
    expect((await sandbox.call('POST', `${BASE}/sessions/create`, { headers: bearer, json: { order: order() } })).status).toBe(201);
  });

  it('BAD_REQUEST for another grant, FORBIDDEN (401) without credentials', async () => {
    const sandbox = createTestSandbox();
    const grant = await sandbox.call('POST', '/v1/oauth/token', { headers: API_KEY, form: { grant_type: 'password' } });
    expect(grant.json).toMatchObject({ status: 400, error_code: 'BAD_REQUEST', path: '/v1/oauth/token', error: 'Bad Request' });
    const none = await sandbox.call('POST', '/v1/oauth/token', { form: { grant_type: 'client_credentials' } });
    expect(none.json).toMatchObject({ status: 401, error_code: 'FORBIDDEN', error: 'Unauthorized' });
    const v2Token = await sandbox.bearer();
    const crossed = await sandbox.call('GET', `${BASE}/orders/ORD-1`, { headers: v2Token });
    expect(crossed.status).toBe(401);
  });
});

describe('v1 sessions', () => {
  it('201 with a Location and the eligible protocols', async () => {
    const sandbox = createTestSandbox();
    const created = await createSession(sandbox);
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`https://api.sandbox.orchestra.example/v1/${V1_ENTITY}/sessions/${created.json.id}`);
    expect(created.json).toMatchObject({ currency_code: 'EUR', amount: 4299, success_url: 'https://shop.example/success', expiration_date: '2026-03-14T10:00:00Z' });
    expect(Object.keys(created.json.protocols)).toEqual(['payzen', 'illicado']);
    expect(created.json.protocols.payzen.creditcard.configurations.settings).toMatchObject({ payment_min_amount: 0, payment_max_amount: 999999, refund_priority: 1 });
  });

  it.each([
    ['an amount above every payment_max_amount', { amount: 1_000_000 }],
    ['a currency no experience takes', { currency_code: 'SEK' }],
  ])('204 without body for %s', async (_, overrides) => {
    const sandbox = createTestSandbox();
    const created = await createSession(sandbox, overrides);
    expect(created.status).toBe(204);
    expect(created.body).toBeUndefined();
  });

  it('BAD_REQUEST without redirection or amount, or for a malformed body or entity', async () => {
    const sandbox = createTestSandbox();
    expect((await createSession(sandbox, { redirection: undefined })).json.message).toContain('order.redirection');
    expect((await createSession(sandbox, { amount: undefined })).json.message).toContain('order.amount');
    expect((await sandbox.call('POST', `${BASE}/sessions/create`, { headers: API_KEY, json: {} })).json.message).toContain('order is required');
    const invalid = await createSession(sandbox, { currency_code: 'eur' });
    expect(invalid.json).toMatchObject({ error_code: 'BAD_REQUEST', message: expect.stringContaining('currency_code must be an ISO 4217 currency code') });
    const notUuid = await sandbox.call('POST', '/v1/entity-1/sessions/create', { headers: API_KEY, json: { order: order() } });
    expect(notUuid.json.message).toContain('path parameter entity must be a UUID');
  });

  it('ENTITY_NOT_FOUND_ERROR for an entity that is not a sandbox entity', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('POST', '/v1/11111111-2222-4333-8444-555555555555/sessions/create', { headers: API_KEY, json: { order: order() } });
    expect(response.json).toMatchObject({ status: 404, error_code: 'ENTITY_NOT_FOUND_ERROR' });
  });

  it('init returns step ids; unknown and ineligible experiences are refused', async () => {
    const sandbox = createTestSandbox();
    const session = await createSession(sandbox, { currency_code: 'USD' });
    const url = `${BASE}/sessions/${session.json.id}/init`;
    expect((await sandbox.call('POST', url, { headers: API_KEY, json: payzen })).json).toEqual({ step_id: 0 });
    expect((await sandbox.call('POST', url, { headers: API_KEY, json: payzen })).json).toEqual({ step_id: 1 });
    expect((await sandbox.call('POST', url, { headers: API_KEY, json: { partner: 'payzen', method: 'paypal' } })).json.error_code).toBe('NO_SUCH_EXPERIENCE');
    expect((await sandbox.call('POST', url, { headers: API_KEY, json: { partner: 'illicado', method: 'giftcard' } })).json.error_code).toBe('EXPERIENCE_NOT_ELIGIBLE');
    expect((await sandbox.call('POST', url, { headers: API_KEY, json: {} })).json.error_code).toBe('BAD_REQUEST');
    // init and validate accept the API key only.
    const bearer = await sandbox.call('POST', '/v1/oauth/token', { headers: API_KEY, form: { grant_type: 'client_credentials' } });
    const withToken = await sandbox.call('POST', url, { headers: { authorization: `Bearer ${bearer.json.access_token}` }, json: payzen });
    expect(withToken.status).toBe(401);
    expect((await sandbox.call('POST', `${BASE}/sessions/6c0b9d2e-1f3a-4b5c-8d7e-9f0a1b2c3d4e/init`, { headers: API_KEY, json: payzen })).json.error_code).toBe('NOT_FOUND');
  });

  it('validate answers 200, 207 or 409 and then the session is submitted', async () => {
    const sandbox = createTestSandbox();
    const session = await createSession(sandbox);
    const url = `${BASE}/sessions/${session.json.id}`;
    expect((await sandbox.call('POST', `${url}/validate`, { headers: API_KEY, json: [payzen] })).json.message).toContain('step_id 0 was not initialised');
    await sandbox.call('POST', `${url}/init`, { headers: API_KEY, json: payzen });
    const none = await sandbox.call('POST', `${url}/validate`, { headers: API_KEY, json: [{ partner: 'stripe', method: 'card' }] });
    expect(none.status).toBe(409);
    const some = await sandbox.call('POST', `${url}/validate?step_id=0`, { headers: API_KEY, json: [payzen, { partner: 'stripe', method: 'card' }] });
    expect(some.status).toBe(207);
    expect(some.json.results.map((result: { state: string }) => result.state)).toEqual(['SUCCESS', 'ERROR']);
    const submitted = await sandbox.call('POST', `${url}/init`, { headers: API_KEY, json: payzen });
    expect(submitted.json).toMatchObject({ status: 400, error_code: 'SESSION_ALREADY_SUBMITTED_ERROR' });
    expect((await sandbox.call('POST', `${url}/validate`, { headers: API_KEY, json: [] })).json.error_code).toBe('BAD_REQUEST');
    expect((await sandbox.call('POST', `${url}/validate?step_id=x`, { headers: API_KEY, json: [payzen] })).json.message).toContain('step_id must be an integer');
  });

  it('rejects init after expiration', async () => {
    const sandbox = createTestSandbox();
    const session = await createSession(sandbox);
    sandbox.advance(30 * 60);
    const init = await sandbox.call('POST', `${BASE}/sessions/${session.json.id}/init`, { headers: API_KEY, json: payzen });
    expect(init.json.message).toContain('expired');
  });
});

describe('v1 transactions', () => {
  it('authorizes a validated application once; PUT of another action is refused', async () => {
    const sandbox = createTestSandbox();
    const { session, result } = await authorize(sandbox);
    expect(result).toMatchObject({ partner: 'payzen', method: 'creditcard', session_id: session.id, entity_id: V1_ENTITY, status: { action: 'AUTHORIZE', state: 'SUCCESS', code: 'SUCCEEDED' } });
    const again = await sandbox.call('PUT', `${BASE}/transactions/AUTHORIZE`, { headers: API_KEY, json: payzen });
    expect(again.json.error_code).toBe('AUTHORIZE_NOT_ALLOWED');
    const capture = await sandbox.call('PUT', `${BASE}/transactions/CAPTURE`, { headers: API_KEY, json: payzen });
    expect(capture.json).toMatchObject({ error_code: 'BAD_REQUEST', message: expect.stringContaining('POST /{entity}/transactions/{transaction}/CAPTURE') });
    const badAction = await sandbox.call('PUT', `${BASE}/transactions/SETTLE`, { headers: API_KEY, json: payzen });
    expect(badAction.json.message).toContain('path parameter action must be one of AUTHORIZE');
  });

  it('capture, refund and void follow the id rules, amounts are bounded, idempotency keys replay', async () => {
    const sandbox = createTestSandbox();
    const { result } = await authorize(sandbox);
    const auth = result.transaction_id;
    const act = (transaction: string, action: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      sandbox.call('POST', `${BASE}/transactions/${transaction}/${action}`, { headers: { ...API_KEY, ...headers }, json: body });

    const capture = await act(auth, 'CAPTURE', { amount: 3000 }, { 'x-idempotency-key': 'capture-1' });
    expect(capture.json.status).toMatchObject({ action: 'CAPTURE', state: 'SUCCESS' });
    const replay = await act(auth, 'CAPTURE', { amount: 3000 }, { 'x-idempotency-key': 'capture-1' });
    expect(replay.json).toEqual(capture.json);
    const over = await act(auth, 'CAPTURE', { amount: 5000 });
    expect(over.json).toMatchObject({ error_code: 'BAD_REQUEST', message: `amount 5000 exceeds the 1299 left on transaction ${auth}` });

    const wrongRefund = await act(auth, 'REFUND', { amount: 10 });
    expect(wrongRefund.json.message).toBe(`REFUND needs the id of a capture transaction; ${auth} is a AUTHORIZE transaction.`);
    const wrongCapture = await act(capture.json.transaction_id, 'CAPTURE');
    expect(wrongCapture.json.message).toContain('needs the id of an authorization transaction');
    const refund = await act(capture.json.transaction_id, 'REFUND', { amount: 1000 });
    expect(refund.json.plugin_result).toMatchObject({ amount: 1000, currency_code: 'EUR' });

    const voided = await act(auth, 'VOID');
    expect(voided.json.plugin_result.amount).toBe(1299);
    expect((await act(auth, 'VOID')).json.message).toContain('Nothing is left');
    const offSession = await act(auth, 'OFF_SESSION_AUTHORIZE', { amount: 1999 });
    expect(offSession.json.status).toMatchObject({ action: 'OFF_SESSION_AUTHORIZE', state: 'SUCCESS' });
    expect((await act(offSession.json.transaction_id, 'CAPTURE')).json.plugin_result.amount).toBe(1999);

    expect((await act(auth, 'AUTHORIZE')).json).toMatchObject({ error_code: 'AUTHORIZE_NOT_ALLOWED', message: 'The authorize action is not callable and can only be impersonated through the status or verify action' });
    expect((await act('9a7e5c3b-2d1f-4e6a-8b9c-0d1e2f3a4b5c', 'CAPTURE')).json).toMatchObject({ status: 404, error_code: 'TRANSACTION_NOT_FOUND_ERROR' });
    expect((await act('not-a-uuid', 'CAPTURE')).json.error_code).toBe('BAD_REQUEST');
  });

  it('an idempotency key is held 14 days', async () => {
    const sandbox = createTestSandbox();
    const { result } = await authorize(sandbox);
    const act = () =>
      sandbox.call('POST', `${BASE}/transactions/${result.transaction_id}/CAPTURE`, { headers: { ...API_KEY, 'x-idempotency-key': 'k' }, json: { amount: 100 } });
    const first = await act();
    sandbox.advance(14 * 24 * 3600 - 1);
    expect((await act()).json.transaction_id).toBe(first.json.transaction_id);
    sandbox.advance(1);
    expect((await act()).json.transaction_id).not.toBe(first.json.transaction_id);
  });

  it('lookups by transaction, session and order; a pending authorization is decided at lookup', async () => {
    const sandbox = createTestSandbox();
    const { session, result } = await authorize(sandbox, { amount: 4202, reference: 'ORD-PENDING' });
    expect(result.status).toMatchObject({ state: 'PENDING', code: 'WAITING_PARTNER_RESPONSE' });
    const read = await sandbox.call('GET', `${BASE}/transactions/${result.transaction_id}`, { headers: API_KEY });
    expect(read.json.status).toMatchObject({ state: 'SUCCESS', code: 'SUCCEEDED' });
    await sandbox.call('POST', `${BASE}/transactions/${result.transaction_id}/CAPTURE`, { headers: API_KEY, json: {} });
    const bySession = await sandbox.call('GET', `${BASE}/sessions/${session.id}`, { headers: API_KEY });
    expect(bySession.json.map((entry: { status: { action: string } }) => entry.status.action)).toEqual(['AUTHORIZE', 'CAPTURE']);
    const byOrder = await sandbox.call('GET', `${BASE}/orders/ORD-PENDING`, { headers: API_KEY });
    expect(byOrder.json).toHaveLength(2);
    expect((await sandbox.call('GET', `${BASE}/orders/unknown`, { headers: API_KEY })).json).toEqual([]);
    expect((await sandbox.call('GET', `${BASE}/sessions/6c0b9d2e-1f3a-4b5c-8d7e-9f0a1b2c3d4e`, { headers: API_KEY })).json.error_code).toBe('NOT_FOUND');
    expect((await sandbox.call('GET', '/v1/not-a-uuid/orders/x', { headers: API_KEY })).json.error_code).toBe('ENTITY_NOT_FOUND_ERROR');
  });

  it('a refused authorization cannot be captured', async () => {
    const sandbox = createTestSandbox();
    const { result } = await authorize(sandbox, { amount: 4201 });
    expect(result.status).toMatchObject({ state: 'ERROR', code: 'REJECTED_BANK' });
    const capture = await sandbox.call('POST', `${BASE}/transactions/${result.transaction_id}/CAPTURE`, { headers: API_KEY, json: {} });
    expect(capture.json.message).toContain('is ERROR, not SUCCESS');
  });
});

describe('v1 point of sale', () => {
  const giftCard = { method: 'giftcard', partner: 'illicado', amount: 2500, payment_data: { card: { number: '6280390000123456' } } };

  it('checks availability, debits on capture and credits back on refund', async () => {
    const sandbox = createTestSandbox();
    const check = await sandbox.call('POST', `${BASE}/sessions/init`, { headers: API_KEY, json: giftCard });
    expect(check.json.status).toMatchObject({ state: 'SUCCESS', code: 'SUCCEEDED' });
    const capture = await sandbox.call('PUT', `${BASE}/transactions/capture`, { headers: API_KEY, json: { ...giftCard, amount: 8000, order: { reference: 'POS-1', currency_code: 'EUR' } } });
    expect(capture.json).toMatchObject({ status: { action: 'CAPTURE', state: 'SUCCESS' }, plugin_result: { amount: 8000 } });
    const insufficient = await sandbox.call('POST', `${BASE}/sessions/init`, { headers: API_KEY, json: giftCard });
    expect(insufficient.json.status).toMatchObject({ state: 'ERROR', code: 'INSUFFICIENT_FUNDS' });
    await sandbox.call('POST', `${BASE}/transactions/${capture.json.transaction_id}/REFUND`, { headers: API_KEY, json: { amount: 1000 } });
    expect((await sandbox.call('POST', `${BASE}/sessions/init`, { headers: API_KEY, json: giftCard })).json.status.state).toBe('SUCCESS');
    expect((await sandbox.call('GET', `${BASE}/orders/POS-1`, { headers: API_KEY })).json).toHaveLength(2);
  });

  it('PLUGIN_INPUT_ERROR for an unknown gift card, BAD_REQUEST without one', async () => {
    const sandbox = createTestSandbox();
    const unknown = await sandbox.call('POST', `${BASE}/sessions/init`, { headers: API_KEY, json: { ...giftCard, payment_data: { card: { number: '1' } } } });
    expect(unknown.json.error_code).toBe('PLUGIN_INPUT_ERROR');
    const missing = await sandbox.call('POST', `${BASE}/sessions/init`, { headers: API_KEY, json: { ...giftCard, payment_data: { card: {} } } });
    expect(missing.json.error_code).toBe('BAD_REQUEST');
  });
});

describe('v1 routing errors', () => {
  it('NOT_FOUND for an unknown path, PAYLOAD_TOO_LARGE above 1 MiB', async () => {
    const sandbox = createTestSandbox();
    expect((await sandbox.call('GET', '/v1/nothing', { headers: API_KEY })).json).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
    const large = await sandbox.call('POST', `${BASE}/sessions/create`, { headers: API_KEY, json: { order: order({ reference: 'x'.repeat(1_100_000) }) } });
    expect(large.json).toMatchObject({ status: 413, error_code: 'PAYLOAD_TOO_LARGE' });
  });
});
