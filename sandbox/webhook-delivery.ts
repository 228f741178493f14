/**
 * Delivers the core's webhook calls as real POSTs, for `docs sandbox`. A call that fails (network
 * error, timeout, non-2xx answer) is retried with exponential backoff up to a bounded number of
 * attempts, with the same body, so the notification id lets the receiver drop duplicates.
 */
import type { WebhookDelivery } from './types.ts';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Delay before the second attempt; doubles for each further one. */
  baseDelayMs: number;
  /** Time allowed for one attempt. */
  timeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 1000, timeoutMs: 5000 };

export interface WebhookDeliverer {
  deliver(delivery: WebhookDelivery): void;
  /** Cancels pending retries and in-flight calls. */
  close(): void;
}

export function createWebhookDeliverer(policy: RetryPolicy, log: (line: string) => void): WebhookDeliverer {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const stop = new AbortController();

  const attempt = async (delivery: WebhookDelivery, number: number): Promise<void> => {
    let outcome: string;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(policy.timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) {
        log(`webhook ${delivery.notification.id} POST ${delivery.url} ${response.status} (attempt ${number})`);
        return;
      }
      outcome = String(response.status);
    } catch (error) {
      if (stop.signal.aborted) return;
      outcome = (error as Error).message;
    }
    if (number >= policy.attempts) {
      log(`webhook ${delivery.notification.id} POST ${delivery.url} ${outcome} (attempt ${number}, giving up)`);
      return;
    }
    const delay = policy.baseDelayMs * 2 ** (number - 1);
    log(`webhook ${delivery.notification.id} POST ${delivery.url} ${outcome} (attempt ${number}, retry in ${delay} ms)`);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(delivery, number + 1);
    }, delay);
    timers.add(timer);
  };

  return {
    deliver: (delivery) => void attempt(delivery, 1),
    close() {
      stop.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
