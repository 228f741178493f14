/**
 * Handlers of the orchestration API v2, keyed by operationId. Each turns a validated request into
 * calls on the domain modules (client sessions, payments, operations) and a documented response.
 */
import { basicCredentials, isSandboxClient, issueToken } from './auth.ts';
import { clientSessionView, createClientSession, isOpen, observeExpiry, setStatus } from './client-sessions.ts';
import type { ApiRequest, Context, Handler } from './context.ts';
import { json } from './http.ts';
import { applyOperation } from './operations.ts';
import { findPaymentForOrder, openPayment, paymentView, refreshPayment, startAuthorization, type AttemptInput } from './payments.ts';
import { problem } from './problems.ts';
import type { OperationKind } from './store.ts';
import { DEFAULT_SOLUTION, SANDBOX_SCOPES, isSandboxEntity, outcomeForAmount } from './test-values.ts';
import type { SandboxResponse } from './types.ts';
import type { AbortRequest, ClientSessionRequest, CreatePaymentRequest, OperationRequest, TokenRequest } from './v2-bodies.ts';

const notFound = (request: ApiRequest, what: string) =>
  problem('v2', request.path, 404, { detail: `No ${what} exists for your entity.`, error: 'NOT_FOUND' });

const notYourEntity = (request: ApiRequest, entityId: string) =>
  problem('v2', request.path, 403, { detail: `Entity ${entityId} is not one of yours.`, error: 'FORBIDDEN_ENTITY' });

const createAccessToken: Handler = (ctx, request) => {
  const body = request.body as TokenRequest;
  const basic = basicCredentials(request.headers.authorization);
  const id = basic?.id ?? body.client_id;
  const secret = basic?.secret ?? body.client_secret;
  if (id === undefined || secret === undefined) {
    return problem('v2', request.path, 401, {
      detail: 'Send your client id and secret with HTTP basic authentication or as the client_id and client_secret form fields.',
      error: 'MISSING_CREDENTIALS',
    });
  }
  if (!isSandboxClient(id, secret)) return problem('v2', request.path, 401, { detail: 'The client id or secret is wrong.', error: 'INVALID_CLIENT' });
  const scopes = body.scope?.split(/\s+/).filter(Boolean) ?? [...SANDBOX_SCOPES];
  const unknown = scopes.filter((scope) => !(SANDBOX_SCOPES as readonly string[]).includes(scope));
  if (unknown.length > 0) {
    const detail = `scope ${unknown.join(', ')} is not granted to this client; allowed: ${SANDBOX_SCOPES.join(', ')}`;
    return problem('v2', request.path, 400, { detail, error: 'INVALID_SCOPE', errors: [{ pointer: '/scope', detail }] });
  }
  return json(200, issueToken(ctx, request.path, scopes), { 'cache-control': 'no-store' });
};

const createSession: Handler = (ctx, request) => {
  const body = request.body as ClientSessionRequest;
  if (!isSandboxEntity(body.entity_id)) return notYourEntity(request, body.entity_id);
  return json(201, clientSessionView(ctx, createClientSession(ctx, body)));
};

const getClientSession: Handler = (ctx, request) => {
  const session = ctx.store.clientSessions.get(request.params.id ?? '');
  if (!session) return notFound(request, `client session ${request.params.id}`);
  observeExpiry(ctx, session);
  return json(200, clientSessionView(ctx, session));
};

const abortClientSession: Handler = (ctx, request) => {
  const session = ctx.store.clientSessions.get(request.params.id ?? '');
  if (!session) return notFound(request, `client session ${request.params.id}`);
  observeExpiry(ctx, session);
  if (!isOpen(session)) {
    return problem('v2', request.path, 400, {
      detail: `The client session is ${session.status}; only a CREATED or CHOICE_IN_PROGRESS session can be aborted.`,
      error: 'SESSION_NOT_ABORTABLE',
    });
  }
  setStatus(ctx, session, (request.body as AbortRequest).status);
  return json(200, clientSessionView(ctx, session));
};

/**
 * The authorization attempts of a server-created payment. Split elements with an `amount` are
 * parts of the payment; the first element without one takes the rest; later elements without one
 * are fallback candidates the sandbox never needs (its outcome does not change with the partner).
 * The payment amount's test ending decides every attempt.
 */
function planAttempts(ctx: Context, request: ApiRequest, body: CreatePaymentRequest): AttemptInput[] | SandboxResponse {
  const outcome = outcomeForAmount(body.amount);
  if (!body.split) return [{ ...DEFAULT_SOLUTION, amount: body.amount, outcome }];
  const fixed = body.split.reduce((total, element) => total + (element.amount ?? 0), 0);
  const rest = body.amount - fixed;
  const taker = body.split.find((element) => element.amount === undefined);
  if (rest < 0 || (rest > 0 && !taker)) {
    const detail = `the split amounts add up to ${fixed}, but the payment amount is ${body.amount}`;
    return problem('v2', request.path, 400, { detail, error: 'INVALID_REQUEST', errors: [{ pointer: '/split', detail }] });
  }
  const attempts: AttemptInput[] = [];
  for (const [index, element] of body.split.entries()) {
    const amount = element.amount ?? (element === taker && rest > 0 ? rest : 0);
    if (amount === 0) continue;
    const attempt: AttemptInput = { partner: element.partner, method: element.method, amount, outcome };
    if (element.parent_payment_id !== undefined) {
      const parent = ctx.store.payments.get(element.parent_payment_id);
      if (!parent || parent.entityId !== body.entity_id) return notFound(request, `parent payment ${element.parent_payment_id}`);
      if (!parent.allowFutureUsage) {
        const detail = `payment ${parent.id} did not save its payment method (allow_future_usage was false)`;
        return problem('v2', request.path, 400, { detail, error: 'INVALID_REQUEST', errors: [{ pointer: `/split/${index}/parent_payment_id`, detail }] });
      }
      const transactionId = element.parent_partner_transaction_id;
      const source = transactionId === undefined ? parent.attempts.find((candidate) => candidate.status === 'AUTHORIZED') : parent.attempts.find((candidate) => candidate.id === transactionId);
      if (transactionId !== undefined && !source) return notFound(request, `partner transaction ${transactionId} on payment ${parent.id}`);
      if (source?.card) attempt.card = source.card;
    }
    attempts.push(attempt);
  }
  return attempts;
}

const createPayment: Handler = (ctx, request) => {
  const body = request.body as CreatePaymentRequest;
  if (!isSandboxEntity(body.entity_id)) return notYourEntity(request, body.entity_id);
  const existing = findPaymentForOrder(ctx, body.entity_id, body.order.reference);
  if (existing) {
    return problem('v2', request.path, 409, {
      detail: `A payment already exists for order reference ${body.order.reference}.`,
      error: 'IDEMPOTENCY_CONFLICT',
      resourceId: existing.id,
    });
  }
  const attempts = planAttempts(ctx, request, body);
  if (!Array.isArray(attempts)) return attempts;
  const payment = openPayment(ctx, {
    entityId: body.entity_id,
    amount: body.amount,
    currency: body.currency,
    order: body.order,
    captureMode: body.capture_mode ?? 'MANUAL',
    allowFutureUsage: body.allow_future_usage ?? false,
    ...(body.webhook ? { webhook: body.webhook } : {}),
    ...(body.split ? { split: body.split } : {}),
    ...(body.shopper_redirection_url ? { shopperRedirectionUrl: body.shopper_redirection_url } : {}),
    attempts,
  });
  startAuthorization(ctx, payment);
  return json(201, paymentView(ctx, payment));
};

const getPayment: Handler = (ctx, request) => {
  const payment = ctx.store.payments.get(request.params.id ?? '');
  if (!payment) return notFound(request, `payment ${request.params.id}`);
  // `max-age=N` accepts the stored snapshot while it is at most N seconds old; otherwise refresh.
  const maxAge = /^max-age=(\d+)$/.exec(request.headers['cache-control']?.trim() ?? '')?.[1];
  if (maxAge === undefined || ctx.now() - payment.refreshedAt > Number(maxAge) * 1000) refreshPayment(ctx, payment);
  return json(200, paymentView(ctx, payment));
};

const operate =
  (kind: OperationKind): Handler =>
  (ctx, request) => {
    const payment = ctx.store.payments.get(request.params.id ?? '');
    if (!payment) return notFound(request, `payment ${request.params.id}`);
    const outcome = applyOperation(ctx, payment, kind, request.body as OperationRequest | undefined, 'MERCHANT');
    if (outcome.ok) return json(201, paymentView(ctx, payment), { 'x-created-operation-id': outcome.operation.id });
    if (outcome.status === 409) {
      return problem('v2', request.path, 409, { detail: outcome.detail, error: 'IDEMPOTENCY_CONFLICT', resourceId: outcome.resourceId });
    }
    return problem('v2', request.path, 400, { detail: outcome.detail, error: 'INVALID_REQUEST', ...(outcome.errors ? { errors: outcome.errors } : {}) });
  };

export const v2Handlers: Record<string, Handler> = {
  createAccessToken,
  getSigningKeys: async (ctx) => json(200, await ctx.signer.jwks()),
  createClientSession: createSession,
  getClientSession,
  abortClientSession,
  createPayment,
  getPayment,
  capturePayment: operate('capture'),
  refundPayment: operate('refund'),
  voidPayment: operate('void'),
};
