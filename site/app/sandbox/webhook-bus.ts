/**
 * Webhooks the in-page sandbox sent, for the inbox. A separate, tiny module: the inbox shows on
 * pages before any example runs, and must not pull the sandbox in by itself.
 */
import type { WebhookDelivery } from '../../../sandbox/index.ts';

type Listener = (deliveries: readonly WebhookDelivery[]) => void;

const deliveries: WebhookDelivery[] = [];
const listeners = new Set<Listener>();

export function publishWebhook(delivery: WebhookDelivery): void {
  deliveries.push(delivery);
  for (const listener of listeners) listener([...deliveries]);
}

export function clearWebhooks(): void {
  deliveries.length = 0;
  for (const listener of listeners) listener([]);
}

export function subscribeWebhooks(listener: Listener): () => void {
  listeners.add(listener);
  listener([...deliveries]);
  return () => listeners.delete(listener);
}
