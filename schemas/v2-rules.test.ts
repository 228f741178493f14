/**
 * Every validation rule of seed §5 and §9 for the orchestration API v2: a payload that passes
 * and payloads that break the rule, with the pointer and keyword the writer will see.
 */
import { describe, expect, it } from 'vitest';
import { getApiModel, validateSample } from './index.ts';

const ENTITY = '7c1e2d4a-5b6f-4a8e-9d3c-1f2e3a4b5c6d';
const SESSION = 'v2 POST /v2/client-sessions request';
const PAYMENT = 'v2 POST /v2/payments request';
const CAPTURE = 'v2 POST /v2/payments/pay_123/captures request';

// Loosely typed on purpose: the tests build invalid payloads from it.
type Body = Record<string, any>;
const validSession = (): Body => ({
  entity_id: ENTITY,
  amount: 4299,
  currency: 'EUR',
  order: { reference: 'ORD-1', net_amount: 4299 },
  shopper_redirection_url: 'https://shop.example/return',
});
const validPayment = () => ({ amount: 1999, currency: 'EUR', entity_id: ENTITY, order: { reference: 'ORD-2' } });

type Case = [name: string, annotation: string, payload: unknown, pointer: string, keyword: string];

function expectOnly(annotation: string, payload: unknown, pointer: string, keyword: string) {
  const errors = validateSample(annotation, payload);
  expect(errors, JSON.stringify(errors, null, 2)).toHaveLength(1);
  expect(errors[0]).toMatchObject({ pointer, keyword });
  expect(errors[0]!.message.length).toBeGreaterThan(10);
  return errors[0]!;
}

const withSession = (patch: (body: Body) => void) => {
  const body = validSession();
  patch(body);
  return body;
};

describe('valid payloads pass', () => {
  it.each([
    ['minimal client session', SESSION, validSession()],
    ['minimal payment', PAYMENT, validPayment()],
    ['capture: amount only', CAPTURE, { amount: 2900 }],
    ['capture: amount with priority', CAPTURE, { amount: 2900, priority: [{ partner: 'stripe', method: 'credit-card' }] }],
    ['capture: amount with partner transaction', CAPTURE, { amount: 2900, partner_transaction_id: 'ptx_1' }],
    ['refund by concrete path', 'v2 POST /v2/payments/pay_9/refunds request', { amount: 1, merchant_reference: 'r-1' }],
    ['void', 'v2 POST /v2/payments/{id}/voids request', { amount: 4299 }],
    ['abort by customer', 'v2 POST /v2/client-sessions/cs_1/abort request', { status: 'ABORTED_BY_CUSTOMER' }],
    ['abort by merchant', 'v2 POST /v2/client-sessions/cs_1/abort request', { status: 'ABORTED_BY_MERCHANT' }],
    ['full address', 'v2 schema Address', { address_lines: ['1', '2', '3', '4', '5'], country_code: 'CH', province_code: 'CH-ZH', phone_number: '+41446681800', mobile_phone_number: '+33612345678', work_phone_number: '+12125550123' }],
    ['locales', 'v2 schema Customer', { locale: 'de-CH', ip_address: '2001:db8::1' }],
    ['webhook with headers', 'v2 schema Webhook', { url: 'https://shop.example/hook', event_types: ['PAYMENT_CAPTURE'], headers: [{ name: 'x-secret', values: ['a'] }] }],
    ['foreign split by token', 'v2 schema SplitElement', { partner: 'stripe', method: 'credit-card', parent_partner_token: 'pm_1' }],
    ['foreign split by reference', 'v2 schema SplitElement', { partner: 'stripe', method: 'credit-card', parent_partner_reference: 'ch_1' }],
    ['platform parent split', 'v2 schema SplitElement', { partner: 'stripe', method: 'credit-card', parent_payment_id: 'pay_1', parent_partner_transaction_id: 'ptx_1' }],
    ['order with zero tax and matching item sums', 'v2 schema Order', { reference: 'o', net_amount: 1, tax_amount: 0, discount_amount: 0, shipments: [{ item_lines: [{ tax_amount: 0 }] }] }],
    ['future usage with merchant challenge', SESSION, withSession((b) => { b.allow_future_usage = true; b.three_ds_authentication_options = { challenge_indicator: 'CHALLENGE_REQUESTED_BY_MERCHANT' }; })],
    ['item-line sums equal the order', SESSION, withSession((b) => { b.order = { reference: 'o', net_amount: 4299, tax_amount: 700, discount_amount: 100, shipments: [{ item_lines: [{ tax_amount: 500, discount_amount: 100 }] }, { item_lines: [{ tax_amount: 200 }] }] }; })],
    ['net_amount above the amount', SESSION, withSession((b) => { b.order.net_amount = 5000; })],
  ])('%s', (_name, annotation, payload) => {
    expect(validateSample(annotation, payload)).toEqual([]);
  });
});

describe('each rule rejects what it forbids, at the right pointer', () => {
  const cases: Case[] = [
    ['amount in major units', SESSION, withSession((b) => { b.amount = 42.99; }), '/amount', 'type'],
    ['amount zero', SESSION, withSession((b) => { b.amount = 0; b.order.net_amount = 1; }), '/amount', 'exclusiveMinimum'],
    ['negative payment amount', PAYMENT, { ...validPayment(), amount: -5 }, '/amount', 'exclusiveMinimum'],
    ['amount as a string', PAYMENT, { ...validPayment(), amount: '1999' }, '/amount', 'type'],
    ['operation amount zero', CAPTURE, { amount: 0 }, '/amount', 'oneOf'],
    ['unsupported currency', SESSION, withSession((b) => { b.currency = 'AUD'; }), '/currency', 'enum'],
    ['lower-case currency', PAYMENT, { ...validPayment(), currency: 'eur' }, '/currency', 'enum'],
    ['session without entity_id', SESSION, withSession((b) => { delete b.entity_id; }), '/entity_id', 'required'],
    ['session without amount', SESSION, withSession((b) => { delete b.amount; }), '/amount', 'required'],
    ['session without currency', SESSION, withSession((b) => { delete b.currency; }), '/currency', 'required'],
    ['session without order', SESSION, withSession((b) => { delete b.order; }), '/order', 'required'],
    ['session without redirection url', SESSION, withSession((b) => { delete b.shopper_redirection_url; }), '/shopper_redirection_url', 'required'],
    ['payment without amount', PAYMENT, { currency: 'EUR', entity_id: ENTITY, order: { reference: 'o' } }, '/amount', 'required'],
    ['payment without currency', PAYMENT, { amount: 1, entity_id: ENTITY, order: { reference: 'o' } }, '/currency', 'required'],
    ['payment without entity_id', PAYMENT, { amount: 1, currency: 'EUR', order: { reference: 'o' } }, '/entity_id', 'required'],
    ['payment without order', PAYMENT, { amount: 1, currency: 'EUR', entity_id: ENTITY }, '/order', 'required'],
    ['order without reference', SESSION, withSession((b) => { b.order = { net_amount: 4299 } as any; }), '/order/reference', 'required'],
    ['webhook without url', SESSION, withSession((b) => { b.webhook = { event_types: ['PAYMENT'] }; }), '/webhook/url', 'required'],
    ['abort without status', 'v2 POST /v2/client-sessions/{id}/abort request', {}, '/status', 'required'],
    ['abort with another status', 'v2 POST /v2/client-sessions/{id}/abort request', { status: 'EXPIRED' }, '/status', 'enum'],
    ['entity_id not a UUID', SESSION, withSession((b) => { b.entity_id = 'merchant-42'; }), '/entity_id', 'format'],
    ['order net_amount 0', 'v2 schema Order', { reference: 'o', net_amount: 0 }, '/net_amount', 'minimum'],
    ['order tax_amount negative', 'v2 schema Order', { reference: 'o', tax_amount: -1 }, '/tax_amount', 'minimum'],
    ['order discount_amount negative', 'v2 schema Order', { reference: 'o', discount_amount: -100 }, '/discount_amount', 'minimum'],
    ['six address lines', SESSION, withSession((b) => { b.order.shipments = [{ shipping_address: { address_lines: ['1', '2', '3', '4', '5', '6'] } }]; }), '/order/shipments/0/shipping_address/address_lines', 'maxItems'],
    ['phone number with spaces', 'v2 schema Address', { phone_number: '+33 6 12 34 56 78' }, '/phone_number', 'pattern'],
    ['national phone number', 'v2 schema Address', { mobile_phone_number: '0612345678' }, '/mobile_phone_number', 'pattern'],
    ['phone number too long', 'v2 schema Address', { work_phone_number: '+1234567890123456' }, '/work_phone_number', 'pattern'],
    ['alpha-3 country', 'v2 schema Address', { country_code: 'FRA' }, '/country_code', 'enum'],
    ['unassigned country', 'v2 schema Address', { country_code: 'XX' }, '/country_code', 'enum'],
    ['province without country', 'v2 schema Address', { province_code: 'CA' }, '/province_code', 'pattern'],
    ['locale with underscore', 'v2 schema Customer', { locale: 'fr_FR' }, '/locale', 'pattern'],
    ['browser locale not BCP 47', 'v2 schema Browser', { locale: 'french' }, '/locale', 'pattern'],
    ['webhook header without name', 'v2 schema Webhook', { url: 'https://shop.example/h', headers: [{ values: ['a'] }] }, '/headers/0/name', 'required'],
    ['webhook header without values', 'v2 schema Webhook', { url: 'https://shop.example/h', headers: [{ name: 'x', values: [] }] }, '/headers/0/values', 'minItems'],
    ['webhook unknown event type', 'v2 schema Webhook', { url: 'https://shop.example/h', event_types: ['REFUND'] }, '/event_types/0', 'enum'],
    ['priority with partner transaction', CAPTURE, { amount: 100, priority: [{ partner: 'stripe', method: 'credit-card' }], partner_transaction_id: 'ptx_1' }, '/partner_transaction_id', 'oneOf'],
    ['operation without amount', 'v2 POST /v2/payments/{id}/refunds request', { partner_transaction_id: 'ptx_1' }, '/amount', 'oneOf'],
    ['empty priority list', CAPTURE, { amount: 100, priority: [] }, '/priority', 'oneOf'],
    ['priority item without method', CAPTURE, { amount: 100, priority: [{ partner: 'stripe' }] }, '/priority/0/method', 'oneOf'],
    ['foreign split element without parent reference', 'v2 schema SplitElement', { partner: 'stripe', method: 'credit-card', parent_partner_token: '' }, '/parent_partner_token', 'oneOf'],
    ['split element without method', PAYMENT, { ...validPayment(), split: [{ partner: 'stripe', parent_partner_reference: 'ch_1' }] }, '/split/0/method', 'oneOf'],
    ['net_amount below the amount', SESSION, withSession((b) => { b.order.net_amount = 4000; }), '/order/net_amount', 'orderNetAmountCoversAmount'],
    ['payment net_amount below the amount', PAYMENT, { ...validPayment(), order: { reference: 'o', net_amount: 1000 } }, '/order/net_amount', 'orderNetAmountCoversAmount'],
    ['item-line taxes differ from the order', SESSION, withSession((b) => { b.order.tax_amount = 700; b.order.shipments = [{ item_lines: [{ tax_amount: 300 }, { tax_amount: 300 }] }]; }), '/order/tax_amount', 'itemLineSumsMatchOrder'],
    ['item-line discounts differ from the order', 'v2 schema Order', { reference: 'o', discount_amount: 50, shipments: [{ item_lines: [{ discount_amount: 20 }] }, { item_lines: [{ discount_amount: 20 }] }] }, '/discount_amount', 'itemLineSumsMatchOrder'],
    ['future usage without merchant challenge', SESSION, withSession((b) => { b.allow_future_usage = true; b.three_ds_authentication_options = { challenge_indicator: 'NO_CHALLENGE_REQUESTED' }; }), '/three_ds_authentication_options/challenge_indicator', 'futureUsageNeedsMerchantChallenge'],
    ['unknown property', SESSION, withSession((b) => { b.ammount = 1; }), '/ammount', 'additionalProperties'],
    ['capture mode outside the enum', SESSION, withSession((b) => { b.capture_mode = 'DELAYED'; }), '/capture_mode', 'enum'],
    ['integration mode outside the enum', SESSION, withSession((b) => { b.integration_mode = 'IFRAME'; }), '/integration_mode', 'enum'],
  ];
  it.each(cases)('%s', (_name, annotation, payload, pointer, keyword) => {
    expectOnly(annotation, payload, pointer, keyword);
  });

  it('says what is wrong and what is allowed for an amount in major units', () => {
    const error = expectOnly(SESSION, withSession((b) => { b.amount = 42.99; }), '/amount', 'type');
    expect(error.message).toBe('amount must be an integer > 0 in minor units (4299 = 42.99), got 42.99');
  });

  it('names the three operation shapes when priority and partner_transaction_id are combined', () => {
    const error = expectOnly(CAPTURE, { amount: 100, priority: [{ partner: 'a', method: 'b' }], partner_transaction_id: 'p' }, '/partner_transaction_id', 'oneOf');
    expect(error.message).toContain('"Amount only", "Amount with priority", "Amount with partner transaction"');
  });

  it('suggests the property a typo meant', () => {
    const [error] = validateSample(SESSION, withSession((b) => { b.ammount = 1; }));
    expect(error?.message).toContain('did you mean amount?');
  });
});

describe('defaults of seed §9 are in the spec', () => {
  const { schemas } = getApiModel('v2');
  it.each([
    ['CaptureMode', 'MANUAL'],
    ['IntegrationMode', 'EMBEDDED'],
  ])('%s defaults to %s', (name, value) => {
    expect(schemas[name]?.default).toBe(value);
  });
  it('allow_future_usage defaults to false on sessions and payments', () => {
    for (const name of ['ClientSessionRequest', 'CreatePaymentRequest']) {
      expect((schemas[name]?.properties as any).allow_future_usage.default).toBe(false);
    }
  });
  it('webhook event types default to [PAYMENT]', () => {
    expect((schemas.Webhook?.properties as any).event_types.default).toEqual(['PAYMENT']);
  });
});

describe('annotations that name nothing are results, not exceptions', () => {
  it.each([
    ['v3 POST /v2/payments request', 'annotation'],
    ['v2 POST /v2/nowhere request', 'unknown-operation'],
    ['v2 DELETE /v2/payments/{id} request', 'unknown-operation'],
    ['v2 GET /v2/payments/{id} response 418', 'unknown-status'],
    ['v2 schema NoSuchSchema', 'unknown-schema'],
    ['v2 GET /v2/payments/{id} request', 'no-body'],
    ['v2 POST /v2/payments sideways', 'annotation'],
  ])('%s → %s', (annotation, keyword) => {
    const errors = validateSample(annotation, {});
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ pointer: '', keyword });
  });
});
