import { useEffect, useState } from 'react';
import type { WebhookDelivery } from '../../../sandbox/index.ts';
import { subscribeWebhooks } from '../sandbox/webhook-bus.ts';

/**
 * The webhooks the built-in sandbox sent in this tab, newest first. Subscribing costs nothing:
 * the sandbox loads only when the reader runs an example.
 */
export function WebhookInbox() {
  const [deliveries, setDeliveries] = useState<readonly WebhookDelivery[]>([]);
  useEffect(() => subscribeWebhooks(setDeliveries), []);
  return (
    <section className="webhook-inbox" aria-label="Webhook inbox">
      <p className="webhook-inbox__title">Webhook inbox ({deliveries.length})</p>
      {deliveries.length === 0 ? (
        <p className="webhook-inbox__empty">No webhook yet. Run the examples above: each client session status change sends one.</p>
      ) : (
        <ol className="webhook-inbox__list" reversed>
          {[...deliveries].reverse().map((delivery) => (
            <li key={`${delivery.notification.id}-${delivery.notification.created_at}`}>
              <details>
                <summary>
                  <code>{delivery.notification.event_type}</code> · session {delivery.notification.client_session_status} · POST {delivery.url}
                </summary>
                <pre>{Object.entries(delivery.headers).map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
                <pre>{JSON.stringify(JSON.parse(delivery.body), null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
