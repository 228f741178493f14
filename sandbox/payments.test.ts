import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from './test-values.ts';
import { ENTITY, TEST_CARD, createTestSandbox, paidSession, serverPayment, sessionRequest } from './test-helpers.ts';

const card = (number: string) => ({ ...TEST_CARD, number });

describe('authorization outcomes chosen by test cards', () => {
  it.each(TEST_CARDS.map((testCard) => [testCard.number, testCard.outcome.status] as const))('card %s → %s', async (number, status) => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, {}, card(number));
    expect(pay.status).toBe(200);
    expect(pay.json.status).toBe(status);
    const payment = await sandbox.call('GET', `/v2/payments/${pay.json.payment_id}`, { headers: { ...auth, 'cache-control': 'max-age=60' } });
    expect(payment.json.authorization.status).toBe(status);
    const authorized = status === 'AUTHORIZED' ? 4299 : 0;
    expect(payment.json.amounts).toMatchObject({ total_authorized: authorized, available_to_capture: authorized, authorize_pending: status === 'PENDING' ? 4299 : 0 });
  });

  it('refuses a card number that is not a test card', async () => {
    const sandbox = createTestSandbox();
    const { pay } = await paidSession(sandbox, await sandbox.bearer(), {}, card('4111111111111111'));
    expect(pay.status).toBe(400);
    expect(pay.json.errors[0].pointer).toBe('/card/number');
  });

  it('a refused payment still ends the session: SUBMITTED, nothing to capture', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { session, pay } = await paidSession(sandbox, auth, {}, card('4000000000000002'));
    const read = await sandbox.call('GET', `/v2/client-sessions/${session.id}`, { headers: auth });
    expect(read.json).toMatchObject({ status: 'SUBMITTED', payment_id: pay.json.payment_id, authorization: { status: 'REFUSED' } });
    const payment = await sandbox.call('GET', `/v2/payments/${pay.json.payment_id}`, { headers: auth });
    expect(payment.json.authorization.partner_transactions[0]).toMatchObject({ status: 'REFUSED', partner_status: 'card_declined', remaining_amount: 0 });
    expect(payment.json.links).toEqual({ self: expect.any(String) });
    const capture = await sandbox.call('POST', `/v2/payments/${pay.json.payment_id}/captures`, { headers: auth, json: { amount: 1 } });
    expect(capture.status).toBe(400);
    expect(capture.json.errors).toEqual([{ pointer: '/amount', detail: 'amount 1 exceeds available_to_capture 0' }]);
  });
});

describe('the 3-D Secure challenge card', () => {
  it('redirects to the challenge page; authenticating authorizes and returns the shopper to the merchant', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, {}, card('4000000000003220'));
    const paymentId = pay.json.payment_id;
    expect(pay.json).toMatchObject({ status: 'PENDING', redirect_url: `https://pay.sandbox.orchestra.example/sandbox/3ds/${paymentId}` });
    const pending = await sandbox.call('GET', `/v2/payments/${paymentId}`, { headers: auth });
    expect(pending.json.redirection).toEqual({ method: 'GET', href: pay.json.redirect_url, media_type: 'text/html' });
    expect(pending.json.amounts.authorize_pending).toBe(4299);

    const page = await sandbox.call('GET', pay.json.redirect_url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Authenticate');
    const answer = await sandbox.call('POST', `/sandbox/3ds/${paymentId}`, { json: { authenticated: true } });
    expect(answer.json.status).toBe('AUTHORIZED');
    expect(new URL(answer.json.redirect_url).searchParams.get('payment_id')).toBe(paymentId);

    const done = await sandbox.call('GET', `/v2/payments/${paymentId}`, { headers: auth });
    expect(done.json.redirection).toBeUndefined();
    expect(done.json.authorization.partner_transactions[0].card.three_ds).toEqual({ eci: '05', version: '2.2.0', flow: 'CHALLENGE' });
    expect(done.json.amounts).toMatchObject({ authorize_pending: 0, total_authorized: 4299 });

    const again = await sandbox.call('POST', `/sandbox/3ds/${paymentId}`, { json: { authenticated: true } });
    expect(again.status).toBe(400);
    expect((await sandbox.call('GET', `/sandbox/3ds/${paymentId}`)).status).toBe(404);
  });

  it('a failed authentication refuses the payment', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, {}, card('4000000000003220'));
    const answer = await sandbox.call('POST', `/sandbox/3ds/${pay.json.payment_id}`, { json: { authenticated: false } });
    expect(answer.json.status).toBe('REFUSED');
    const payment = await sandbox.call('GET', `/v2/payments/${pay.json.payment_id}`, { headers: auth });
    expect(payment.json.authorization.partner_transactions[0]).toMatchObject({ status: 'REFUSED', partner_status: 'authentication_failed' });
  });
});

describe('Cache-Control on GET /v2/payments/{id}', () => {
  it('max-age returns the stored snapshot while it is young enough; otherwise the partner decision is fetched', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, {}, card('4000000000000259'));
    expect(pay.json.status).toBe('PENDING');
    const url = `/v2/payments/${pay.json.payment_id}`;
    const cached = { ...auth, 'cache-control': 'max-age=60' };

    expect((await sandbox.call('GET', url, { headers: cached })).json.authorization.status).toBe('PENDING');
    sandbox.advance(30);
    expect((await sandbox.call('GET', url, { headers: cached })).json.authorization.status).toBe('PENDING');
    sandbox.advance(31);
    const refreshed = await sandbox.call('GET', url, { headers: cached });
    expect(refreshed.json.authorization.status).toBe('AUTHORIZED');
    expect(refreshed.json.version).toBe(2);
  });

  it('without Cache-Control (or with a value that is not max-age) the payment is refreshed', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, {}, card('4000000000000259'));
    const read = await sandbox.call('GET', `/v2/payments/${pay.json.payment_id}`, { headers: { ...auth, 'cache-control': 'no-cache' } });
    expect(read.json.authorization).toMatchObject({ status: 'AUTHORIZED', partner_transactions: [{ partner_status: 'succeeded' }] });
  });
});

describe('capture modes', () => {
  it('AUTOMATIC captures the whole authorization, triggered by AUTHORIZATION', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, { capture_mode: 'AUTOMATIC' });
    const payment = await sandbox.call('GET', `/v2/payments/${pay.json.payment_id}`, { headers: auth });
    expect(payment.json.capture_mode).toBe('AUTOMATIC');
    expect(payment.json.captures).toMatchObject([{ amount: 4299, triggered_by: 'AUTHORIZATION', status: 'SUCCESS' }]);
    expect(payment.json.overview).toMatchObject({ captured: 'TOTALLY', consumed: 'TOTALLY' });
  });

  it('AUTOMATIC captures a pending authorization once it is authorized', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await serverPayment(sandbox, auth, { amount: 1002, capture_mode: 'AUTOMATIC' });
    expect(created.json.captures).toEqual([]);
    const read = await sandbox.call('GET', `/v2/payments/${created.json.id}`, { headers: auth });
    expect(read.json.amounts).toMatchObject({ total_authorized: 1002, total_captured: 1002 });
  });

  it('captures on the card that declines captures fail and change no amount', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, {}, card('4000000000000341'));
    const capture = await sandbox.call('POST', `/v2/payments/${pay.json.payment_id}/captures`, { headers: auth, json: { amount: 1000 } });
    expect(capture.status).toBe(201);
    expect(capture.json.captures[0]).toMatchObject({ status: 'FAILURE', partner_transactions: [{ status: 'FAILURE', partner_status: 'capture_declined' }] });
    expect(capture.json.amounts).toMatchObject({ total_captured: 0, available_to_capture: 4299 });
  });
});

describe('POST /v2/payments', () => {
  it.each([
    [10000, 'AUTHORIZED'],
    [10001, 'REFUSED'],
    [10002, 'PENDING'],
    [10003, 'PENDING'],
    [10005, 'ERROR'],
  ])('amount %i → %s', async (amount, status) => {
    const sandbox = createTestSandbox();
    const created = await serverPayment(sandbox, await sandbox.bearer(), { amount, shopper_redirection_url: 'https://shop.example/return' });
    expect(created.status).toBe(201);
    expect(created.json.authorization.status).toBe(status);
    expect(created.json.authorization.partner_transactions[0]).toMatchObject({ partner: 'stripe', method: 'credit-card', amount });
    // Only a challenge (ending 03) waits for the shopper, so only it carries a redirection.
    expect(created.json.redirection !== undefined).toBe(amount === 10003);
  });

  it('a second payment for the same order reference and entity is a 409 naming the first', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const first = await serverPayment(sandbox, auth, { order: { reference: 'SUB-1' } });
    const second = await serverPayment(sandbox, auth, { order: { reference: 'SUB-1' }, amount: 500 });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ status: 409, resource_id: first.json.id, error: 'IDEMPOTENCY_CONFLICT' });
    const otherEntity = await serverPayment(sandbox, auth, { order: { reference: 'SUB-1' }, entity_id: '3f1c2a4e-8b7d-4c1e-9f0a-5d6b7c8e9f01' });
    expect(otherEntity.status).toBe(201);
    // The shopper side is bound by the same rule.
    const { pay } = await paidSession(sandbox, auth, { order: { reference: 'SUB-1' } });
    expect(pay.status).toBe(409);
    expect(pay.json.resource_id).toBe(first.json.id);
  });

  it('split parts become one authorization partner transaction each; their sum must be the amount', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const split = [
      { partner: 'illicado', method: 'giftcard', amount: 2500 },
      { partner: 'stripe', method: 'credit-card' },
    ];
    const created = await serverPayment(sandbox, auth, { amount: 10000, split });
    expect(created.json.split).toEqual(split);
    expect(created.json.authorization.partner_transactions.map((ptx: { amount: number }) => ptx.amount)).toEqual([2500, 7500]);
    const capture = await sandbox.call('POST', `/v2/payments/${created.json.id}/captures`, {
      headers: auth,
      json: { amount: 8000, priority: [{ partner: 'stripe', method: 'credit-card' }, { partner: 'illicado', method: 'giftcard' }] },
    });
    expect(capture.json.captures[0].partner_transactions.map((ptx: { amount: number; partner: string }) => [ptx.partner, ptx.amount])).toEqual([
      ['stripe', 7500],
      ['illicado', 500],
    ]);
    const tooMuch = await serverPayment(sandbox, auth, { amount: 1000, split: [{ partner: 'stripe', method: 'credit-card', amount: 2000 }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors[0].pointer).toBe('/split');
  });

  it('merchant-initiated payments reuse a parent that saved its method, and 404 on an unknown parent', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const { pay } = await paidSession(sandbox, auth, { allow_future_usage: true, three_ds_authentication_options: { challenge_indicator: 'CHALLENGE_REQUESTED_BY_MERCHANT' } });
    const parent = await sandbox.call('GET', `/v2/payments/${pay.json.payment_id}`, { headers: auth });
    const parentTransaction = parent.json.authorization.partner_transactions[0];
    expect(parentTransaction.partner_token).toMatch(/^tok_/);

    const child = await serverPayment(sandbox, auth, {
      amount: 1999,
      split: [{ partner: 'stripe', method: 'credit-card', parent_payment_id: parent.json.id, parent_partner_transaction_id: parentTransaction.id }],
    });
    expect(child.status).toBe(201);
    expect(child.json.authorization.partner_transactions[0].card.last_four_digits).toBe('4242');

    const unknown = await serverPayment(sandbox, auth, { split: [{ partner: 'stripe', method: 'credit-card', parent_payment_id: 'pay_unknown' }] });
    expect(unknown.status).toBe(404);
    const notSaved = await paidSession(sandbox, auth);
    const refused = await serverPayment(sandbox, auth, { split: [{ partner: 'stripe', method: 'credit-card', parent_payment_id: notSaved.pay.json.payment_id }] });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].pointer).toBe('/split/0/parent_payment_id');
  });

  it('sends no webhook: the notification body needs a client session', async () => {
    const sandbox = createTestSandbox();
    await serverPayment(sandbox, await sandbox.bearer(), { webhook: { url: 'https://shop.example/hook' } });
    expect(sandbox.webhooks).toEqual([]);
  });
});

describe('operation bodies', () => {
  it('partner_transaction_id draws on that partner transaction only; a foreign one is a 400 naming the pointer', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await serverPayment(sandbox, auth, { amount: 6000, split: [{ partner: 'a', method: 'x', amount: 1000 }, { partner: 'b', method: 'y' }] });
    const [first, second] = created.json.authorization.partner_transactions;
    const url = `/v2/payments/${created.json.id}`;
    const capture = await sandbox.call('POST', `${url}/captures`, { headers: auth, json: { amount: 1000, partner_transaction_id: second.id } });
    expect(capture.json.authorization.partner_transactions.map((ptx: { remaining_amount: number }) => ptx.remaining_amount)).toEqual([1000, 4000]);
    const over = await sandbox.call('POST', `${url}/captures`, { headers: auth, json: { amount: 1001, partner_transaction_id: first.id } });
    expect(over.status).toBe(400);
    expect(over.json.errors[0].pointer).toBe('/amount');
    const captureTransaction = capture.json.captures[0].partner_transactions[0].id;
    const refund = await sandbox.call('POST', `${url}/refunds`, { headers: auth, json: { amount: 400, partner_transaction_id: captureTransaction } });
    expect(refund.json.captures[0].partner_transactions[0].remaining_amount).toBe(600);
    const wrongKind = await sandbox.call('POST', `${url}/refunds`, { headers: auth, json: { amount: 1, partner_transaction_id: first.id } });
    expect(wrongKind.json.errors).toEqual([{ pointer: '/partner_transaction_id', detail: `partner_transaction_id ${first.id} is not a capture partner transaction of this payment` }]);
    const noPair = await sandbox.call('POST', `${url}/voids`, { headers: auth, json: { amount: 1, priority: [{ partner: 'c', method: 'z' }] } });
    expect(noPair.json.errors[0].pointer).toBe('/priority');
  });

  it('idempotency keys are per kind of operation: a capture and a refund may share a merchant_reference', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await serverPayment(sandbox, auth);
    const url = `/v2/payments/${created.json.id}`;
    const capture = await sandbox.call('POST', `${url}/captures`, { headers: auth, json: { amount: 100, merchant_reference: 'R1' } });
    expect(capture.status).toBe(201);
    expect((await sandbox.call('POST', `${url}/refunds`, { headers: auth, json: { amount: 100, merchant_reference: 'R1' } })).status).toBe(201);
    // The key wins over the body: a retry with another amount is still the same capture.
    const repeat = await sandbox.call('POST', `${url}/captures`, { headers: auth, json: { amount: 999999, merchant_reference: 'R1' } });
    expect(repeat.status).toBe(409);
    expect(repeat.json.resource_id).toBe(capture.headers['x-created-operation-id']);
  });

  it('an order sent with an operation is kept on it', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await serverPayment(sandbox, auth);
    const capture = await sandbox.call('POST', `/v2/payments/${created.json.id}/captures`, {
      headers: auth,
      json: { amount: 100, order: { reference: created.json.order_reference, net_amount: 100 } },
    });
    expect(capture.json.captures[0].order).toEqual({ reference: created.json.order_reference, net_amount: 100 });
  });
});

describe('client sessions and the shopper', () => {
  it('PayPal is decided by the amount and takes no card', async () => {
    const sandbox = createTestSandbox();
    const auth = await sandbox.bearer();
    const created = await sandbox.call('POST', '/v2/client-sessions', { headers: auth, json: sessionRequest({ amount: 2001 }) });
    const url = `/sandbox/entities/${ENTITY}/sessions/${created.json.id}/pay`;
    const withCard = await sandbox.call('POST', url, { json: { partner: 'paypal', method: 'paypal', card: TEST_CARD } });
    expect(withCard.json.errors[0].pointer).toBe('/card');
    const pay = await sandbox.call('POST', url, { json: { partner: 'paypal', method: 'paypal' } });
    expect(pay.json.status).toBe('REFUSED');
  });
});
