/**
 * The sandbox's boundary types. The core takes a request and answers a response as plain data,
 * so the same code runs behind `docs sandbox` (node:http) and inside the site (no server).
 */
import type { SchemaRegistry } from '../schemas/registry.ts';

export interface SandboxRequest {
  method: string;
  /** Absolute URL or path with query (`/v2/payments/pay_1?x=y`); only the path and query are used. */
  url: string;
  /** Header names in any case; Node's `IncomingHttpHeaders` fits as is. */
  headers?: Record<string, string | string[] | undefined>;
  body?: string | undefined;
}

export interface SandboxResponse {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string | undefined;
}

/** Milliseconds since the epoch; inject one to make the sandbox deterministic. */
export type Clock = () => number;
/** Uniform in [0, 1), like Math.random; inject a seeded one to make ids deterministic. */
export type Random = () => number;

export interface WebhookNotification {
  id: string;
  event_type: string;
  created_at: string;
  client_session_id: string;
  client_session_status: string;
  payment_id?: string;
}

/** One webhook call the platform would make; the server POSTs it, the site shows it in an inbox. */
export interface WebhookDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  notification: WebhookNotification;
}

export interface SandboxOptions {
  registry: SchemaRegistry;
  clock?: Clock;
  random?: Random;
  onWebhook?: (delivery: WebhookDelivery) => void;
  /**
   * Origins written into links (`links.self`, `Location`, `links.hosted_page`, redirections).
   * Default: the spec's sandbox server for the API and the documented hosted-page host.
   */
  publicUrls?: { api?: string; pay?: string };
}

export interface Sandbox {
  handle(request: SandboxRequest): Promise<SandboxResponse>;
}
