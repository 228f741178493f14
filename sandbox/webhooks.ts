/**
 * Webhook notifications (v2 `WebhookNotification`). The core only decides what to send, to whom
 * and with which headers; it hands each call to `onWebhook` (the server POSTs it with retries,
 * the site shows it in an inbox).
 *
 * - Every client session status change is sent to the session's `webhook.url`, whatever its
 *   `event_types`, with event type PAYMENT (the schema needs one; PAYMENT is the catch-all).
 * - A payment change of step S is sent once per subscribed type among PAYMENT and PAYMENT_S, and
 *   once per partner transaction for PAYMENT_S_PARTNER_TRANSACTION. Default subscription: PAYMENT.
 * - The notification must name a client session (required in the schema), so payments created by
 *   `POST /v2/payments` send none.
 */
import { isoTime } from './http.ts';
import type { Ids } from './ids.ts';
import type { ClientSessionRecord, PaymentRecord, Store } from './store.ts';
import type { WebhookDelivery, WebhookNotification } from './types.ts';
import type { WebhookConfig } from './v2-bodies.ts';

export type PaymentStep = 'AUTHORIZATION' | 'AUTHENTICATION' | 'CAPTURE' | 'REFUND' | 'VOID';

export interface Webhooks {
  sessionChanged(session: ClientSessionRecord): void;
  /** `partnerTransactions`: how many partner transactions the change made or updated. */
  paymentChanged(payment: PaymentRecord, step: PaymentStep, partnerTransactions: number): void;
}

interface WebhookDeps {
  now(): number;
  ids: Ids;
  store: Store;
  onWebhook: ((delivery: WebhookDelivery) => void) | undefined;
}

export function createWebhooks(deps: WebhookDeps): Webhooks {
  const send = (webhook: WebhookConfig, session: ClientSessionRecord, eventType: string) => {
    const notification: WebhookNotification = {
      id: deps.ids.next('evt_'),
      event_type: eventType,
      created_at: isoTime(deps.now()),
      client_session_id: session.id,
      client_session_status: session.status,
      ...(session.paymentId ? { payment_id: session.paymentId } : {}),
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const header of webhook.headers ?? []) headers[header.name.toLowerCase()] = header.values.join(', ');
    deps.onWebhook?.({ url: webhook.url, headers, body: JSON.stringify(notification), notification });
  };

  return {
    sessionChanged(session) {
      const webhook = session.request.webhook;
      if (webhook) send(webhook, session, 'PAYMENT');
    },
    paymentChanged(payment, step, partnerTransactions) {
      const session = payment.clientSessionId ? deps.store.clientSessions.get(payment.clientSessionId) : undefined;
      if (!payment.webhook || !session) return;
      const subscribed = new Set(payment.webhook.event_types ?? ['PAYMENT']);
      if (subscribed.has('PAYMENT')) send(payment.webhook, session, 'PAYMENT');
      if (subscribed.has(`PAYMENT_${step}`)) send(payment.webhook, session, `PAYMENT_${step}`);
      if (subscribed.has(`PAYMENT_${step}_PARTNER_TRANSACTION`)) {
        for (let i = 0; i < partnerTransactions; i++) send(payment.webhook, session, `PAYMENT_${step}_PARTNER_TRANSACTION`);
      }
    },
  };
}
