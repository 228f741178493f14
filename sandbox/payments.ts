/**
 * Payments: creation from a client session or from the merchant's server, the authorization
 * attempts whose outcome the test values choose, partner decisions heard on refresh, the 3-D
 * Secure challenge, automatic capture, and the `Payment` view the API returns.
 */
import type { JsonObject } from '../schemas/spec-types.ts';
import { computeAmounts, computeOverview } from './amounts.ts';
import type { Context } from './context.ts';
import { isoTime } from './http.ts';
import { applyOperation } from './operations.ts';
import { orderKey, type AuthorizationAttempt, type CardDetails, type OperationRecord, type PaymentRecord } from './store.ts';
import type { TestCard, TestOutcome } from './test-values.ts';
import type { CaptureMode, Currency, Order, SplitElement, WebhookConfig } from './v2-bodies.ts';

export interface AttemptInput {
  partner: string;
  method: string;
  amount: number;
  outcome: TestOutcome;
  card?: CardDetails;
}

export interface NewPayment {
  entityId: string;
  amount: number;
  currency: Currency;
  order: Order;
  captureMode: CaptureMode;
  allowFutureUsage: boolean;
  webhook?: WebhookConfig;
  split?: SplitElement[];
  shopperRedirectionUrl?: string;
  clientSessionId?: string;
  attempts: AttemptInput[];
}

/** FNV-1a: a stable, non-reversible stand-in for the card fingerprint. */
function fingerprint(number: string): string {
  let hash = 0x811c9dc5;
  for (const char of number) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `fp_${hash.toString(16).padStart(8, '0')}`;
}

export function cardDetails(card: TestCard, expiry: { month: number; year: number }, holderName: string | undefined): CardDetails {
  return {
    bin: card.number.slice(0, 6),
    last_four_digits: card.number.slice(-4),
    ...(holderName ? { holder_name: holderName } : {}),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
    country_code: 'FR',
    fingerprint: fingerprint(card.number),
    selected_network: card.network,
    brand_type: card.brandType,
    // Frictionless when the card authorizes at once; a challenge card gets its outcome later.
    ...(card.outcome.status === 'AUTHORIZED' ? { three_ds: { eci: '05' as const, version: '2.2.0', flow: 'FRICTIONLESS' as const } } : {}),
  };
}

export function findPaymentForOrder(ctx: Context, entityId: string, reference: string): PaymentRecord | undefined {
  const id = ctx.store.paymentIdByOrder.get(orderKey(entityId, reference));
  return id === undefined ? undefined : ctx.store.payments.get(id);
}

/**
 * Stores a new payment with its authorization attempts, without side effects: the caller links
 * it (a client session records `payment_id` first, so every notification names the payment), then
 * calls `startAuthorization`.
 */
export function openPayment(ctx: Context, input: NewPayment): PaymentRecord {
  const now = ctx.now();
  const attempts = input.attempts.map(
    (attempt): AuthorizationAttempt => ({
      id: ctx.ids.next('ptx_'),
      createdAt: now,
      updatedAt: now,
      amount: attempt.amount,
      partner: attempt.partner,
      method: attempt.method,
      partnerReference: `${attempt.partner}-${ctx.ids.next('', 12)}`,
      partnerStatus: attempt.outcome.partnerStatus,
      status: attempt.outcome.status,
      ...(attempt.card ? { card: attempt.card } : {}),
      ...(input.allowFutureUsage && attempt.outcome.status === 'AUTHORIZED' ? { partnerToken: ctx.ids.next('tok_') } : {}),
      remaining: attempt.outcome.status === 'AUTHORIZED' ? attempt.amount : 0,
      ...(attempt.outcome.pending ? { pending: attempt.outcome.pending } : {}),
      capturesFail: attempt.outcome.capturesFail === true,
    }),
  );
  const payment: PaymentRecord = {
    id: ctx.ids.next('pay_'),
    createdAt: now,
    version: 1,
    ...(input.clientSessionId ? { clientSessionId: input.clientSessionId } : {}),
    entityId: input.entityId,
    order: input.order,
    amount: input.amount,
    currency: input.currency,
    captureMode: input.captureMode,
    allowFutureUsage: input.allowFutureUsage,
    ...(input.webhook ? { webhook: input.webhook } : {}),
    ...(input.split ? { split: input.split } : {}),
    ...(input.shopperRedirectionUrl ? { shopperRedirectionUrl: input.shopperRedirectionUrl } : {}),
    attempts,
    operations: { capture: [], refund: [], void: [] },
    operationReferences: { capture: new Map(), refund: new Map(), void: new Map() },
    refreshedAt: now,
  };
  ctx.store.payments.set(payment.id, payment);
  ctx.store.paymentIdByOrder.set(orderKey(payment.entityId, payment.order.reference), payment.id);
  return payment;
}

function captureAutomatically(ctx: Context, payment: PaymentRecord, attempt: AuthorizationAttempt): void {
  if (payment.captureMode !== 'AUTOMATIC' || attempt.status !== 'AUTHORIZED') return;
  applyOperation(ctx, payment, 'capture', { amount: attempt.amount, partner_transaction_id: attempt.id }, 'AUTHORIZATION');
}

/** Announces the authorization attempts of a new payment and captures the authorized ones when AUTOMATIC. */
export function startAuthorization(ctx: Context, payment: PaymentRecord): void {
  ctx.webhooks.paymentChanged(payment, 'AUTHORIZATION', payment.attempts.length);
  for (const attempt of payment.attempts) captureAutomatically(ctx, payment, attempt);
}

function settle(ctx: Context, payment: PaymentRecord, attempt: AuthorizationAttempt, status: 'AUTHORIZED' | 'REFUSED', partnerStatus: string): void {
  attempt.status = status;
  attempt.partnerStatus = partnerStatus;
  attempt.updatedAt = ctx.now();
  attempt.remaining = status === 'AUTHORIZED' ? attempt.amount : 0;
  delete attempt.pending;
  if (status === 'AUTHORIZED' && payment.allowFutureUsage) attempt.partnerToken = ctx.ids.next('tok_');
  payment.version += 1;
  ctx.webhooks.paymentChanged(payment, 'AUTHORIZATION', 1);
  captureAutomatically(ctx, payment, attempt);
}

/** Asks the partners again: attempts whose partner has decided take that decision. */
export function refreshPayment(ctx: Context, payment: PaymentRecord): void {
  for (const attempt of payment.attempts) {
    if (attempt.status === 'PENDING' && attempt.pending === 'partner') settle(ctx, payment, attempt, 'AUTHORIZED', 'succeeded');
  }
  payment.refreshedAt = ctx.now();
}

/** The attempt waiting for the shopper's 3-D Secure challenge, if any. */
export function challengedAttempt(payment: PaymentRecord): AuthorizationAttempt | undefined {
  return payment.attempts.find((attempt) => attempt.status === 'PENDING' && attempt.pending === 'challenge');
}

/** The shopper answered the challenge: authenticated → AUTHORIZED, failed → REFUSED. */
export function completeChallenge(ctx: Context, payment: PaymentRecord, attempt: AuthorizationAttempt, authenticated: boolean): void {
  if (attempt.card) attempt.card.three_ds = { eci: authenticated ? '05' : '07', version: '2.2.0', flow: 'CHALLENGE' };
  ctx.webhooks.paymentChanged(payment, 'AUTHENTICATION', 1);
  settle(ctx, payment, attempt, authenticated ? 'AUTHORIZED' : 'REFUSED', authenticated ? 'succeeded' : 'authentication_failed');
}

function attemptView(attempt: AuthorizationAttempt): JsonObject {
  return {
    id: attempt.id,
    created_at: isoTime(attempt.createdAt),
    updated_at: isoTime(attempt.updatedAt),
    amount: attempt.amount,
    partner: attempt.partner,
    method: attempt.method,
    partner_reference: attempt.partnerReference,
    partner_status: attempt.partnerStatus,
    ...(attempt.partnerToken ? { partner_token: attempt.partnerToken } : {}),
    status: attempt.status,
    ...(attempt.card ? { card: attempt.card } : {}),
    remaining_amount: attempt.remaining,
  };
}

function operationView(operation: OperationRecord): JsonObject {
  const created = isoTime(operation.createdAt);
  return {
    id: operation.id,
    amount: operation.amount,
    created_at: created,
    updated_at: created,
    triggered_by: operation.triggeredBy,
    ...(operation.merchantReference !== undefined ? { merchant_reference: operation.merchantReference } : {}),
    status: operation.status,
    partner_transactions: operation.partnerTransactions.map((transaction) => ({
      id: transaction.id,
      created_at: isoTime(transaction.createdAt),
      updated_at: isoTime(transaction.createdAt),
      amount: transaction.amount,
      partner: transaction.partner,
      method: transaction.method,
      partner_reference: transaction.partnerReference,
      partner_status: transaction.partnerStatus,
      status: transaction.status,
      remaining_amount: transaction.remaining,
    })),
    ...(operation.order ? { order: operation.order } : {}),
  };
}

export function authorizationView(payment: PaymentRecord): JsonObject {
  // The newest attempt carries the authorization's status (seed §3: attempts in order).
  const newest = payment.attempts[payment.attempts.length - 1];
  return { status: newest?.status ?? 'PENDING', partner_transactions: payment.attempts.map(attemptView) };
}

export function challengeUrl(ctx: Context, payment: PaymentRecord): string {
  return ctx.urls.pay(`/sandbox/3ds/${payment.id}`);
}

export function paymentView(ctx: Context, payment: PaymentRecord): JsonObject {
  const amounts = computeAmounts(payment);
  const self = ctx.urls.api('v2', `/v2/payments/${payment.id}`);
  return {
    id: payment.id,
    created_at: isoTime(payment.createdAt),
    version: payment.version,
    ...(payment.clientSessionId ? { client_session_id: payment.clientSessionId } : {}),
    entity_id: payment.entityId,
    order_reference: payment.order.reference,
    order: payment.order,
    amount: payment.amount,
    currency: payment.currency,
    capture_mode: payment.captureMode,
    allow_future_usage: payment.allowFutureUsage,
    overview: computeOverview(amounts),
    amounts,
    ...(payment.split ? { split: payment.split } : {}),
    authorization: authorizationView(payment),
    captures: payment.operations.capture.map(operationView),
    voids: payment.operations.void.map(operationView),
    refunds: payment.operations.refund.map(operationView),
    links: {
      self,
      ...(amounts.available_to_capture > 0 ? { capture: `${self}/captures` } : {}),
      ...(amounts.available_to_refund > 0 ? { refund: `${self}/refunds` } : {}),
      ...(amounts.available_to_void > 0 ? { void: `${self}/voids` } : {}),
    },
    ...(payment.webhook ? { webhook: payment.webhook } : {}),
    // Only while a challenge waits for the shopper: the one non-final attempt the shopper can move.
    ...(challengedAttempt(payment) ? { redirection: { method: 'GET', href: challengeUrl(ctx, payment), media_type: 'text/html' } } : {}),
  };
}

/**
 * Where the shopper goes back to the merchant: `shopper_redirection_url` with `payment_id` and
 * `signature`, a compact JWS (RS256, key in `GET /v2/signing-jwks`) of
 * `{payment_id, client_session_id?, status, iat}`. Undefined without a redirection URL.
 */
export async function shopperReturnUrl(ctx: Context, payment: PaymentRecord): Promise<string | undefined> {
  if (!payment.shopperRedirectionUrl) return undefined;
  const signature = await ctx.signer.sign({
    payment_id: payment.id,
    ...(payment.clientSessionId ? { client_session_id: payment.clientSessionId } : {}),
    status: authorizationView(payment).status,
    iat: Math.floor(ctx.now() / 1000),
  });
  const url = new URL(payment.shopperRedirectionUrl);
  url.searchParams.set('payment_id', payment.id);
  url.searchParams.set('signature', signature);
  return url.toString();
}
