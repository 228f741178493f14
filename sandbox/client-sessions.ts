/**
 * Client sessions (seed §4): CREATED → CHOICE_IN_PROGRESS → SUBMITTED, EXPIRED once `expires_at`
 * has passed, ABORTED_BY_CUSTOMER / ABORTED_BY_MERCHANT through the abort call. The sandbox has no
 * background clock: expiry is noticed (and notified) when the session is next read or used.
 */
import type { JsonObject } from '../schemas/spec-types.ts';
import type { Context } from './context.ts';
import { isoTime } from './http.ts';
import { authorizationView } from './payments.ts';
import { base64url } from './signing.ts';
import type { ClientSessionRecord, ClientSessionStatus } from './store.ts';
import { ELIGIBLE_SOLUTIONS, SESSION_LIFETIME_SECONDS, WIDGET_JS_URL } from './test-values.ts';
import type { ClientSessionRequest } from './v2-bodies.ts';

/** Statuses a session can still be paid or aborted in; every other status is final. */
const OPEN: readonly ClientSessionStatus[] = ['CREATED', 'CHOICE_IN_PROGRESS'];

export function isOpen(session: ClientSessionRecord): boolean {
  return OPEN.includes(session.status);
}

export function createClientSession(ctx: Context, request: ClientSessionRequest): ClientSessionRecord {
  const session: ClientSessionRecord = {
    id: ctx.ids.next('cs_'),
    status: 'CREATED',
    request,
    expiresAt: ctx.now() + SESSION_LIFETIME_SECONDS * 1000,
    eligible: ELIGIBLE_SOLUTIONS.filter((solution) => solution.currencies.includes(request.currency)).map(({ partner, method }) => ({ partner, method })),
  };
  ctx.store.clientSessions.set(session.id, session);
  return session;
}

export function setStatus(ctx: Context, session: ClientSessionRecord, status: ClientSessionStatus): void {
  if (session.status === status) return;
  session.status = status;
  ctx.webhooks.sessionChanged(session);
}

/** Moves an open session past its `expires_at` to EXPIRED. */
export function observeExpiry(ctx: Context, session: ClientSessionRecord): void {
  if (isOpen(session) && ctx.now() >= session.expiresAt) setStatus(ctx, session, 'EXPIRED');
}

export function hostedPagePath(session: ClientSessionRecord): string {
  return `/entities/${session.request.entity_id}/sessions/${session.id}`;
}

export function clientSessionView(ctx: Context, session: ClientSessionRecord): JsonObject {
  const request = session.request;
  const integrationMode = request.integration_mode ?? 'EMBEDDED';
  const self = ctx.urls.api('v2', `/v2/client-sessions/${session.id}`);
  const payment = session.status === 'SUBMITTED' && session.paymentId ? ctx.store.payments.get(session.paymentId) : undefined;
  return {
    id: session.id,
    status: session.status,
    amount: request.amount,
    currency: request.currency,
    capture_mode: request.capture_mode ?? 'MANUAL',
    integration_mode: integrationMode,
    allow_future_usage: request.allow_future_usage ?? false,
    ...(request.customer ? { customer: request.customer } : {}),
    order: request.order,
    expires_at: isoTime(session.expiresAt),
    entity_id: request.entity_id,
    shopper_redirection_url: request.shopper_redirection_url,
    ...(integrationMode === 'EMBEDDED'
      ? {
          widget: {
            data: base64url(new TextEncoder().encode(JSON.stringify({ client_session_id: session.id, entity_id: request.entity_id }))),
            js_url: WIDGET_JS_URL,
          },
        }
      : {}),
    ...(payment ? { payment_id: payment.id, authorization: authorizationView(payment) } : {}),
    eligible_solutions: session.eligible,
    links: {
      self,
      ...(isOpen(session) ? { abort: `${self}/abort` } : {}),
      ...(payment ? { payment: ctx.urls.api('v2', `/v2/payments/${payment.id}`) } : {}),
      ...(integrationMode === 'HOSTED_PAGE' ? { hosted_page: ctx.urls.pay(hostedPagePath(session)) } : {}),
    },
  };
}
