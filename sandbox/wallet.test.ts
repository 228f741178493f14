import { describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from './test-values.ts';
import { API_KEY, createTestSandbox, type TestSandbox } from './test-helpers.ts';

const MERCHANT = { ...API_KEY, 'x-merchant-id': SANDBOX_CREDENTIALS.merchantId };
const OWNER = 'shopper-20260315-0042';

const visa = {
  token: 'pm_1Qx7Yb2eZvKYlo2C8dF3gH4j',
  expiration_date: '09/28',
  description: { brand_name: 'VISA', display_token: '**** 4242', holder_name: 'Camille Martin' },
  payment_id: { partner: 'stripe', method: 'credit-card' },
  uniqueness_token: 'fp_7c1e4b9a2d',
  pin_code: '1234',
};
const mastercard = { ...visa, token: 'pm_2', description: { brand_name: 'MASTERCARD', display_token: '**** 5454' }, uniqueness_token: 'fp_2' };

async function openWallet(sandbox: TestSandbox, headers: Record<string, string> = MERCHANT) {
  const session = await sandbox.call('POST', '/wallet/v2/session', { headers, json: { owner_reference: OWNER } });
  expect(session.status).toBe(201);
  const base = `/wallet/v2/${OWNER}/sessions/${session.json.session_id}`;
  return { id: session.json.session_id as string, tokens: `${base}/tokens`, favorite: (tokenId: string) => `${base}/token/${tokenId}/favorite` };
}

describe('wallet sessions and tokens', () => {
  it('opens a session, adds tokens, lists them by status, favorites, deactivates and deletes', async () => {
    const sandbox = createTestSandbox();
    const session = await sandbox.call('POST', '/wallet/v2/session', { headers: MERCHANT, json: { owner_reference: OWNER } });
    expect(session.json).toEqual({ session_id: expect.any(String), owner_reference: OWNER, merchant: 'merchant-4f2a9c', expiration_date: '2026-03-14T10:00:00Z' });
    const wallet = await openWallet(sandbox);

    const added = await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: visa });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ value: visa.token, uniqueness_token: visa.uniqueness_token, status: 'ACTIVE', favorite: false, owner_reference: OWNER, merchant: 'merchant-4f2a9c' });
    expect(added.json.pin_code).toBeUndefined();
    const second = await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: mastercard });

    const listed = await sandbox.call('GET', `${wallet.tokens}?vault=true`, { headers: MERCHANT });
    expect(listed.json.map((token: { id: string }) => token.id)).toEqual([added.json.id, second.json.id]);

    expect((await sandbox.call('PATCH', wallet.favorite(added.json.id), { headers: MERCHANT })).status).toBe(200);
    sandbox.advance(60);
    expect((await sandbox.call('PATCH', wallet.favorite(second.json.id), { headers: MERCHANT })).status).toBe(200);
    const favorites = await sandbox.call('GET', `${wallet.tokens}?vault=true`, { headers: MERCHANT });
    expect(favorites.json.map((token: { favorite: boolean }) => token.favorite)).toEqual([false, true]);

    const deactivated = await sandbox.call('PATCH', `/wallet/v2/${OWNER}/tokens/${added.json.id}/status`, { headers: MERCHANT, json: { status: 'INACTIVE', reason: 'Card reported lost' } });
    expect(deactivated.json).toMatchObject({ status: 'INACTIVE', updated_at: '2026-03-14T09:31:00Z', created_at: '2026-03-14T09:30:00Z' });
    const active = await sandbox.call('GET', `${wallet.tokens}?vault=true&status=ACTIVE`, { headers: MERCHANT });
    expect(active.json.map((token: { id: string }) => token.id)).toEqual([second.json.id]);
    const inactive = await sandbox.call('GET', `${wallet.tokens}?vault=true&status=INACTIVE`, { headers: MERCHANT });
    expect(inactive.json.map((token: { id: string }) => token.id)).toEqual([added.json.id]);

    const deleted = await sandbox.call('DELETE', `/wallet/v2/${OWNER}/tokens/${added.json.id}`, { headers: MERCHANT });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await sandbox.call('GET', `${wallet.tokens}?vault=true`, { headers: MERCHANT })).json).toHaveLength(1);
  });

  it('accepts a payment-api bearer token with x-merchant-id, and scopes data to the merchant', async () => {
    const sandbox = createTestSandbox();
    const bearer = { ...(await sandbox.bearer('payment-api')), 'x-merchant-id': 'merchant-b' };
    const wallet = await openWallet(sandbox, bearer);
    await sandbox.call('POST', wallet.tokens, { headers: bearer, json: visa });
    // Another merchant cannot see or use this session.
    const foreign = await sandbox.call('GET', `${wallet.tokens}?vault=true`, { headers: MERCHANT });
    expect(foreign.status).toBe(400);
    const orchestrationOnly = { ...(await sandbox.bearer('orchestration-api')), 'x-merchant-id': 'merchant-b' };
    expect((await sandbox.call('GET', `${wallet.tokens}?vault=true`, { headers: orchestrationOnly })).status).toBe(403);
  });
});

describe('wallet 400s', () => {
  it('x-merchant-id is required', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('POST', '/wallet/v2/session', { headers: API_KEY, json: { owner_reference: OWNER } });
    expect(response.json).toMatchObject({ status: 400, title: 'Invalid request', error: 'BAD_REQUEST', detail: 'header parameter x-merchant-id is required.' });
  });

  it('owner_reference is required', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('POST', '/wallet/v2/session', { headers: MERCHANT, json: {} });
    expect(response.json.errors).toEqual([{ pointer: '/owner_reference', detail: 'owner_reference is required in the body (required: owner_reference)' }]);
  });

  it('vault must be true and status ACTIVE or INACTIVE', async () => {
    const sandbox = createTestSandbox();
    const wallet = await openWallet(sandbox);
    expect((await sandbox.call('GET', wallet.tokens, { headers: MERCHANT })).json.detail).toBe('query parameter vault is required.');
    expect((await sandbox.call('GET', `${wallet.tokens}?vault=false`, { headers: MERCHANT })).json.detail).toBe('query parameter vault must be true, got false.');
    const status = await sandbox.call('GET', `${wallet.tokens}?vault=true&status=LOST`, { headers: MERCHANT });
    expect(status.json.detail).toBe('query parameter status must be one of ACTIVE, INACTIVE, got "LOST".');
  });

  it('an unknown, foreign or expired session', async () => {
    const sandbox = createTestSandbox();
    const wallet = await openWallet(sandbox);
    expect((await sandbox.call('GET', `/wallet/v2/${OWNER}/sessions/nope/tokens?vault=true`, { headers: MERCHANT })).status).toBe(400);
    const otherOwner = await sandbox.call('GET', `/wallet/v2/someone-else/sessions/${wallet.id}/tokens?vault=true`, { headers: MERCHANT });
    expect(otherOwner.json.detail).toContain('belongs to another shopper');
    sandbox.advance(30 * 60);
    const expired = await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: visa });
    expect(expired.json.detail).toContain('expired');
  });

  it('a token without description.display_token, or stored twice', async () => {
    const sandbox = createTestSandbox();
    const wallet = await openWallet(sandbox);
    const incomplete = await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: { ...visa, description: { brand_name: 'VISA' } } });
    expect(incomplete.json.errors[0].pointer).toBe('/description/display_token');
    const badDate = await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: { ...visa, expiration_date: '2028-09' } });
    expect(badDate.json.errors[0].pointer).toBe('/expiration_date');
    await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: visa });
    const twin = await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: { ...visa, token: 'pm_other' } });
    expect(twin.json.errors[0].pointer).toBe('/uniqueness_token');
  });

  it('delete, status update and favorite of a token that is not the shopper’s', async () => {
    const sandbox = createTestSandbox();
    const wallet = await openWallet(sandbox);
    const token = (await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: visa })).json;
    const deleted = await sandbox.call('DELETE', `/wallet/v2/someone-else/tokens/${token.id}`, { headers: MERCHANT });
    expect(deleted.json.detail).toBe(`Token ${token.id} does not belong to owner someone-else.`);
    expect((await sandbox.call('PATCH', `/wallet/v2/${OWNER}/tokens/unknown/status`, { headers: MERCHANT, json: { status: 'ACTIVE' } })).status).toBe(400);
    const badStatus = await sandbox.call('PATCH', `/wallet/v2/${OWNER}/tokens/${token.id}/status`, { headers: MERCHANT, json: { status: 'LOST' } });
    expect(badStatus.json.errors[0].pointer).toBe('/status');
    expect((await sandbox.call('PATCH', wallet.favorite('unknown'), { headers: MERCHANT })).status).toBe(400);
  });

  it('favorite twice', async () => {
    const sandbox = createTestSandbox();
    const wallet = await openWallet(sandbox);
    const token = (await sandbox.call('POST', wallet.tokens, { headers: MERCHANT, json: visa })).json;
    await sandbox.call('PATCH', wallet.favorite(token.id), { headers: MERCHANT });
    const again = await sandbox.call('PATCH', wallet.favorite(token.id), { headers: MERCHANT });
    expect(again.json).toMatchObject({ status: 400, detail: `Token ${token.id} is already the favorite token of this wallet.` });
  });

  it('missing credentials are a 401 problem', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.call('POST', '/wallet/v2/session', { headers: { 'x-merchant-id': 'm' }, json: { owner_reference: OWNER } });
    expect(response.status).toBe(401);
    expect(response.json.detail).toBe('Missing credentials: send a bearer access token (Authorization: Bearer …) or an API key (x-api-key header).');
  });
});
