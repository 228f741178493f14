/**
 * Payment API v1.1 rules (seed §3 to §9) as enforced by specs/v1.yaml through the sample checker.
 * Each rule has a payload that passes and at least one that breaks it, with the exact pointer and
 * keyword the checker must report. Rules that live on parameters rather than bodies (UUID path
 * ids, the action enum, step_id) are checked on their component schema and on the spec itself.
 */
import { describe, expect, it } from 'vitest';
import { validateSample } from './index.ts';
import { listOperations, type Operation } from './operations.ts';
import { loadSpec } from './spec-loader.ts';
import { isObject, type JsonObject } from './spec-types.ts';

type Finding = { pointer: string; keyword: string };

/** Pointer and keyword of every finding, in order: the message text is not under test here. */
function findings(annotation: string, value: unknown): Finding[] {
  return validateSample(annotation, value).map(({ pointer, keyword }) => ({ pointer, keyword }));
}

const clone = <T>(value: T): T => structuredClone(value);

function without(value: JsonObject, path: string[]): JsonObject {
  const copy = clone(value);
  let node: JsonObject = copy;
  for (const key of path.slice(0, -1)) node = node[key] as JsonObject;
  delete node[path[path.length - 1]!];
  return copy;
}

function withValue(value: JsonObject, path: string[], replacement: unknown): JsonObject {
  const copy = clone(value);
  let node: JsonObject = copy;
  for (const key of path.slice(0, -1)) node = node[key] as JsonObject;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

const ENTITY = '3f1c2a4e-8b7d-4c1e-9f0a-5d6b7c8e9f01';
const SESSION = '6c0b9d2e-1f3a-4b5c-8d7e-9f0a1b2c3d4e';
const AUTH_TX = '9a7e5c3b-2d1f-4e6a-8b9c-0d1e2f3a4b5c';

const TOKEN_REQUEST = 'v1 POST /oauth/token request';
const TOKEN_RESPONSE = 'v1 POST /oauth/token response 200';
const CREATE_SESSION = 'v1 POST /{entity}/sessions/create request';
const SESSION_PROTOCOLS = 'v1 POST /{entity}/sessions/create response 201';
const INIT_RESULT = 'v1 POST /{entity}/sessions/{session}/init response 200';
const VALIDATE = 'v1 POST /{entity}/sessions/{session}/validate request';
const POS_INIT = 'v1 POST /{entity}/sessions/init request';
const POS_CAPTURE = 'v1 PUT /{entity}/transactions/capture request';

const address: JsonObject = {
  first_name: 'Camille',
  last_name: 'Martin',
  gender_code: 'female',
  address_lines: ['12 rue de la Paix', 'Bâtiment B'],
  city: 'Paris',
  postal_code: '75002',
  country_code: 'FR',
  province_code: 'FR-IDF',
  email: 'camille.martin@mail.example',
  phone: '+33142685300',
  mobile_phone: '+33612345678',
  work_phone: '+442071234567',
};

const vat = (amount: number) => [{ type_code: 'vat', subtype_code: 'standard', rate: 20, amount }];

const order: JsonObject = {
  reference: 'ORD-2026-000123',
  amount: 4299,
  net_amount: 3583,
  tax_amount: 716,
  currency_code: 'EUR',
  redirection: {
    success_url: 'https://shop.example/checkout/ORD-2026-000123/success',
    failure_url: 'https://shop.example/checkout/ORD-2026-000123/failure',
  },
  tax_lines: vat(716),
  customer: {
    reference: 'CUST-000457',
    type_code: 'customer',
    first_name: 'Camille',
    last_name: 'Martin',
    birthdate: '1988-06-21',
    ip: '203.0.113.42',
    locale_code: 'fr-FR',
    billing_address: clone(address),
    account: {
      creation_date_time: '2024-09-02T08:30:00Z',
      authentication_method: 'MERCHANT_CREDENTIALS',
      age_indicator: 'MORE_60_DAYS',
      prior_payment_authentication: 'ACS_FRICTIONLESS',
      change_indicator: 'MORE_60_DAYS',
      password_change_indicator: 'LESS_30_DAYS',
      challenge_indicator: '01',
      three_ds_exemption: 'Low value exemption',
    },
    additional_attributes: { national_identifier: '1880675116042' },
  },
  shipments: [
    {
      amounts: { amount: 4299, net_amount: 3583, tax_amount: 716 },
      delivery_type_code: 'user_delivery',
      delivery_quickness_code: 'regular',
      delivery_method_reference: 'COLISSIMO-HOME',
      estimated_delivery_date_time: '2026-03-18T12:00:00Z',
      shipping_address: clone(address),
      item_lines: [
        { type_code: 'home_and_garden', sku_reference: 'SKU-48213', name: 'Solar garden lamp', price: 1900, quantity: 2, amount: 3800, tax_lines: vat(633) },
        { type_code: 'shipping_fees', name: 'Home delivery', price: 499, quantity: 1, amount: 499, tax_lines: vat(83) },
      ],
      tax_lines: vat(716),
    },
  ],
};

const sessionProtocols: JsonObject = {
  id: SESSION,
  currency_code: 'EUR',
  amount: 4299,
  expiration_date: '2026-03-14T10:45:00Z',
  success_url: 'https://shop.example/checkout/ORD-2026-000123/success',
  failure_url: 'https://shop.example/checkout/ORD-2026-000123/failure',
  protocols: {
    payzen: {
      creditcard: {
        labels: { 'fr-FR': 'Carte bancaire', 'en-GB': 'Bank card' },
        configurations: {
          settings: {
            save_token: true,
            pay_token: true,
            refund_priority: 1,
            payment_min_amount: 0,
            payment_max_amount: 999999,
            pay_mix: true,
            pay_express: false,
            direct_debit: false,
            payment_time: 'ON_ORDER',
            refund_type: 'AUTO',
            refund_backup: 'MANUAL',
          },
          instant: true,
          position: 0,
          stable: true,
          contracts: ['PAYZEN-ECOM-01'],
          template: 'card',
        },
        integrated_tokens: [],
        contracts: ['PAYZEN-ECOM-01'],
      },
    },
  },
};

const SETTINGS_PATH = ['protocols', 'payzen', 'creditcard', 'configurations', 'settings'];
const SETTINGS_POINTER = '/protocols/payzen/creditcard/configurations/settings';

const actionResult: JsonObject = {
  id: '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  method: 'creditcard',
  partner: 'payzen',
  session_id: SESSION,
  entity_id: ENTITY,
  transaction_id: AUTH_TX,
  date: '2026-03-14T10:16:02Z',
  status: { action: 'AUTHORIZE', state: 'SUCCESS', code: 'SUCCEEDED', description: 'Authorization accepted' },
  plugin_result: {
    amount: 4299,
    currency_code: 'EUR',
    payment_data: {
      card: {
        expiry_date: '2028-12',
        brand_name: 'VISA',
        bin: '497010',
        last_four_digits: '4242',
        '3ds': { eciCode: '05', sca: true, acs_transaction_id: 'acs-1', ds_transaction_id: 'ds-1' },
      },
    },
    partner_reference: 'PZ-20260314-88412',
    logs: [],
  },
};

const apiError: JsonObject = {
  timestamp: '2026-03-14T10:15:30Z',
  error_code: 'BAD_REQUEST',
  message: 'grant_type must be client_credentials',
  request_id: '5b2e7c1d-0a9f-4e3b-8c6d-000000000001',
  status: 400,
  path: '/v1/oauth/token',
  error: 'Bad Request',
};

const posInit: JsonObject = {
  method: 'giftcard',
  partner: 'illicado',
  amount: 2500,
  payment_data: { card: { number: '6280390000123456' } },
};
const posCapture: JsonObject = { ...clone(posInit), order: { reference: 'POS-2026-004217', currency_code: 'EUR' } };

// ------------------------------------------------------------------------------------ token

describe('token request: grant_type required and must be client_credentials (seed §5, §7)', () => {
  it('accepts grant_type=client_credentials', () => {
    expect(findings(TOKEN_REQUEST, { grant_type: 'client_credentials' })).toEqual([]);
    expect(findings('v1 schema TokenRequest', { grant_type: 'client_credentials' })).toEqual([]);
  });

  it('requires grant_type', () => {
    expect(findings(TOKEN_REQUEST, {})).toEqual([{ pointer: '/grant_type', keyword: 'required' }]);
  });

  it.each(['password', 'authorization_code', 'CLIENT_CREDENTIALS', ''])('rejects grant_type %j', (grant) => {
    expect(findings(TOKEN_REQUEST, { grant_type: grant })).toEqual([{ pointer: '/grant_type', keyword: 'enum' }]);
  });

  it('is a closed form body', () => {
    expect(findings(TOKEN_REQUEST, { grant_type: 'client_credentials', grant: 'x' })).toEqual([
      { pointer: '/grant', keyword: 'additionalProperties' },
    ]);
  });

  it('is sent as a form body', () => {
    const operation = operationById('v1CreateToken');
    expect(Object.keys((operation.node.requestBody as JsonObject).content as JsonObject)).toEqual(['application/x-www-form-urlencoded']);
  });
});

describe('token response: access_token, expires_in (integer seconds), token_type required (seed §3, §9)', () => {
  const token = { access_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln', expires_in: 3600, scope: 'payment', token_type: 'Bearer' };

  it('accepts a token valid for 3600 seconds, with or without scope', () => {
    expect(findings(TOKEN_RESPONSE, token)).toEqual([]);
    expect(findings(TOKEN_RESPONSE, without(token, ['scope']))).toEqual([]);
  });

  it.each(['access_token', 'expires_in', 'token_type'])('requires %s', (field) => {
    expect(findings(TOKEN_RESPONSE, without(token, [field]))).toEqual([{ pointer: `/${field}`, keyword: 'required' }]);
  });

  it('needs expires_in as an integer number of seconds', () => {
    expect(findings(TOKEN_RESPONSE, { ...token, expires_in: '3600' })).toEqual([{ pointer: '/expires_in', keyword: 'type' }]);
    expect(findings(TOKEN_RESPONSE, { ...token, expires_in: 0 })).toEqual([{ pointer: '/expires_in', keyword: 'minimum' }]);
  });
});

// ------------------------------------------------------------------------------------ actions and ids

describe('transaction action: one of the five actions (seed §4, §5)', () => {
  it.each(['AUTHORIZE', 'VOID', 'CAPTURE', 'REFUND', 'OFF_SESSION_AUTHORIZE'])('accepts %s', (action) => {
    expect(findings('v1 schema TransactionAction', action)).toEqual([]);
  });

  it.each(['SETTLE', 'capture', 'CANCEL', 'OFF_SESSION', ''])('rejects %j', (action) => {
    expect(findings('v1 schema TransactionAction', action)).toEqual([{ pointer: '', keyword: 'enum' }]);
  });

  it('lists exactly the five actions', () => {
    expect(schema('TransactionAction').enum).toEqual(['AUTHORIZE', 'VOID', 'CAPTURE', 'REFUND', 'OFF_SESSION_AUTHORIZE']);
  });

  it('types every {action} path parameter with that enum', () => {
    const withAction = operations().filter((operation) => operation.path.includes('{action}'));
    expect(withAction.map((operation) => operation.operationId).sort()).toEqual(['v1ApplyTransactionAction', 'v1PutTransaction']);
    for (const operation of withAction) {
      expect(parameter(operation, 'path', 'action')).toMatchObject({ required: true, schema: { $ref: '#/components/schemas/TransactionAction' } });
    }
  });

  it('routes the upper-case CAPTURE action and the lower-case POS capture to different operations', () => {
    expect(findings(`v1 PUT /${ENTITY}/transactions/CAPTURE request`, { partner: 'payzen', method: 'creditcard' })).toEqual([]);
    expect(findings(`v1 PUT /${ENTITY}/transactions/capture request`, posCapture)).toEqual([]);
    expect(findings(`v1 PUT /${ENTITY}/transactions/capture request`, { partner: 'payzen', method: 'creditcard' })).toEqual([
      { pointer: '/amount', keyword: 'required' },
      { pointer: '/payment_data', keyword: 'required' },
      { pointer: '/order', keyword: 'required' },
    ]);
  });
});

describe('entity, session and transaction ids are UUIDs (seed §5)', () => {
  it.each(['EntityId', 'SessionId', 'TransactionId'])('%s accepts a UUID', (name) => {
    expect(findings(`v1 schema ${name}`, AUTH_TX)).toEqual([]);
  });

  it.each([
    ['EntityId', 'merchant-42'],
    ['SessionId', '6c0b9d2e1f3a4b5c8d7e9f0a1b2c3d4e'],
    ['TransactionId', 'ORD-2026-000123'],
  ])('%s rejects %j', (name, value) => {
    expect(findings(`v1 schema ${name}`, value)).toEqual([{ pointer: '', keyword: 'format' }]);
  });

  it('types every entity, session and transaction path parameter as a UUID', () => {
    const refs = { entity: 'EntityId', session: 'SessionId', transaction: 'TransactionId' } as const;
    let checked = 0;
    for (const operation of operations()) {
      for (const [name, ref] of Object.entries(refs)) {
        if (!operation.path.includes(`{${name}}`)) continue;
        const param = parameter(operation, 'path', name);
        expect(param, `${operation.operationId} ${name}`).toMatchObject({ required: true, schema: { $ref: `#/components/schemas/${ref}` } });
        expect(schema(ref)).toMatchObject({ type: 'string', format: 'uuid' });
        checked++;
      }
    }
    // 10 operations carry {entity}, 3 carry {session}, 2 carry {transaction}
    expect(checked).toBe(15);
  });

  it('names the entity parameter {entity} on every path, POS included', () => {
    const tenantPaths = operations().filter((operation) => operation.path !== '/oauth/token');
    expect(tenantPaths.length).toBe(10);
    for (const operation of tenantPaths) expect(operation.path.startsWith('/{entity}/')).toBe(true);
  });

  it('checks the ids inside an action result', () => {
    expect(findings('v1 schema ActionResult', actionResult)).toEqual([]);
    expect(findings('v1 schema ActionResult', { ...actionResult, session_id: 'sess-1' })).toEqual([{ pointer: '/session_id', keyword: 'format' }]);
    expect(findings('v1 schema ActionResult', { ...actionResult, entity_id: 42 })).toEqual([{ pointer: '/entity_id', keyword: 'type' }]);
    expect(findings(`v1 GET /${ENTITY}/transactions/${AUTH_TX} response 200`, { ...actionResult, transaction_id: 'tx-1' })).toEqual([
      { pointer: '/transaction_id', keyword: 'format' },
    ]);
  });
});

// ------------------------------------------------------------------------------------ sessions

describe('session protocols require the success and failure URLs (seed §3, §5)', () => {
  it('accepts session protocols with both URLs', () => {
    expect(findings(SESSION_PROTOCOLS, sessionProtocols)).toEqual([]);
    expect(findings('v1 schema SessionProtocols', { success_url: 'https://shop.example/ok', failure_url: 'https://shop.example/ko' })).toEqual([]);
  });

  it.each(['success_url', 'failure_url'])('requires %s', (field) => {
    expect(findings(SESSION_PROTOCOLS, without(sessionProtocols, [field]))).toEqual([{ pointer: `/${field}`, keyword: 'required' }]);
  });

  it('needs absolute URLs', () => {
    expect(findings(SESSION_PROTOCOLS, { ...sessionProtocols, success_url: '/checkout/success' })).toEqual([
      { pointer: '/success_url', keyword: 'format' },
    ]);
  });

  it('requires both URLs in the order redirection too', () => {
    expect(findings(CREATE_SESSION, { order: without(order, ['redirection', 'failure_url']) })).toEqual([
      { pointer: '/order/redirection/failure_url', keyword: 'required' },
    ]);
  });

  it('is a closed object', () => {
    expect(findings(SESSION_PROTOCOLS, { ...sessionProtocols, sucess_url: 'https://shop.example/ok' })).toEqual([
      { pointer: '/sucess_url', keyword: 'additionalProperties' },
    ]);
  });

  it('answers 201 with a Location header, or 204 without a body (seed §4)', () => {
    const node = operationById('v1CreateSession').node.responses as JsonObject;
    expect(node['201']).toMatchObject({ headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } } });
    expect(node['204']).toBeDefined();
    expect((node['204'] as JsonObject).content).toBeUndefined();
    expect(Object.keys(node).sort()).toEqual(['201', '204', '400', '401', '404']);
  });
});

describe('validate takes step_id, default 0 (seed §4, §5)', () => {
  it('accepts step 0 and later steps', () => {
    expect(findings('v1 schema StepId', 0)).toEqual([]);
    expect(findings('v1 schema StepId', 3)).toEqual([]);
  });

  it('rejects negative and non-integer steps', () => {
    expect(findings('v1 schema StepId', -1)).toEqual([{ pointer: '', keyword: 'minimum' }]);
    expect(findings('v1 schema StepId', 1.5)).toEqual([{ pointer: '', keyword: 'type' }]);
    expect(findings('v1 schema StepId', '0')).toEqual([{ pointer: '', keyword: 'type' }]);
  });

  it('declares step_id as an optional query parameter defaulting to 0', () => {
    const param = parameter(operationById('v1ValidateSession'), 'query', 'step_id');
    expect(param).toMatchObject({ required: false, schema: { $ref: '#/components/schemas/StepId' } });
    expect(schema('StepId')).toMatchObject({ type: 'integer', minimum: 0, default: 0 });
  });

  it('init returns a step_id', () => {
    expect(findings(INIT_RESULT, { step_id: 0 })).toEqual([]);
    expect(findings(INIT_RESULT, {})).toEqual([{ pointer: '/step_id', keyword: 'required' }]);
    expect(findings(INIT_RESULT, { step_id: -2 })).toEqual([{ pointer: '/step_id', keyword: 'minimum' }]);
  });

  it('takes an array of solution applications', () => {
    expect(findings(VALIDATE, [{ partner: 'payzen', method: 'creditcard', browser: { javascript_enabled: true, color_depth: 24 } }])).toEqual([]);
    expect(findings(VALIDATE, [])).toEqual([{ pointer: '', keyword: 'minItems' }]);
    expect(findings(VALIDATE, { partner: 'payzen', method: 'creditcard' })).toEqual([{ pointer: '', keyword: 'type' }]);
    expect(findings(VALIDATE, [{ browser: { color_depth: 'deep' } }])).toEqual([{ pointer: '/0/browser/color_depth', keyword: 'type' }]);
  });

  it('answers 200 (all applied), 207 (some failed) or 409 (all failed) with a client action', () => {
    const responses = operationById('v1ValidateSession').responses;
    for (const status of ['200', '207', '409']) {
      expect(responses.get(status)?.schema, status).toEqual({ $ref: '#/components/schemas/ClientAction' });
    }
    expect([...responses.keys()].sort()).toEqual(['200', '207', '400', '401', '404', '409']);
  });
});

// ------------------------------------------------------------------------------------ order data

describe('order: reference and currency_code, amounts in minor units (seed §3, §5, §9)', () => {
  it('accepts a complete order', () => {
    expect(findings(CREATE_SESSION, { order })).toEqual([]);
    expect(findings('v1 schema Order', order)).toEqual([]);
  });

  it('accepts the minimal order of a POS capture: reference and currency_code', () => {
    expect(findings('v1 schema Order', { reference: 'POS-2026-004217', currency_code: 'EUR' })).toEqual([]);
  });

  it.each(['reference', 'currency_code'])('requires %s', (field) => {
    expect(findings('v1 schema Order', without(order, [field]))).toEqual([{ pointer: `/${field}`, keyword: 'required' }]);
  });

  it('does not check that the reference is unique, and says so', () => {
    expect(flat(schema('OrderReference').description)).toContain('should be unique per merchant, but the v1 API does not check it');
    expect(findings('v1 schema OrderReference', '')).toEqual([{ pointer: '', keyword: 'minLength' }]);
  });

  it.each(['eur', 'EURO', 'E1R', '978'])('rejects currency_code %j (ISO 4217)', (currency) => {
    expect(findings(CREATE_SESSION, { order: withValue(order, ['currency_code'], currency) })).toEqual([
      { pointer: '/order/currency_code', keyword: 'pattern' },
    ]);
  });

  it('takes integer amounts in minor units', () => {
    expect(findings('v1 schema Amount', 4299)).toEqual([]);
    expect(findings('v1 schema Order', { ...order, amount: 42.99 })).toEqual([{ pointer: '/amount', keyword: 'type' }]);
    expect(findings('v1 schema Order', { ...order, amount: 0 })).toEqual([{ pointer: '/amount', keyword: 'exclusiveMinimum' }]);
    expect(findings('v1 schema Order', { ...order, tax_amount: 0 })).toEqual([]);
    expect(findings('v1 schema Order', { ...order, tax_amount: -1 })).toEqual([{ pointer: '/tax_amount', keyword: 'minimum' }]);
  });

  it('is closed at every level', () => {
    expect(findings('v1 schema Order', { ...order, ammount: 4299 })).toEqual([{ pointer: '/ammount', keyword: 'additionalProperties' }]);
    expect(findings('v1 schema Order', withValue(order, ['customer', 'email'], 'x@mail.example'))).toEqual([
      { pointer: '/customer/email', keyword: 'additionalProperties' },
    ]);
  });

  it('checks the customer IP address (IPv4 or IPv6)', () => {
    expect(findings('v1 schema Customer', { ip: '2001:db8::1' })).toEqual([]);
    expect(findings('v1 schema Customer', { ip: '999.1.1.1' })).toEqual([{ pointer: '/ip', keyword: 'oneOf' }]);
  });

  it.each(['customer', 'business'])('accepts customer type_code %s', (type) => {
    expect(findings('v1 schema Customer', { type_code: type })).toEqual([]);
  });

  it('rejects an unknown customer type_code', () => {
    expect(findings('v1 schema Customer', { type_code: 'company' })).toEqual([{ pointer: '/type_code', keyword: 'enum' }]);
  });
});

describe('address: at most 5 lines, E.164 phones, ISO country and province codes (seed §3, §5, §9)', () => {
  it('accepts a complete address and 5 lines', () => {
    expect(findings('v1 schema Address', address)).toEqual([]);
    expect(findings('v1 schema Address', { address_lines: ['1', '2', '3', '4', '5'] })).toEqual([]);
  });

  it('rejects 6 address lines', () => {
    expect(findings('v1 schema Address', { address_lines: ['1', '2', '3', '4', '5', '6'] })).toEqual([
      { pointer: '/address_lines', keyword: 'maxItems' },
    ]);
  });

  it('rejects 6 address lines deep inside a session creation', () => {
    const tooLong = withValue(order, ['customer', 'billing_address', 'address_lines'], ['1', '2', '3', '4', '5', '6']);
    expect(findings(CREATE_SESSION, { order: tooLong })).toEqual([
      { pointer: '/order/customer/billing_address/address_lines', keyword: 'maxItems' },
    ]);
  });

  it.each(['phone', 'mobile_phone', 'work_phone'])('accepts an E.164 %s', (field) => {
    expect(findings('v1 schema Address', { [field]: '+33612345678' })).toEqual([]);
  });

  it.each([
    ['phone', '0612345678'],
    ['mobile_phone', '+33 6 12 34 56 78'],
    ['work_phone', '+0612345678'],
    ['phone', '+1234567890123456'],
  ])('rejects %s %j', (field, phone) => {
    expect(findings('v1 schema Address', { [field]: phone })).toEqual([{ pointer: `/${field}`, keyword: 'pattern' }]);
  });

  it('rejects a non-E.164 phone on a shipping address', () => {
    const bad = withValue(order, ['shipments'], [{ shipping_address: { mobile_phone: '06 12 34 56 78' } }]);
    expect(findings('v1 schema Order', bad)).toEqual([{ pointer: '/shipments/0/shipping_address/mobile_phone', keyword: 'pattern' }]);
  });

  it.each(['fr', 'FRA', 'F'])('rejects country_code %j (ISO 3166-1 alpha-2)', (country) => {
    expect(findings('v1 schema Address', { country_code: country })).toEqual([{ pointer: '/country_code', keyword: 'pattern' }]);
  });

  it.each(['IDF', 'FR_IDF', 'fr-idf'])('rejects province_code %j (ISO 3166-2)', (province) => {
    expect(findings('v1 schema Address', { province_code: province })).toEqual([{ pointer: '/province_code', keyword: 'pattern' }]);
  });

  it('rejects an unknown gender_code and an invalid email', () => {
    expect(findings('v1 schema Address', { gender_code: 'MALE' })).toEqual([{ pointer: '/gender_code', keyword: 'enum' }]);
    expect(findings('v1 schema Address', { email: 'camille.martin' })).toEqual([{ pointer: '/email', keyword: 'format' }]);
  });
});

describe('account enumerations (seed §3)', () => {
  it.each(['01', '02', '03', '04', '05', '06', '07', '08', '09'])('accepts challenge_indicator %s', (indicator) => {
    expect(findings('v1 schema Account', { challenge_indicator: indicator })).toEqual([]);
  });

  it.each(['10', '00', '1'])('rejects challenge_indicator %j', (indicator) => {
    expect(findings('v1 schema Account', { challenge_indicator: indicator })).toEqual([{ pointer: '/challenge_indicator', keyword: 'enum' }]);
  });

  it.each(['Low value exemption', 'TRA exemption', 'Trusted beneficiary exemption', 'Corporate card payment exemption'])(
    'accepts three_ds_exemption %j, spelt as in the documentation',
    (exemption) => {
      expect(findings('v1 schema Account', { three_ds_exemption: exemption })).toEqual([]);
    },
  );

  it.each(['LOW_VALUE', 'low value exemption', 'TRANSACTION_RISK_ANALYSIS'])('rejects three_ds_exemption %j', (exemption) => {
    expect(findings('v1 schema Account', { three_ds_exemption: exemption })).toEqual([{ pointer: '/three_ds_exemption', keyword: 'enum' }]);
  });

  it.each(['ACS_FRICTIONLESS', 'ACS_CHALLENGE', 'ACS_VERIFIED', 'OTHER'])('accepts prior_payment_authentication %s', (value) => {
    expect(findings('v1 schema Account', { prior_payment_authentication: value })).toEqual([]);
  });

  it('rejects an unknown prior_payment_authentication', () => {
    expect(findings('v1 schema Account', { prior_payment_authentication: 'FRICTIONLESS' })).toEqual([
      { pointer: '/prior_payment_authentication', keyword: 'enum' },
    ]);
  });

  it.each(['GUEST', 'MERCHANT_CREDENTIALS', 'IDENTITY_FEDERATION_CREDENTIALS', 'ISSUER_CREDENTIALS', 'THIRD_PARTY_CREDENTIALS', 'FIDO_CREDENTIALS'])(
    'accepts authentication_method %s',
    (method) => {
      expect(findings('v1 schema Account', { authentication_method: method })).toEqual([]);
    },
  );

  it('has GUEST in age_indicator but not in change_indicator', () => {
    expect(findings('v1 schema Account', { age_indicator: 'GUEST' })).toEqual([]);
    expect(findings('v1 schema Account', { change_indicator: 'GUEST' })).toEqual([{ pointer: '/change_indicator', keyword: 'enum' }]);
    expect(findings('v1 schema Account', { age_indicator: 'OLD' })).toEqual([{ pointer: '/age_indicator', keyword: 'enum' }]);
  });

  it('counts purchases with non-negative integers', () => {
    expect(findings('v1 schema Account', { purchase_count_last_year: -1 })).toEqual([{ pointer: '/purchase_count_last_year', keyword: 'minimum' }]);
  });
});

describe('shipment, item line and tax line enumerations (seed §3)', () => {
  const itemTypes = [
    'product', 'digital', 'shipping_fees', 'food_and_drink', 'auto_and_motocycle', 'culture_and_entertainment',
    'home_and_garden', 'home_appliances', 'bidding_and_multi_purchasing', 'flowers_and_gifts', 'computers_and_software',
    'health_and_beauty', 'personal_services', 'professional_services', 'sport', 'clothing_and_accessories',
    'travel_and_tourism', 'hifi_photo_video', 'telephone_and_communication',
  ];

  it('lists the 19 item type codes', () => {
    expect((schema('ItemLine').properties as JsonObject).type_code).toMatchObject({ enum: itemTypes });
  });

  it.each(itemTypes)('accepts item type_code %s', (type) => {
    expect(findings('v1 schema ItemLine', { type_code: type })).toEqual([]);
  });

  it.each(['PRODUCT', 'auto_and_motorcycle', 'food'])('rejects item type_code %j', (type) => {
    expect(findings('v1 schema ItemLine', { type_code: type })).toEqual([{ pointer: '/type_code', keyword: 'enum' }]);
  });

  it('needs a positive integer quantity', () => {
    expect(findings('v1 schema ItemLine', { quantity: 0 })).toEqual([{ pointer: '/quantity', keyword: 'minimum' }]);
    expect(findings('v1 schema ItemLine', { price: 19.0, quantity: 1.5 })).toEqual([{ pointer: '/quantity', keyword: 'type' }]);
  });

  it.each(['user_delivery', 'store_pickup', 'external_pickup', 'shelf_service', 'digital_delivery'])('accepts delivery_type_code %s', (type) => {
    expect(findings('v1 schema Shipment', { delivery_type_code: type })).toEqual([]);
  });

  it('rejects the v2 spellings of delivery codes', () => {
    expect(findings('v1 schema Shipment', { delivery_type_code: 'USER_DELIVERY' })).toEqual([{ pointer: '/delivery_type_code', keyword: 'enum' }]);
    expect(findings('v1 schema Shipment', { delivery_type_code: 'shelf_pickup' })).toEqual([{ pointer: '/delivery_type_code', keyword: 'enum' }]);
    expect(findings('v1 schema Shipment', { delivery_quickness_code: 'EXPRESS' })).toEqual([{ pointer: '/delivery_quickness_code', keyword: 'enum' }]);
  });

  it.each(['immediate', 'express', 'same_day', 'regular'])('accepts delivery_quickness_code %s', (speed) => {
    expect(findings('v1 schema Shipment', { delivery_quickness_code: speed })).toEqual([]);
  });

  it('checks tax lines', () => {
    expect(findings('v1 schema TaxLine', { type_code: 'gst', subtype_code: 'igst', rate: 18, amount: 540 })).toEqual([]);
    expect(findings('v1 schema TaxLine', { type_code: 'sales' })).toEqual([{ pointer: '/type_code', keyword: 'enum' }]);
    expect(findings('v1 schema TaxLine', { subtype_code: 'reduced' })).toEqual([{ pointer: '/subtype_code', keyword: 'enum' }]);
    expect(findings('v1 schema TaxLine', { rate: 120 })).toEqual([{ pointer: '/rate', keyword: 'maximum' }]);
  });
});

// ------------------------------------------------------------------------------------ results

describe('status: state and code enumerations (seed §3, §8)', () => {
  const states = ['PENDING', 'RETRY', 'WAITING', 'SUCCESS', 'ERROR', 'CUSTOMER', 'MANUAL', 'UNCERTAIN'];
  const codes = [
    'SUCCEEDED', 'FAILED', 'CARD_EXPIRED', 'UNKNOWN', 'FORCED', 'AMOUNT_EXCEEDED', 'BLOCKED_BY_CUSTOMER', 'BLOCKED_CARD',
    'DUPLICATED_TRANSACTION', 'EXPIRED_AUTHORIZATION', 'INSUFFICIENT_FUNDS', 'REFUND_REQUESTED_TOO_LATE', 'REJECTED_BANK',
    'REJECTED_BY_RISK_CHECKS', 'TECHNICAL_ISSUE_TO_CONTACT_PARTNER', 'TRANSACTION_NOT_SUPPORTED_BY_CARD',
    'TRANSACTION_NOT_SUPPORTED_BY_MERCHANT_ACCOUNT', 'UNKNOWN_CARD', 'WAITING_PARTNER_RESPONSE', 'WAITING_ONEPAY_ACTION',
    'CARD_ALREADY_ACTIVE', 'TECHNICAL_ISSUE_DURING_AUTHENTICATION_CHECK', 'WRONG_CARD_DATA', 'BAD_REQUEST',
    'CARD_IS_NOT_ACTIVE', 'UNCERTAIN',
  ];

  it('lists every state and every code', () => {
    expect(schema('StatusState').enum).toEqual(states);
    expect(schema('StatusCode').enum).toEqual(codes);
  });

  it.each(states)('accepts state %s', (state) => {
    expect(findings('v1 schema Status', { state, code: 'SUCCEEDED' })).toEqual([]);
  });

  it.each(codes)('accepts code %s', (code) => {
    expect(findings('v1 schema Status', { state: 'ERROR', code })).toEqual([]);
  });

  it('rejects an unknown state or code', () => {
    expect(findings('v1 schema Status', { state: 'DONE', code: 'SUCCEEDED' })).toEqual([{ pointer: '/state', keyword: 'enum' }]);
    expect(findings('v1 schema Status', { state: 'ERROR', code: 'DECLINED' })).toEqual([{ pointer: '/code', keyword: 'enum' }]);
  });

  it('requires state and code', () => {
    expect(findings('v1 schema Status', { code: 'SUCCEEDED' })).toEqual([{ pointer: '/state', keyword: 'required' }]);
    expect(findings('v1 schema Status', { state: 'SUCCESS' })).toEqual([{ pointer: '/code', keyword: 'required' }]);
  });

  it('checks the status nested in an action result list', () => {
    const list = [actionResult, withValue(actionResult, ['status', 'state'], 'OK')];
    expect(findings(`v1 GET /${ENTITY}/sessions/${SESSION} response 200`, [actionResult])).toEqual([]);
    expect(findings(`v1 GET /${ENTITY}/sessions/${SESSION} response 200`, list)).toEqual([{ pointer: '/1/status/state', keyword: 'enum' }]);
  });
});

describe('card response and plugin result (seed §3)', () => {
  const CARD = ['plugin_result', 'payment_data', 'card'];

  it('accepts the card with its 3ds block', () => {
    expect(findings('v1 schema PluginResult', actionResult.plugin_result)).toEqual([]);
  });

  it('checks the card fields', () => {
    expect(findings('v1 schema ActionResult', withValue(actionResult, [...CARD, 'last_four_digits'], '42'))).toEqual([
      { pointer: '/plugin_result/payment_data/card/last_four_digits', keyword: 'pattern' },
    ]);
    expect(findings('v1 schema ActionResult', withValue(actionResult, [...CARD, '3ds', 'eci'], '05'))).toEqual([
      { pointer: '/plugin_result/payment_data/card/3ds/eci', keyword: 'additionalProperties' },
    ]);
    expect(findings('v1 schema ActionResult', withValue(actionResult, [...CARD, '3ds', 'sca'], 'yes'))).toEqual([
      { pointer: '/plugin_result/payment_data/card/3ds/sca', keyword: 'type' },
    ]);
  });

  it('takes the plugin amount in minor units with an ISO 4217 currency', () => {
    expect(findings('v1 schema PluginResult', { amount: 42.99 })).toEqual([{ pointer: '/amount', keyword: 'type' }]);
    expect(findings('v1 schema PluginResult', { currency_code: 'euro' })).toEqual([{ pointer: '/currency_code', keyword: 'pattern' }]);
  });
});

describe('settings of a payment mean (seed §3, §5, §9)', () => {
  it('accepts the example settings: min 0, max 999999, refund priority 1', () => {
    expect(findings(SESSION_PROTOCOLS, sessionProtocols)).toEqual([]);
  });

  it('bounds the amount per payment mean with non-negative integer minor units', () => {
    expect(findings(SESSION_PROTOCOLS, withValue(sessionProtocols, [...SETTINGS_PATH, 'payment_min_amount'], -1))).toEqual([
      { pointer: `${SETTINGS_POINTER}/payment_min_amount`, keyword: 'minimum' },
    ]);
    expect(findings(SESSION_PROTOCOLS, withValue(sessionProtocols, [...SETTINGS_PATH, 'payment_max_amount'], 9999.99))).toEqual([
      { pointer: `${SETTINGS_POINTER}/payment_max_amount`, keyword: 'type' },
    ]);
    expect(flat(schema('Settings').description)).toContain('bound the amount per payment mean');
  });

  it.each([
    ['payment_time', ['ON_SHIPMENT', 'ON_ORDER', 'ON_PREPARATION', 'ON_DELIVERY', 'POST_DELIVERY'], 'ON_PAYMENT'],
    ['refund_type', ['AUTO', 'MANUAL', 'CREDIT'], 'VOUCHER'],
    ['refund_backup', ['MANUAL', 'CREDIT'], 'AUTO'],
  ])('%s takes %j only', (field, values, wrong) => {
    for (const value of values) expect(findings('v1 schema Settings', { [field]: value })).toEqual([]);
    expect(findings('v1 schema Settings', { [field]: wrong })).toEqual([{ pointer: `/${field}`, keyword: 'enum' }]);
  });

  it('is closed', () => {
    expect(findings('v1 schema Settings', { payment_max: 999999 })).toEqual([{ pointer: '/payment_max', keyword: 'additionalProperties' }]);
  });
});

describe('tokens (seed §3)', () => {
  const token = {
    id: 'tok_4f6a8c0e2b4d',
    uniqueness_token: 'c1a9e7b5d3f1a2c4e6b8d0f2a4c6e8b0',
    expiration_date: '2028-12-31T23:59:59Z',
    description: { brand_name: 'VISA', display_token: '**** **** **** 4242', holder_name: 'Camille Martin' },
    owner: 'CUST-000457',
  };

  it('accepts a token', () => {
    expect(findings('v1 schema Token', token)).toEqual([]);
  });

  it('checks the expiration date and the description', () => {
    expect(findings('v1 schema Token', { ...token, expiration_date: '12/28' })).toEqual([{ pointer: '/expiration_date', keyword: 'format' }]);
    expect(findings('v1 schema Token', withValue(token, ['description', 'brand'], 'VISA'))).toEqual([
      { pointer: '/description/brand', keyword: 'additionalProperties' },
    ]);
  });
});

// ------------------------------------------------------------------------------------ errors

describe('ApiError (seed §3, §8)', () => {
  const errorCodes = [
    'FORBIDDEN', 'INTERNAL_SERVER_ERROR', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'NOT_IMPLEMENTED', 'NOT_FOUND', 'ALREADY_EXISTS',
    'NO_SUCH_EXPERIENCE', 'EXPERIENCE_NOT_ELIGIBLE', 'UNAUTHORIZED_OUTGOING_CALL', 'AUTHORIZE_NOT_ALLOWED', 'PLUGIN_UNHANDLED_ERROR',
    'PLUGIN_WORKFLOW_ERROR', 'PLUGIN_INPUT_ERROR', 'CREATE_ROOT_ENTITY_ERROR', 'ENTITY_SHOULD_HAVE_NAME_ERROR',
    'ENTITY_SHOULD_HAVE_PARENT_ERROR', 'ENTITY_NOT_FOUND_ERROR', 'TRANSACTION_NOT_FOUND_ERROR', 'SESSION_ALREADY_SUBMITTED_ERROR',
    'CREDIT_ALREADY_COMMITTED_ERROR', 'CREDIT_NOT_COMMITTED',
  ];

  it('lists every error code', () => {
    expect(schema('ErrorCode').enum).toEqual(errorCodes);
  });

  it.each(errorCodes)('accepts error_code %s', (code) => {
    expect(findings('v1 POST /oauth/token response 400', { ...apiError, error_code: code })).toEqual([]);
  });

  it('rejects an unknown error_code', () => {
    expect(findings('v1 schema ApiError', { ...apiError, error_code: 'UNAUTHORIZED' })).toEqual([{ pointer: '/error_code', keyword: 'enum' }]);
  });

  it('needs an integer HTTP status and a date-time timestamp', () => {
    expect(findings('v1 schema ApiError', { ...apiError, status: '400' })).toEqual([{ pointer: '/status', keyword: 'type' }]);
    expect(findings('v1 schema ApiError', { ...apiError, timestamp: '14/03/2026' })).toEqual([{ pointer: '/timestamp', keyword: 'format' }]);
  });

  it('is a closed object', () => {
    expect(findings('v1 schema ApiError', { ...apiError, errorCode: 'BAD_REQUEST' })).toEqual([
      { pointer: '/errorCode', keyword: 'additionalProperties' },
    ]);
  });

  it('is the body of every v1 error status; 207 and 409 of validate carry a client action', () => {
    for (const operation of operations()) {
      for (const [status, body] of operation.responses) {
        if (!/^4/.test(status) || (operation.operationId === 'v1ValidateSession' && status === '409')) continue;
        expect(body?.mediaType, `${operation.operationId} ${status}`).toBe('application/json');
        expect(body?.schema, `${operation.operationId} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
  });
});

// ------------------------------------------------------------------------------------ POS

describe('point of sale requests (seed §3, §7)', () => {
  it('accepts a gift card availability check and a capture', () => {
    expect(findings(POS_INIT, posInit)).toEqual([]);
    expect(findings(POS_CAPTURE, posCapture)).toEqual([]);
    expect(findings(`v1 POST /${ENTITY}/sessions/init request`, posInit)).toEqual([]);
  });

  it.each([
    [['method'], '/method'],
    [['partner'], '/partner'],
    [['amount'], '/amount'],
    [['payment_data'], '/payment_data'],
    [['payment_data', 'card'], '/payment_data/card'],
    [['payment_data', 'card', 'number'], '/payment_data/card/number'],
  ])('init requires %j', (path, pointer) => {
    expect(findings(POS_INIT, without(posInit, path))).toEqual([{ pointer, keyword: 'required' }]);
  });

  it.each([
    [['order'], '/order'],
    [['order', 'reference'], '/order/reference'],
    [['order', 'currency_code'], '/order/currency_code'],
  ])('capture requires %j', (path, pointer) => {
    expect(findings(POS_CAPTURE, without(posCapture, path))).toEqual([{ pointer, keyword: 'required' }]);
  });

  it('takes the amount in minor units and an ISO 4217 currency', () => {
    expect(findings(POS_INIT, { ...posInit, amount: 25.0 + 0.5 })).toEqual([{ pointer: '/amount', keyword: 'type' }]);
    expect(findings(POS_CAPTURE, withValue(posCapture, ['order', 'currency_code'], 'eur'))).toEqual([
      { pointer: '/order/currency_code', keyword: 'pattern' },
    ]);
  });
});

// ------------------------------------------------------------------------------------ document

describe('the v1 document (seed §4, §6, §7, §9)', () => {
  const { document } = loadSpec('v1');

  it('is version 1.1, deprecated in favour of API v2, served from the sandbox only', () => {
    const info = document.info as JsonObject;
    expect(info.version).toBe('1.1');
    expect(String(info.description)).toContain('/api-v2');
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://api.sandbox.orchestra.example/v1' })]);
  });

  it('has the eleven operations, every one deprecated, tagged and with a v1 operationId', () => {
    const list = operations();
    expect(list.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort()).toEqual(
      [
        'POST /oauth/token',
        'POST /{entity}/sessions/create',
        'POST /{entity}/sessions/{session}/init',
        'POST /{entity}/sessions/{session}/validate',
        'PUT /{entity}/transactions/{action}',
        'POST /{entity}/transactions/{transaction}/{action}',
        'GET /{entity}/transactions/{transaction}',
        'GET /{entity}/sessions/{session}',
        'GET /{entity}/orders/{order}',
        'POST /{entity}/sessions/init',
        'PUT /{entity}/transactions/capture',
      ].sort(),
    );
    for (const operation of list) {
      expect(operation.deprecated, operation.operationId).toBe(true);
      expect(operation.operationId).toMatch(/^v1[A-Z][A-Za-z]+$/);
      expect((operation.node.tags as string[]).length).toBeGreaterThan(0);
    }
  });

  it('applies the security of seed §6 to each operation', () => {
    const expected: Record<string, string[][]> = {
      v1CreateToken: [['basicAuth'], ['apiKey']],
      v1CreateSession: [['oauth2'], ['apiKey']],
      v1InitSession: [['apiKey']],
      v1ValidateSession: [['apiKey']],
      v1PutTransaction: [['oauth2'], ['apiKey']],
      v1ApplyTransactionAction: [['oauth2'], ['apiKey']],
      v1GetTransaction: [['oauth2'], ['apiKey']],
      v1ListSessionTransactions: [['oauth2'], ['apiKey']],
      v1ListOrderTransactions: [['oauth2'], ['apiKey']],
      v1InitPosSession: [['oauth2'], ['apiKey']],
      v1CapturePosTransaction: [['oauth2'], ['apiKey']],
    };
    for (const operation of operations()) {
      const security = (operation.node.security as JsonObject[]).map((requirement) => Object.keys(requirement));
      expect(security, operation.operationId).toEqual(expected[operation.operationId]);
    }
    const schemes = (document.components as JsonObject).securitySchemes as JsonObject;
    expect(schemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header' });
    expect(schemes.oauth2).toMatchObject({
      type: 'oauth2',
      flows: { clientCredentials: { tokenUrl: 'https://api.sandbox.orchestra.example/v1/oauth/token' } },
    });
  });

  it('offers an optional x-idempotency-key on transaction actions, held 14 days', () => {
    const param = parameter(operationById('v1ApplyTransactionAction'), 'header', 'x-idempotency-key');
    expect(param).toMatchObject({ required: false, schema: { type: 'string' } });
    expect(flat(param?.description)).toContain('14 days');
  });

  it('marks the lookup by order reference as deprecated because references are not unique', () => {
    const operation = operationById('v1ListOrderTransactions');
    expect(operation.deprecated).toBe(true);
    expect(flat(operation.node.description)).toContain('references are not unique');
    expect(parameter(operation, 'path', 'order')).toMatchObject({ schema: { $ref: '#/components/schemas/OrderReference' } });
  });

  it('closes every object schema, or says why it is open', () => {
    const open: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${at}/${index}`));
      if (!isObject(node)) return;
      if (node.type === 'object') {
        expect(node, at).toHaveProperty('required');
        expect(node, at).toHaveProperty('additionalProperties');
        if (node.additionalProperties === true) {
          open.push(at);
          expect(String(node.description), at).toMatch(/open/);
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'examples') visit(value, `${at}/${key}`);
    };
    visit((document.components as JsonObject).schemas, '#/components/schemas');
    expect(open.length).toBeGreaterThan(0);
  });
});

describe('every v1 example is valid against its operation', () => {
  const cases: Array<[string, string, unknown]> = [];
  for (const operation of operations()) {
    const method = operation.method.toUpperCase();
    for (const [name, example] of Object.entries(operation.requestBody?.examples ?? {})) {
      cases.push([`${operation.operationId} request ${name}`, `v1 ${method} ${operation.path} request`, example.value]);
    }
    for (const [status, body] of operation.responses) {
      for (const [name, example] of Object.entries(body?.examples ?? {})) {
        cases.push([`${operation.operationId} ${status} ${name}`, `v1 ${method} ${operation.path} response ${status}`, example.value]);
      }
    }
  }

  it('has an example for every request body and every response with a body', () => {
    for (const operation of operations()) {
      if (operation.requestBody) expect(Object.keys(operation.requestBody.examples).length, `${operation.operationId} request`).toBeGreaterThan(0);
      for (const [status, body] of operation.responses) {
        if (body) expect(Object.keys(body.examples).length, `${operation.operationId} ${status}`).toBeGreaterThan(0);
      }
    }
    expect(cases.length).toBe(52);
  });

  it.each(cases)('%s', (_label, annotation, value) => {
    expect(findings(annotation, value)).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ helpers

/** A description with its line breaks folded, to search for a phrase. */
function flat(text: unknown): string {
  return String(text).replace(/\s+/g, ' ');
}

function operations(): Operation[] {
  return listOperations('v1', loadSpec('v1').document);
}

function operationById(operationId: string): Operation {
  const operation = operations().find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no v1 operation ${operationId}`);
  return operation;
}

function schema(name: string): JsonObject {
  const schemas = (loadSpec('v1').document.components as JsonObject).schemas as JsonObject;
  const found = schemas[name];
  if (!isObject(found)) throw new Error(`no v1 schema ${name}`);
  return found;
}

/** A parameter of an operation, from the path item or the operation, with `$ref`s resolved. */
function parameter(operation: Operation, location: string, name: string): JsonObject | undefined {
  const document = loadSpec('v1').document;
  const components = (document.components as JsonObject).parameters as JsonObject;
  const pathItem = (document.paths as JsonObject)[operation.path] as JsonObject;
  const all = [...((pathItem.parameters as JsonObject[]) ?? []), ...((operation.node.parameters as JsonObject[]) ?? [])];
  return all
    .map((param) => (typeof param.$ref === 'string' ? (components[param.$ref.split('/').pop()!] as JsonObject) : param))
    .find((param) => param.in === location && param.name === name);
}
