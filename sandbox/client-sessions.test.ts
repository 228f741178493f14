import { describe, expect, it } from 'vitest';
import { ENTITY, TEST_CARD, createTestSandbox, paidSession, sessionRequest } from './test-helpers.ts';

describe('client session creation', () => {
  it('EMBEDDED (the default) carries the widget data and script, no hosted page', async () => {
    const sandbox = createTestSandbox();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: await sandbox.bearer('payment-api'), json: sessionRequest() });
    expect(created.json.integration_mode).toBe('EMBEDDED');
    expect(created.json.widget.js_url).toBe('https://cdn.sandbox.orchestra.example/widget/v3/orchestra-widget.js');
    const data = JSON.parse(atob(created.json.widget.data.replace(/-/g, '+').replace(/_/g, '/')));
    expect(data).toEqual({ client_session_id: created.json.id, entity_id: ENTITY });
    expect(created.json.links.hosted_page).toBeUndefined();
    expect(created.json.expires_at).toBe('2026-03-14T10:00:00Z');
  });

  it('offers the solutions of its currency', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer('payment-api');
    const eur = await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest() });
    expect(eur.json.eligible_solutions).toEqual([
      { partner: 'stripe', method: 'credit-card' },
      { partner: 'paypal', method: 'paypal' },
    ]);
    const jpy = await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest({ currency: 'JPY', amount: 500 }) });
    expect(jpy.json.eligible_solutions).toEqual([{ partner: 'stripe', method: 'credit-card' }]);
    const pay = await sandbox.call('POST', `/sandbox/entities/${ENTITY}/sessions/${jpy.json.id}/pay`, { json: { partner: 'paypal', method: 'paypal' } });
    expect(pay.status).toBe(400);
    expect(pay.json.errors[0].pointer).toBe('/method');
  });

  it('links to the session and its abort call while it is open, with publicUrls as the origins', async () => {
    const sandbox = createTestSandbox({ publicUrls: { api: 'http://127.0.0.1:4010/', pay: 'http://127.0.0.1:4010' } });
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: await sandbox.bearer(), json: sessionRequest({ integration_mode: 'HOSTED_PAGE' }) });
    expect(created.json.links).toEqual({
      self: `http://127.0.0.1:4010/v2/client-sessions/${created.json.id}`,
      abort: `http://127.0.0.1:4010/v2/client-sessions/${created.json.id}/abort`,
      hosted_page: `http://127.0.0.1:4010/entities/${ENTITY}/sessions/${created.json.id}`,
    });
  });
});

describe('client session lifecycle', () => {
  it('expires at expires_at: reads say EXPIRED, payment and abort are refused, a webhook is sent', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest({ webhook: { url: 'https://shop.example/hook' } }) });
    sandbox.advance(30 * 60);
    const read = await sandbox.call('GET', `/v2/client-sessions/${created.json.id}`, { headers: auth });
    expect(read.json.status).toBe('EXPIRED');
    expect(read.json.links.abort).toBeUndefined();
    expect(sandbox.webhooks.map((delivery) => delivery.notification.client_session_status)).toEqual(['EXPIRED']);
    const pay = await sandbox.call('POST', `/sandbox/entities/${ENTITY}/sessions/${created.json.id}/pay`, {
      json: { partner: 'stripe', method: 'credit-card', card: TEST_CARD },
    });
    expect(pay.status).toBe(400);
    expect(pay.json.error).toBe('SESSION_NOT_PAYABLE');
    const abort = await sandbox.call('POST', `/v2/client-sessions/${created.json.id}/abort`, { headers: auth, json: { status: 'ABORTED_BY_MERCHANT' } });
    expect(abort.status).toBe(400);
    const page = await sandbox.call('GET', `/entities/${ENTITY}/sessions/${created.json.id}`);
    expect(page.body).toContain('This payment session is EXPIRED');
  });

  it('is still payable one second before expires_at', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest() });
    sandbox.advance(30 * 60 - 1);
    const pay = await sandbox.call('POST', `/sandbox/entities/${ENTITY}/sessions/${created.json.id}/pay`, { json: { partner: 'stripe', method: 'credit-card', card: TEST_CARD } });
    expect(pay.status).toBe(200);
  });

  it.each(['ABORTED_BY_MERCHANT', 'ABORTED_BY_CUSTOMER'])('abort sets %s once; a second abort and a payment are refused', async (status) => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest({ webhook: { url: 'https://shop.example/hook' } }) });
    const aborted = await sandbox.call('POST', `/v2/client-sessions/${created.json.id}/abort`, { headers: auth, json: { status } });
    expect(aborted.status).toBe(200);
    expect(aborted.json.status).toBe(status);
    expect(sandbox.webhooks.map((delivery) => delivery.notification.client_session_status)).toEqual([status]);
    const again = await sandbox.call('POST', `/v2/client-sessions/${created.json.id}/abort`, { headers: auth, json: { status } });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('SESSION_NOT_ABORTABLE');
    const pay = await sandbox.call('POST', `/sandbox/entities/${ENTITY}/sessions/${created.json.id}/pay`, { json: { partner: 'stripe', method: 'credit-card', card: TEST_CARD } });
    expect(pay.status).toBe(400);
  });

  it('a SUBMITTED session cannot be aborted', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { session } = await paidSession(sandbox, auth);
    const abort = await sandbox.call('POST', `/v2/client-sessions/${session.id}/abort`, { headers: auth, json: { status: 'ABORTED_BY_CUSTOMER' } });
    expect(abort.status).toBe(400);
    expect(abort.json.detail).toContain('SUBMITTED');
  });

  it('the hosted page of an unknown session, or under another entity, is a 404 page', async () => {
    const sandbox = createTestSandbox();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: await sandbox.bearer(), json: sessionRequest() });
    expect((await sandbox.call('GET', `/entities/${ENTITY}/sessions/cs_unknown`)).status).toBe(404);
    expect((await sandbox.call('GET', `/entities/3f1c2a4e-8b7d-4c1e-9f0a-5d6b7c8e9f01/sessions/${created.json.id}`)).status).toBe(404);
    const pay = await sandbox.call('POST', `/sandbox/entities/${ENTITY}/sessions/cs_unknown/pay`, { json: { partner: 'stripe', method: 'credit-card' } });
    expect(pay.status).toBe(404);
  });

  it('the sandbox pay call validates its body', async () => {
    const sandbox = createTestSandbox();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: await sandbox.bearer(), json: sessionRequest() });
    const url = `/sandbox/entities/${ENTITY}/sessions/${created.json.id}/pay`;
    const bad = await sandbox.call('POST', url, { json: { partner: 'stripe', method: 'credit-card', card: { ...TEST_CARD, expiry_month: 13, cvc: '12' } } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(['/card/cvc', '/card/expiry_month']);
    expect((await sandbox.call('POST', url, { body: 'not json' })).status).toBe(400);
    expect((await sandbox.call('POST', url, { json: { partner: 'stripe', method: 'credit-card' } })).json.errors[0].pointer).toBe('/card');
  });
});

describe('webhook subscriptions', () => {
  async function flowWith(eventTypes: string[] | undefined) {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const webhook = { url: 'https://shop.example/hook', ...(eventTypes ? { event_types: eventTypes } : {}) };
    const { pay } = await paidSession(sandbox, auth, { webhook });
    await sandbox.call('POST', `/v2/payments/${pay.json.payment_id}/captures`, { headers: auth, json: { amount: 100 } });
    return sandbox.webhooks.map((delivery) => `${delivery.notification.event_type}:${delivery.notification.client_session_status}`);
  }

  it('PAYMENT (the default) gets the session changes and one notification per payment change', async () => {
    expect(await flowWith(undefined)).toEqual(['PAYMENT:CHOICE_IN_PROGRESS', 'PAYMENT:SUBMITTED', 'PAYMENT:SUBMITTED', 'PAYMENT:SUBMITTED']);
  });

  it('a narrower subscription gets the session changes and its own events only', async () => {
    expect(await flowWith(['PAYMENT_CAPTURE'])).toEqual(['PAYMENT:CHOICE_IN_PROGRESS', 'PAYMENT:SUBMITTED', 'PAYMENT_CAPTURE:SUBMITTED']);
    expect(await flowWith(['PAYMENT_AUTHORIZATION', 'PAYMENT_CAPTURE_PARTNER_TRANSACTION'])).toEqual([
      'PAYMENT:CHOICE_IN_PROGRESS',
      'PAYMENT:SUBMITTED',
      'PAYMENT_AUTHORIZATION:SUBMITTED',
      'PAYMENT_CAPTURE_PARTNER_TRANSACTION:SUBMITTED',
    ]);
  });

  it('the 3-D Secure challenge sends PAYMENT_AUTHENTICATION', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, { webhook: { url: 'https://shop.example/hook', event_types: ['PAYMENT_AUTHENTICATION'] } }, { ...TEST_CARD, number: '4000000000003220' });
    await sandbox.call('POST', `/sandbox/3ds/${pay.json.payment_id}`, { json: { authenticated: true } });
    expect(sandbox.webhooks.map((delivery) => delivery.notification.event_type)).toEqual(['PAYMENT', 'PAYMENT', 'PAYMENT_AUTHENTICATION']);
  });
});
