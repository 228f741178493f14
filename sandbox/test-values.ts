/**
 * The documented test values of the sandbox: credentials, entities, test cards and amounts that
 * choose an outcome, eligible solutions and lifetimes. This file is the one source the docs quote
 * (tutorials, the try-it panel, sandbox/README.md); change a value here and in the README together.
 */

/** Test credentials. Every sandbox accepts exactly these; nothing else authenticates. */
export const SANDBOX_CREDENTIALS = {
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
  /** `x-api-key`, for `GET /v2/signing-jwks`, the wallet API and API v1. */
  apiKey: 'sandbox-api-key',
  /** `x-merchant-id` of the wallet API (the sandbox accepts any non-empty id and scopes data to it). */
  merchantId: 'merchant-4f2a9c',
} as const;

/** Scopes of the test client; a token request without `scope` gets both. */
export const SANDBOX_SCOPES = ['payment-api', 'orchestration-api'] as const;

/**
 * The entities the test credentials own (the ids of the spec examples), usable with API v2 and
 * API v1. Any other entity is refused: 403 in v2 ("the entity is not yours"), 404
 * ENTITY_NOT_FOUND_ERROR in v1.
 */
export const SANDBOX_ENTITY_IDS = ['7c1e2d4a-5b6f-4a8e-9d3c-1f2e3a4b5c6d', '3f1c2a4e-8b7d-4c1e-9f0a-5d6b7c8e9f01'] as const;

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
/** Client sessions, wallet sessions and v1 sessions all live 30 minutes (the spec examples' span). */
export const SESSION_LIFETIME_SECONDS = 1800;
export const V1_IDEMPOTENCY_RETENTION_SECONDS = 14 * 24 * 3600;
/** Larger bodies are answered 413 (PAYLOAD_TOO_LARGE in v1). */
export const MAX_BODY_BYTES = 1_048_576;

/** The hosted payment page host (`links.hosted_page`) and the widget script of embedded sessions. */
export const HOSTED_PAGE_ORIGIN = 'https://pay.sandbox.orchestra.example';
export const WIDGET_JS_URL = 'https://cdn.sandbox.orchestra.example/widget/v3/orchestra-widget.js';

export type TestAuthorizationStatus = 'AUTHORIZED' | 'PENDING' | 'REFUSED' | 'ERROR';

export interface TestOutcome {
  status: TestAuthorizationStatus;
  /**
   * Who ends a PENDING authorization: `challenge`, the shopper on the sandbox 3-D Secure page
   * (the payment carries a `redirection` to it); `partner`, the partner, which has already
   * decided AUTHORIZED and is heard at the next refresh of the payment (a read without a
   * satisfying `Cache-Control: max-age`).
   */
  pending?: 'challenge' | 'partner';
  /** Authorizes, but every capture on it fails (operation status FAILURE). */
  capturesFail?: boolean;
  /** The partner's own status code, shown as `partner_status`. */
  partnerStatus: string;
  summary: string;
}

export type CardNetwork = 'VISA' | 'MASTERCARD' | 'CARTE_BANCAIRE' | 'AMERICAN_EXPRESS';
export type CardBrandType = 'VISA_CREDIT' | 'VISA_DEBIT' | 'MASTERCARD_CREDIT' | 'MASTERCARD_DEBIT';

export interface TestCard {
  number: string;
  network: CardNetwork;
  brandType: CardBrandType;
  outcome: TestOutcome;
}

const authorized: TestOutcome = { status: 'AUTHORIZED', partnerStatus: 'succeeded', summary: 'authorized (frictionless 3-D Secure)' };

/** Card payments (the sandbox pay call): the card number decides. Other numbers are refused with 400. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', network: 'VISA', brandType: 'VISA_CREDIT', outcome: authorized },
  { number: '5555555555554444', network: 'MASTERCARD', brandType: 'MASTERCARD_DEBIT', outcome: authorized },
  {
    number: '4000000000003220',
    network: 'VISA',
    brandType: 'VISA_CREDIT',
    outcome: { status: 'PENDING', pending: 'challenge', partnerStatus: 'requires_action', summary: 'PENDING with a redirection to the 3-D Secure challenge page' },
  },
  {
    number: '4000000000000259',
    network: 'VISA',
    brandType: 'VISA_DEBIT',
    outcome: { status: 'PENDING', pending: 'partner', partnerStatus: 'processing', summary: 'PENDING; AUTHORIZED at the next refresh of the payment' },
  },
  {
    number: '4000000000000002',
    network: 'VISA',
    brandType: 'VISA_CREDIT',
    outcome: { status: 'REFUSED', partnerStatus: 'card_declined', summary: 'REFUSED by the issuer' },
  },
  {
    number: '4000000000000119',
    network: 'VISA',
    brandType: 'VISA_CREDIT',
    outcome: { status: 'ERROR', partnerStatus: 'processing_error', summary: 'ERROR (technical failure at the partner)' },
  },
  {
    number: '4000000000000341',
    network: 'VISA',
    brandType: 'VISA_CREDIT',
    outcome: { status: 'AUTHORIZED', capturesFail: true, partnerStatus: 'succeeded', summary: 'AUTHORIZED, but every capture fails (operation FAILURE)' },
  },
];

/**
 * Payments without a card (`POST /v2/payments`, PayPal, API v1): the last two digits of the
 * amount in minor units decide. Any other ending authorizes.
 */
export const TEST_AMOUNT_ENDINGS: ReadonlyArray<{ ending: number; outcome: TestOutcome }> = [
  { ending: 1, outcome: { status: 'REFUSED', partnerStatus: 'declined', summary: 'REFUSED' } },
  { ending: 2, outcome: { status: 'PENDING', pending: 'partner', partnerStatus: 'processing', summary: 'PENDING; AUTHORIZED at the next refresh' } },
  { ending: 3, outcome: { status: 'PENDING', pending: 'challenge', partnerStatus: 'requires_action', summary: 'PENDING with a 3-D Secure challenge redirection' } },
  { ending: 5, outcome: { status: 'ERROR', partnerStatus: 'processing_error', summary: 'ERROR' } },
];

export function testCardFor(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

export function outcomeForAmount(amount: number): TestOutcome {
  return TEST_AMOUNT_ENDINGS.find((entry) => entry.ending === amount % 100)?.outcome ?? { ...authorized, summary: 'authorized' };
}

export interface Solution {
  partner: string;
  method: string;
  currencies: readonly string[];
  /** Card methods need `card` in the sandbox pay call; the others are decided by the amount. */
  card: boolean;
}

/** What a client session offers (`eligible_solutions`), by currency. */
export const ELIGIBLE_SOLUTIONS: readonly Solution[] = [
  { partner: 'stripe', method: 'credit-card', currencies: ['CHF', 'EUR', 'GBP', 'JPY', 'USD'], card: true },
  { partner: 'paypal', method: 'paypal', currencies: ['EUR', 'GBP', 'USD'], card: false },
];

/** The solution of a `POST /v2/payments` without `split`. */
export const DEFAULT_SOLUTION = { partner: 'stripe', method: 'credit-card' } as const;

export interface V1Protocol {
  partner: string;
  method: string;
  currencies: readonly string[];
  labels: Record<string, string>;
  template: string;
  contracts: string[];
  settings: {
    save_token: boolean;
    pay_token: boolean;
    refund_priority: number;
    payment_min_amount: number;
    payment_max_amount: number;
    pay_mix: boolean;
    pay_express: boolean;
    direct_debit: boolean;
    payment_time: 'ON_ORDER';
    refund_type: 'AUTO' | 'CREDIT';
    refund_backup: 'MANUAL';
  };
}

/**
 * API v1 payment experiences. A session offers those whose currencies include the order's and
 * whose amount bounds hold the order amount; when none does, session creation answers 204
 * (for example an amount above 999999, or a currency such as SEK).
 */
export const V1_PROTOCOLS: readonly V1Protocol[] = [
  {
    partner: 'payzen',
    method: 'creditcard',
    currencies: ['CHF', 'EUR', 'GBP', 'JPY', 'USD'],
    labels: { 'fr-FR': 'Carte bancaire', 'en-GB': 'Bank card' },
    template: 'card',
    contracts: ['PAYZEN-ECOM-01'],
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
  },
  {
    partner: 'illicado',
    method: 'giftcard',
    currencies: ['EUR'],
    labels: { 'fr-FR': 'Carte cadeau Illicado', 'en-GB': 'Illicado gift card' },
    template: 'giftcard',
    contracts: ['ILLICADO-01'],
    settings: {
      save_token: false,
      pay_token: false,
      refund_priority: 2,
      payment_min_amount: 0,
      payment_max_amount: 150000,
      pay_mix: true,
      pay_express: false,
      direct_debit: false,
      payment_time: 'ON_ORDER',
      refund_type: 'CREDIT',
      refund_backup: 'MANUAL',
    },
  },
];

/** Point-of-sale gift cards and their starting balance in minor units. Other numbers: 400 PLUGIN_INPUT_ERROR. */
export const TEST_GIFT_CARDS: ReadonlyArray<{ number: string; balance: number }> = [
  { number: '6280390000123456', balance: 10000 },
];

export function isSandboxEntity(id: string): boolean {
  return (SANDBOX_ENTITY_IDS as readonly string[]).includes(id);
}
