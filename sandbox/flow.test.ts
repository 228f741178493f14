import { describe, expect, it } from 'vitest';
import { API_KEY, ENTITY, TEST_CARD, createTestSandbox, registry, sessionRequest } from './test-helpers.ts';

function decodeSegment(segment: string): unknown {
  return JSON.parse(atob(segment.replace(/-/g, '+').replace(/_/g, '/')));
}

/** Verifies a compact RS256 JWS with the published key set, as a merchant would. */
async function verifyJws(jws: string, keys: Array<{ kty: string; e: string; n: string; kid: string }>): Promise<unknown> {
  const [header, payload, signature] = jws.split('.') as [string, string, string];
  const { alg, kid } = decodeSegment(header) as { alg: string; kid: string };
  expect(alg).toBe('RS256');
  const jwk = keys.find((key) => key.kid === kid);
  expect(jwk, `a published key has kid ${kid}`).toBeDefined();
  const key = await crypto.subtle.importKey('jwk', { kty: jwk!.kty, e: jwk!.e, n: jwk!.n }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
  const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  const valid = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, bytes, new TextEncoder().encode(`${header}.${payload}`));
  expect(valid, 'the signature verifies with the published key').toBe(true);
  return decodeSegment(payload);
}

describe('a full flow: session → shopper pays → payment → partial capture → refund → void of the rest', () => {
  it('runs end to end with every response as documented', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const webhook = { url: 'https://shop.example/webhooks/orchestra', headers: [{ name: 'x-webhook-secret', values: ['whsec_2f9c81'] }] };

    const created = await sandbox.call('POST', '/v2/client-sessions', {
      headers: auth,
      json: sessionRequest({ integration_mode: 'HOSTED_PAGE', order: { reference: 'ORD-2026-004217', net_amount: 4299 }, webhook }),
    });
    expect(created.status).toBe(201);
    const session = created.json;
    expect(session).toMatchObject({ status: 'CREATED', capture_mode: 'MANUAL', integration_mode: 'HOSTED_PAGE', allow_future_usage: false });
    expect(session.id).toMatch(/^cs_/);
    expect(session.payment_id).toBeUndefined();
    expect(session.widget).toBeUndefined();
    expect(session.links.hosted_page).toBe(`https://pay.sandbox.orchestra.example/entities/${ENTITY}/sessions/${session.id}`);

    // The shopper opens the hosted page, then pays with a test card.
    const page = await sandbox.call('GET', session.links.hosted_page);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Pay 42.99 EUR');
    expect(page.body).toContain('stripe · credit-card');
    const pay = await sandbox.call('POST', `/sandbox/entities/${ENTITY}/sessions/${session.id}/pay`, {
      json: { partner: 'stripe', method: 'credit-card', card: { ...TEST_CARD, holder_name: 'Camille Martin' } },
    });
    expect(pay.status).toBe(200);
    expect(pay.json.status).toBe('AUTHORIZED');
    const paymentId: string = pay.json.payment_id;
    expect(paymentId).toMatch(/^pay_/);

    // The shopper lands on the merchant's page with a signed payment id.
    const redirect = new URL(pay.json.redirect_url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('https://shop.example/checkout/return');
    expect(redirect.searchParams.get('payment_id')).toBe(paymentId);
    const jwks = await sandbox.call('GET', '/v2/signing-jwks', { headers: API_KEY });
    expect(jwks.status).toBe(200);
    const claims = await verifyJws(redirect.searchParams.get('signature')!, jwks.json.keys);
    expect(claims).toMatchObject({ payment_id: paymentId, client_session_id: session.id, status: 'AUTHORIZED' });

    const submitted = await sandbox.call('GET', `/v2/client-sessions/${session.id}`, { headers: auth });
    expect(submitted.json).toMatchObject({ status: 'SUBMITTED', payment_id: paymentId, authorization: { status: 'AUTHORIZED' } });
    expect(submitted.json.links.abort).toBeUndefined();

    const payment = await sandbox.call('GET', `/v2/payments/${paymentId}`, { headers: auth });
    expect(payment.json).toMatchObject({
      client_session_id: session.id,
      order_reference: 'ORD-2026-004217',
      amounts: { total_authorized: 4299, available_to_capture: 4299, available_to_void: 4299, available_to_refund: 0 },
      overview: { consumed: 'NOT', captured: 'NOT', voided: 'NOT', refunded: 'NOT' },
    });
    expect(payment.json.redirection).toBeUndefined();
    expect(payment.json.authorization.partner_transactions[0].card).toMatchObject({ bin: '424242', last_four_digits: '4242', selected_network: 'VISA', holder_name: 'Camille Martin' });

    const capture = await sandbox.call('POST', `/v2/payments/${paymentId}/captures`, { headers: auth, json: { amount: 2900, merchant_reference: 'SHIP-004217-1' } });
    expect(capture.status).toBe(201);
    expect(capture.headers['x-created-operation-id']).toMatch(/^cap_/);
    expect(capture.json.captures[0]).toMatchObject({ id: capture.headers['x-created-operation-id'], amount: 2900, status: 'SUCCESS', triggered_by: 'MERCHANT' });
    expect(capture.json.amounts).toMatchObject({ total_captured: 2900, available_to_capture: 1399, available_to_refund: 2900 });
    expect(capture.json.overview).toEqual({ consumed: 'PARTIALLY', captured: 'PARTIALLY', voided: 'NOT', refunded: 'NOT' });

    const refund = await sandbox.call('POST', `/v2/payments/${paymentId}/refunds`, { headers: auth, json: { amount: 1450, merchant_reference: 'RMA-004217-1' } });
    expect(refund.status).toBe(201);
    expect(refund.headers['x-created-operation-id']).toMatch(/^ref_/);
    expect(refund.json.amounts).toMatchObject({ total_refunded: 1450, available_to_refund: 1450 });
    expect(refund.json.overview.refunded).toBe('PARTIALLY');

    // No body: the whole amount still available is voided.
    const voided = await sandbox.call('POST', `/v2/payments/${paymentId}/voids`, { headers: auth });
    expect(voided.status).toBe(201);
    expect(voided.headers['x-created-operation-id']).toMatch(/^void_/);
    expect(voided.json.amounts).toEqual({
      authorize_pending: 0,
      total_authorized: 4299,
      total_voided: 1399,
      available_to_void: 0,
      total_captured: 2900,
      available_to_capture: 0,
      total_refunded: 1450,
      available_to_refund: 1450,
    });
    expect(voided.json.overview).toEqual({ consumed: 'TOTALLY', captured: 'PARTIALLY', voided: 'PARTIALLY', refunded: 'PARTIALLY' });
    expect(voided.json.links).toEqual({ self: `https://api.sandbox.orchestra.example/v2/payments/${paymentId}`, refund: `https://api.sandbox.orchestra.example/v2/payments/${paymentId}/refunds` });
    expect(voided.json.version).toBe(4);

    // Webhooks: the two session changes, then the authorization, capture, refund and void.
    const schema = registry.model('v2').componentRefs.WebhookNotification!;
    for (const delivery of sandbox.webhooks) {
      expect(registry.validate('v2', schema, JSON.parse(delivery.body))).toEqual([]);
      expect(delivery.url).toBe(webhook.url);
      expect(delivery.headers['x-webhook-secret']).toBe('whsec_2f9c81');
    }
    expect(sandbox.webhooks.map((delivery) => [delivery.notification.client_session_status, delivery.notification.payment_id])).toEqual([
      ['CHOICE_IN_PROGRESS', undefined],
      ['SUBMITTED', paymentId],
      ['SUBMITTED', paymentId],
      ['SUBMITTED', paymentId],
      ['SUBMITTED', paymentId],
      ['SUBMITTED', paymentId],
    ]);
  });
});
