/**
 * The shopper's side, which the real platform runs in its hosted page and widget and which a
 * tutorial must be able to play. Sandbox-only routes, in no spec:
 *
 * - `GET /entities/{entity_id}/sessions/{session_id}`: the hosted payment page (HTML).
 * - `POST /sandbox/entities/{entity_id}/sessions/{session_id}/pay`, body
 *   `{ partner, method, card?: { number, expiry_month, expiry_year, cvc, holder_name? } }`: pays the
 *   session with an eligible solution (a test card for card methods). The session goes
 *   CHOICE_IN_PROGRESS then SUBMITTED and the payment is created, whatever its outcome. Answers 200
 *   `{ payment_id, status, redirect_url }`: the 3-D Secure page for a challenge, otherwise
 *   `shopper_redirection_url` with `payment_id` and `signature`.
 * - `GET /sandbox/3ds/{payment_id}`: the 3-D Secure challenge page (HTML).
 * - `POST /sandbox/3ds/{payment_id}`, body `{ authenticated: boolean }`: answers the challenge;
 *   200 `{ payment_id, status, redirect_url? }`.
 *
 * JSON answers (not 303 redirects) so that `fetch` callers, which cannot read a cross-origin
 * redirect, get the URL; the pages follow it themselves.
 */
import type { JsonObject } from '../schemas/spec-types.ts';
import { hostedPagePath, isOpen, observeExpiry, setStatus } from './client-sessions.ts';
import type { Context } from './context.ts';
import { challengePage, hostedPaymentPage, notFoundPage } from './hosted-pages.ts';
import { decodeSegment, html, json } from './http.ts';
import {
  authorizationView,
  cardDetails,
  challengedAttempt,
  challengeUrl,
  completeChallenge,
  findPaymentForOrder,
  openPayment,
  shopperReturnUrl,
  startAuthorization,
} from './payments.ts';
import { problem, type FieldError } from './problems.ts';
import type { PaymentRecord } from './store.ts';
import { ELIGIBLE_SOLUTIONS, TEST_CARDS, outcomeForAmount, testCardFor } from './test-values.ts';
import type { SandboxResponse } from './types.ts';

/**
 * Bodies of the sandbox-only calls, as JSON Schema: the registry validates them like any spec
 * body, so their errors read like every other 400 of the sandbox.
 */
const PAY_REQUEST: JsonObject = {
  type: 'object',
  additionalProperties: false,
  required: ['partner', 'method'],
  properties: {
    partner: { type: 'string', minLength: 1 },
    method: { type: 'string', minLength: 1 },
    card: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'expiry_month', 'expiry_year', 'cvc'],
      properties: {
        number: { type: 'string', pattern: '^[0-9]{12,19}$' },
        expiry_month: { type: 'integer', minimum: 1, maximum: 12 },
        expiry_year: { type: 'integer', minimum: 2000, maximum: 2100 },
        cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
        holder_name: { type: 'string', minLength: 1 },
      },
    },
  },
};

interface PayRequest {
  partner: string;
  method: string;
  card?: { number: string; expiry_month: number; expiry_year: number; cvc: string; holder_name?: string };
}

const CHALLENGE_ANSWER: JsonObject = {
  type: 'object',
  additionalProperties: false,
  required: ['authenticated'],
  properties: { authenticated: { type: 'boolean' } },
};

type Parsed<T> = { ok: true; value: T } | { ok: false; response: SandboxResponse };

function invalid(path: string, detail: string, errors: FieldError[] = []): SandboxResponse {
  return problem('v2', path, 400, { detail, error: 'INVALID_REQUEST', errors });
}

/** Parses and validates a JSON body; `T` is the shape `schema` guarantees. */
function parse<T>(ctx: Context, schema: JsonObject, raw: string | undefined, path: string): Parsed<T> {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return { ok: false, response: invalid(path, 'The request body must be JSON.') };
  }
  const errors = ctx.registry.validate('v2', schema, value);
  if (errors.length === 0) return { ok: true, value: value as T };
  return { ok: false, response: invalid(path, 'The request body is invalid.', errors.map((error) => ({ pointer: error.pointer, detail: error.message }))) };
}

const sessionNotFound = (path: string, id: string) => problem('v2', path, 404, { detail: `No client session ${id} exists for this entity.`, error: 'NOT_FOUND' });

async function pay(ctx: Context, [entityId, sessionId]: string[], body: string | undefined, path: string): Promise<SandboxResponse> {
  const session = ctx.store.clientSessions.get(sessionId ?? '');
  if (!session || session.request.entity_id !== entityId) return sessionNotFound(path, sessionId ?? '');
  const parsed = parse<PayRequest>(ctx, PAY_REQUEST, body, path);
  if (!parsed.ok) return parsed.response;
  const { partner, method, card } = parsed.value;
  observeExpiry(ctx, session);
  if (!isOpen(session)) {
    return problem('v2', path, 400, { detail: `The client session is ${session.status}; it accepts no payment.`, error: 'SESSION_NOT_PAYABLE' });
  }
  if (!session.eligible.some((solution) => solution.partner === partner && solution.method === method)) {
    const detail = `${partner}/${method} is not eligible for this session; eligible: ${session.eligible.map((solution) => `${solution.partner}/${solution.method}`).join(', ')}`;
    return invalid(path, detail, [{ pointer: '/method', detail }]);
  }
  const isCardMethod = ELIGIBLE_SOLUTIONS.some((solution) => solution.partner === partner && solution.method === method && solution.card);
  if (isCardMethod !== (card !== undefined)) {
    const detail = isCardMethod ? `${method} needs a card` : `${method} takes no card`;
    return invalid(path, detail, [{ pointer: '/card', detail }]);
  }
  const testCard = card ? testCardFor(card.number) : undefined;
  if (card && !testCard) {
    const detail = `${card.number} is not a sandbox test card; use one of ${TEST_CARDS.map((candidate) => candidate.number).join(', ')}`;
    return invalid(path, detail, [{ pointer: '/card/number', detail }]);
  }
  const request = session.request;
  const existing = findPaymentForOrder(ctx, request.entity_id, request.order.reference);
  if (existing) {
    return problem('v2', path, 409, { detail: `A payment already exists for order reference ${request.order.reference}.`, error: 'IDEMPOTENCY_CONFLICT', resourceId: existing.id });
  }

  setStatus(ctx, session, 'CHOICE_IN_PROGRESS');
  const payment = openPayment(ctx, {
    entityId: request.entity_id,
    amount: request.amount,
    currency: request.currency,
    order: request.order,
    captureMode: request.capture_mode ?? 'MANUAL',
    allowFutureUsage: request.allow_future_usage ?? false,
    ...(request.webhook ? { webhook: request.webhook } : {}),
    shopperRedirectionUrl: request.shopper_redirection_url,
    clientSessionId: session.id,
    attempts: [
      {
        partner,
        method,
        amount: request.amount,
        outcome: testCard?.outcome ?? outcomeForAmount(request.amount),
        ...(card && testCard ? { card: cardDetails(testCard, { month: card.expiry_month, year: card.expiry_year }, card.holder_name) } : {}),
      },
    ],
  });
  session.paymentId = payment.id;
  setStatus(ctx, session, 'SUBMITTED');
  startAuthorization(ctx, payment);
  const redirectUrl = challengedAttempt(payment) ? challengeUrl(ctx, payment) : await shopperReturnUrl(ctx, payment);
  return json(200, { payment_id: payment.id, status: authorizationView(payment).status, redirect_url: redirectUrl });
}

function hostedPage(ctx: Context, [entityId, sessionId]: string[]): SandboxResponse {
  const session = ctx.store.clientSessions.get(sessionId ?? '');
  if (!session || session.request.entity_id !== entityId) return html(404, notFoundPage(`No payment session ${sessionId} exists.`));
  observeExpiry(ctx, session);
  const expiryYear = new Date(ctx.now()).getUTCFullYear() + 3;
  return html(200, hostedPaymentPage(session, `/sandbox${hostedPagePath(session)}/pay`, expiryYear));
}

function challengedPayment(ctx: Context, paymentId: string | undefined): PaymentRecord | undefined {
  const payment = ctx.store.payments.get(paymentId ?? '');
  return payment && challengedAttempt(payment) ? payment : undefined;
}

function challenge(ctx: Context, [paymentId]: string[]): SandboxResponse {
  const payment = challengedPayment(ctx, paymentId);
  if (!payment) return html(404, notFoundPage(`No 3-D Secure check is waiting for payment ${paymentId}.`));
  return html(200, challengePage(payment, `/sandbox/3ds/${payment.id}`));
}

async function answerChallenge(ctx: Context, [paymentId]: string[], body: string | undefined, path: string): Promise<SandboxResponse> {
  const payment = ctx.store.payments.get(paymentId ?? '');
  if (!payment) return problem('v2', path, 404, { detail: `No payment ${paymentId} exists.`, error: 'NOT_FOUND' });
  const parsed = parse<{ authenticated: boolean }>(ctx, CHALLENGE_ANSWER, body, path);
  if (!parsed.ok) return parsed.response;
  const attempt = challengedAttempt(payment);
  if (!attempt) return problem('v2', path, 400, { detail: `No 3-D Secure check is waiting for payment ${payment.id}.`, error: 'NO_CHALLENGE' });
  completeChallenge(ctx, payment, attempt, parsed.value.authenticated);
  const redirectUrl = await shopperReturnUrl(ctx, payment);
  return json(200, { payment_id: payment.id, status: authorizationView(payment).status, ...(redirectUrl ? { redirect_url: redirectUrl } : {}) });
}

type ShopperHandler = (ctx: Context, match: string[], body: string | undefined, path: string) => SandboxResponse | Promise<SandboxResponse>;

const ROUTES: ReadonlyArray<{ method: string; pattern: RegExp; handler: ShopperHandler }> = [
  { method: 'GET', pattern: /^\/entities\/([^/]+)\/sessions\/([^/]+)\/?$/, handler: hostedPage },
  { method: 'POST', pattern: /^\/sandbox\/entities\/([^/]+)\/sessions\/([^/]+)\/pay\/?$/, handler: pay },
  { method: 'GET', pattern: /^\/sandbox\/3ds\/([^/]+)\/?$/, handler: challenge },
  { method: 'POST', pattern: /^\/sandbox\/3ds\/([^/]+)\/?$/, handler: answerChallenge },
];

/** The shopper route for this request, ready to run, or undefined when the path is an API's. */
export function shopperRoute(method: string, pathname: string): ((ctx: Context, body: string | undefined) => SandboxResponse | Promise<SandboxResponse>) | undefined {
  for (const route of ROUTES) {
    const match = route.method === method ? route.pattern.exec(pathname) : null;
    if (match) {
      const groups = match.slice(1).map(decodeSegment);
      return (ctx, body) => route.handler(ctx, groups, body, pathname);
    }
  }
  return undefined;
}
