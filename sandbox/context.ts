/** What every handler gets: the state, the injected clock and ids, and the shared services. */
import type { SchemaRegistry } from '../schemas/registry.ts';
import type { Operation } from '../schemas/operations.ts';
import type { ApiName } from '../schemas/spec-types.ts';
import type { ErrorContext } from './problems.ts';
import type { Signer } from './signing.ts';
import type { Store } from './store.ts';
import type { SandboxResponse } from './types.ts';
import type { Webhooks } from './webhooks.ts';

export interface Urls {
  /** Absolute URL of `path` on an API's server (`/v2/payments/pay_1` → https://api…/v2/payments/pay_1). */
  api(api: ApiName, path: string): string;
  /** Absolute URL of `path` on the hosted-page host. */
  pay(path: string): string;
}

export interface Context extends ErrorContext {
  registry: SchemaRegistry;
  store: Store;
  signer: Signer;
  webhooks: Webhooks;
  urls: Urls;
}

/** A request routed to a spec operation, authenticated, with parameters and body validated. */
export interface ApiRequest {
  api: ApiName;
  operation: Operation;
  /** The request path as received, server prefix included (`/wallet/v2/session`). */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (ctx: Context, request: ApiRequest) => SandboxResponse | Promise<SandboxResponse>;
