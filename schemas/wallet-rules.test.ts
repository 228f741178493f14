/**
 * Wallet API rules (seed §3, §4, §5, §7) as enforced by specs/wallet.yaml through the sample
 * checker. Each rule has a payload that passes and at least one that breaks it, with the exact
 * pointer and keyword the checker must report.
 */
import { describe, expect, it } from 'vitest';
import { validateSample } from './index.ts';
import { listOperations } from './operations.ts';
import { loadSpec } from './spec-loader.ts';
import { isObject, type JsonObject } from './spec-types.ts';

type Finding = { pointer: string; keyword: string };

/** Pointer and keyword of every finding, in order: the message text is not under test here. */
function findings(annotation: string, value: unknown): Finding[] {
  return validateSample(annotation, value).map(({ pointer, keyword }) => ({ pointer, keyword }));
}

const SESSION_REQUEST = 'wallet POST /v2/session request';
const SESSION_RESPONSE = 'wallet POST /v2/session response 201';
const LIST = 'wallet GET /v2/{customer_id}/sessions/{wallet_session_id}/tokens response 200';
const ADD = 'wallet POST /v2/{customer_id}/sessions/{wallet_session_id}/tokens request';
const STATUS = 'wallet PATCH /v2/{customer_id}/tokens/{token_id}/status request';

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

const token: JsonObject = {
  id: '9b2e7f10-5c3d-4e8a-b1f2-3a4b5c6d7e8f',
  value: 'pm_1Qx7Yb2eZvKYlo2C8dF3gH4j',
  uniqueness_token: 'fp_7c1e4b9a2d',
  expiration_date: '09/28',
  owner_reference: 'shopper-20260315-0042',
  merchant: 'merchant-4f2a9c',
  status: 'ACTIVE',
  description: { brand_name: 'VISA', display_token: '**** 4242', holder_name: 'Camille Martin' },
  payment_id: { partner: 'stripe', method: 'credit-card' },
  created_at: '2026-02-02T14:12:09Z',
  updated_at: '2026-03-01T08:45:31Z',
  favorite: true,
};

const addRequest: JsonObject = {
  token: 'pm_1Qx7Yb2eZvKYlo2C8dF3gH4j',
  expiration_date: '09/28',
  description: { brand_name: 'VISA', display_token: '**** 4242', holder_name: 'Camille Martin' },
  payment_id: { partner: 'stripe', method: 'credit-card' },
  uniqueness_token: 'fp_7c1e4b9a2d',
  pin_code: '4821',
  reason: 'Saved by the shopper at checkout',
};

describe('wallet session: owner_reference is required (seed §5)', () => {
  it('accepts an owner_reference', () => {
    expect(findings(SESSION_REQUEST, { owner_reference: 'shopper-20260315-0042' })).toEqual([]);
  });

  it('rejects a body without owner_reference', () => {
    expect(findings(SESSION_REQUEST, {})).toEqual([{ pointer: '/owner_reference', keyword: 'required' }]);
  });

  it('rejects an empty owner_reference', () => {
    expect(findings(SESSION_REQUEST, { owner_reference: '' })).toEqual([{ pointer: '/owner_reference', keyword: 'minLength' }]);
  });

  it('is a closed object: a misspelt field is an error', () => {
    expect(findings(SESSION_REQUEST, { owner_reference: 'shopper-1', owner_ref: 'shopper-1' })).toEqual([
      { pointer: '/owner_ref', keyword: 'additionalProperties' },
    ]);
  });

  it('is checked on a concrete path too', () => {
    expect(findings('wallet post /v2/session request', {})).toEqual([{ pointer: '/owner_reference', keyword: 'required' }]);
  });
});

describe('wallet session response (seed §7: 201 returns session_id, owner_reference, merchant, expiration_date)', () => {
  const session = {
    session_id: '6f1c2d8e-3b4a-4c5d-9e8f-0a1b2c3d4e5f',
    owner_reference: 'shopper-20260315-0042',
    merchant: 'merchant-4f2a9c',
    expiration_date: '2026-03-15T10:30:00Z',
  };

  it('accepts a complete session', () => {
    expect(findings(SESSION_RESPONSE, session)).toEqual([]);
    expect(findings('wallet schema WalletSession', session)).toEqual([]);
  });

  it.each(['session_id', 'owner_reference', 'merchant', 'expiration_date'])('requires %s', (field) => {
    expect(findings(SESSION_RESPONSE, without(session, [field]))).toEqual([{ pointer: `/${field}`, keyword: 'required' }]);
  });

  it('needs a date-time expiration_date', () => {
    expect(findings(SESSION_RESPONSE, { ...session, expiration_date: '15/03/2026' })).toEqual([
      { pointer: '/expiration_date', keyword: 'format' },
    ]);
  });

  it('is a closed object', () => {
    expect(findings(SESSION_RESPONSE, { ...session, expires_at: '2026-03-15T10:30:00Z' })).toEqual([
      { pointer: '/expires_at', keyword: 'additionalProperties' },
    ]);
  });
});

describe('wallet token add (seed §5)', () => {
  it('accepts a complete request', () => {
    expect(findings(ADD, addRequest)).toEqual([]);
    expect(findings('wallet schema WalletTokenAddRequest', addRequest)).toEqual([]);
  });

  it('accepts the minimal request: uniqueness_token, pin_code, reason and holder_name are optional', () => {
    const minimal = {
      token: 'pm_1Qx7Yb2eZvKYlo2C8dF3gH4j',
      expiration_date: '09/28',
      description: { brand_name: 'VISA', display_token: '**** 4242' },
      payment_id: { partner: 'stripe', method: 'credit-card' },
    };
    expect(findings(ADD, minimal)).toEqual([]);
  });

  it('is checked on a concrete path', () => {
    expect(findings('wallet POST /v2/shopper-20260315-0042/sessions/6f1c2d8e-3b4a-4c5d-9e8f-0a1b2c3d4e5f/tokens request', addRequest)).toEqual([]);
  });

  it.each([
    [['token'], '/token'],
    [['expiration_date'], '/expiration_date'],
    [['description'], '/description'],
    [['payment_id'], '/payment_id'],
    [['description', 'brand_name'], '/description/brand_name'],
    [['description', 'display_token'], '/description/display_token'],
    [['payment_id', 'partner'], '/payment_id/partner'],
    [['payment_id', 'method'], '/payment_id/method'],
  ])('requires %j', (path, pointer) => {
    expect(findings(ADD, without(addRequest, path))).toEqual([{ pointer, keyword: 'required' }]);
  });

  it.each(['13/28', '00/28', '2028-09', '9/28', '09/2028'])('rejects the expiration_date %s (MM/YY)', (expiry) => {
    expect(findings(ADD, withValue(addRequest, ['expiration_date'], expiry))).toEqual([
      { pointer: '/expiration_date', keyword: 'pattern' },
    ]);
  });

  it('rejects empty display fields', () => {
    expect(findings(ADD, withValue(addRequest, ['description', 'display_token'], ''))).toEqual([
      { pointer: '/description/display_token', keyword: 'minLength' },
    ]);
  });

  it('is closed at every level', () => {
    expect(findings(ADD, { ...addRequest, card_number: '4242424242424242' })).toEqual([
      { pointer: '/card_number', keyword: 'additionalProperties' },
    ]);
    expect(findings(ADD, withValue(addRequest, ['description', 'brand'], 'VISA'))).toEqual([
      { pointer: '/description/brand', keyword: 'additionalProperties' },
    ]);
    expect(findings(ADD, withValue(addRequest, ['payment_id', 'provider'], 'stripe'))).toEqual([
      { pointer: '/payment_id/provider', keyword: 'additionalProperties' },
    ]);
  });

  it('takes a status-free body: the status of a token changes only through a status update (seed §4)', () => {
    expect(findings(ADD, { ...addRequest, status: 'ACTIVE' })).toEqual([{ pointer: '/status', keyword: 'additionalProperties' }]);
  });
});

describe('wallet token status update (seed §4, §5)', () => {
  it.each(['ACTIVE', 'INACTIVE'])('accepts status %s', (status) => {
    expect(findings(STATUS, { status })).toEqual([]);
  });

  it('accepts an optional reason', () => {
    expect(findings(STATUS, { status: 'INACTIVE', reason: 'Card reported lost by the shopper' })).toEqual([]);
    expect(findings('wallet schema WalletTokenStatusUpdateRequest', { status: 'ACTIVE' })).toEqual([]);
  });

  it('requires status', () => {
    expect(findings(STATUS, { reason: 'Card reported lost by the shopper' })).toEqual([{ pointer: '/status', keyword: 'required' }]);
  });

  it.each(['DELETED', 'active', 'EXPIRED'])('rejects status %s', (status) => {
    expect(findings(STATUS, { status })).toEqual([{ pointer: '/status', keyword: 'enum' }]);
  });

  it('is a closed object', () => {
    expect(findings(STATUS, { status: 'ACTIVE', favorite: true })).toEqual([{ pointer: '/favorite', keyword: 'additionalProperties' }]);
  });
});

describe('status filter of the token list: ACTIVE or INACTIVE (seed §4, §7)', () => {
  it.each(['ACTIVE', 'INACTIVE'])('accepts %s', (status) => {
    expect(findings('wallet schema WalletTokenStatus', status)).toEqual([]);
  });

  it.each(['PENDING', 'active', ''])('rejects %j', (status) => {
    expect(findings('wallet schema WalletTokenStatus', status)).toEqual([{ pointer: '', keyword: 'enum' }]);
  });

  it('declares the query parameters: status optional with the enum, vault required and always true', () => {
    const { document } = loadSpec('wallet');
    const list = listOperations('wallet', document).find((operation) => operation.operationId === 'walletListSessionTokens');
    expect(list).toBeDefined();
    const components = (document.components as JsonObject).parameters as JsonObject;
    const parameters = (list!.node.parameters as JsonObject[]).map((parameter) => {
      const ref = parameter.$ref;
      return typeof ref === 'string' ? (components[ref.split('/').pop()!] as JsonObject) : parameter;
    });
    const byName = new Map(parameters.map((parameter) => [`${String(parameter.in)} ${String(parameter.name)}`, parameter]));
    expect(byName.get('query status')).toMatchObject({ required: false, schema: { $ref: '#/components/schemas/WalletTokenStatus' } });
    expect(byName.get('query vault')).toMatchObject({ required: true, schema: { type: 'boolean', const: true } });
    expect(byName.get('header x-merchant-id')).toMatchObject({ required: true });
  });
});

describe('wallet token and token list (seed §3)', () => {
  it('accepts a list of tokens, and an empty list', () => {
    expect(findings(LIST, [token, { ...token, id: '1d4a8c37-92e6-4b05-8f1a-7c2e9d3b6a40', favorite: false, status: 'INACTIVE' }])).toEqual([]);
    expect(findings(LIST, [])).toEqual([]);
  });

  it('is a plain array, not an object wrapping one', () => {
    expect(findings(LIST, { tokens: [token] })).toEqual([{ pointer: '', keyword: 'type' }]);
  });

  it('checks the token status enum inside the list', () => {
    expect(findings(LIST, [withValue(token, ['status'], 'DELETED')])).toEqual([{ pointer: '/0/status', keyword: 'enum' }]);
  });

  it('requires the nested display fields of a returned token', () => {
    expect(findings(LIST, [without(token, ['description', 'display_token'])])).toEqual([
      { pointer: '/0/description/display_token', keyword: 'required' },
    ]);
  });

  it('needs favorite as a boolean', () => {
    expect(findings('wallet schema WalletToken', withValue(token, ['favorite'], 'yes'))).toEqual([{ pointer: '/favorite', keyword: 'type' }]);
  });

  it('is a closed object: a card number is never part of a token', () => {
    expect(findings('wallet schema WalletToken', { ...token, card_number: '4242424242424242' })).toEqual([
      { pointer: '/card_number', keyword: 'additionalProperties' },
    ]);
  });

  it('accepts a token without uniqueness_token', () => {
    expect(findings('wallet schema WalletToken', without(token, ['uniqueness_token']))).toEqual([]);
  });
});

describe('wallet errors are problem documents', () => {
  const problem = {
    type: 'https://docs.orchestra.example/problems/invalid-request',
    title: 'Invalid request',
    status: 400,
    detail: 'The request body is invalid.',
    errors: [{ detail: 'must not be blank', pointer: '/owner_reference' }],
  };

  it('accepts a problem document', () => {
    expect(findings('wallet POST /v2/session response 400', problem)).toEqual([]);
    expect(findings('wallet schema Problem', problem)).toEqual([]);
  });

  it('bounds status to 100-599', () => {
    expect(findings('wallet schema Problem', { ...problem, status: 600 })).toEqual([{ pointer: '/status', keyword: 'maximum' }]);
    expect(findings('wallet schema Problem', { ...problem, status: 99 })).toEqual([{ pointer: '/status', keyword: 'minimum' }]);
  });

  it('needs a JSON pointer in each field error', () => {
    expect(findings('wallet schema Problem', { ...problem, errors: [{ detail: 'must not be blank' }] })).toEqual([
      { pointer: '/errors/0/pointer', keyword: 'required' },
    ]);
    expect(findings('wallet schema Problem', { ...problem, errors: [{ detail: 'x', pointer: 'owner_reference' }] })).toEqual([
      { pointer: '/errors/0/pointer', keyword: 'pattern' },
    ]);
  });
});

describe('every wallet example is valid against its operation', () => {
  const { document } = loadSpec('wallet');
  const cases: Array<[string, string, unknown]> = [];
  for (const operation of listOperations('wallet', document)) {
    const method = operation.method.toUpperCase();
    for (const [name, example] of Object.entries(operation.requestBody?.examples ?? {})) {
      cases.push([`${operation.operationId} request ${name}`, `wallet ${method} ${operation.path} request`, example.value]);
    }
    for (const [status, body] of operation.responses) {
      for (const [name, example] of Object.entries(body?.examples ?? {})) {
        cases.push([`${operation.operationId} ${status} ${name}`, `wallet ${method} ${operation.path} response ${status}`, example.value]);
      }
    }
  }

  it('has examples', () => {
    expect(cases.length).toBeGreaterThanOrEqual(13);
    expect(cases.every(([, , value]) => value !== undefined && (isObject(value) || Array.isArray(value)))).toBe(true);
  });

  it.each(cases)('%s', (_label, annotation, value) => {
    expect(findings(annotation, value)).toEqual([]);
  });
});
