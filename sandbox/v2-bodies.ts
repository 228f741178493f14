/**
 * TypeScript shapes of the v2 request bodies. Handlers receive bodies only after the registry has
 * validated them against the spec's schemas (ClientSessionRequest, CreatePaymentRequest…), so these
 * types restate what the schemas guarantee; the spec stays the source of truth.
 */
import type { JsonObject } from '../schemas/spec-types.ts';

export type Currency = 'CHF' | 'EUR' | 'GBP' | 'JPY' | 'USD';
export type CaptureMode = 'MANUAL' | 'AUTOMATIC';
export type IntegrationMode = 'EMBEDDED' | 'HOSTED_PAGE';

export interface Order extends JsonObject {
  reference: string;
}

export interface WebhookConfig {
  url: string;
  event_types?: string[];
  headers?: Array<{ name: string; values: string[] }>;
}

export interface ClientSessionRequest {
  entity_id: string;
  amount: number;
  currency: Currency;
  order: Order;
  shopper_redirection_url: string;
  capture_mode?: CaptureMode;
  integration_mode?: IntegrationMode;
  allow_future_usage?: boolean;
  customer?: JsonObject;
  three_ds_authentication_options?: JsonObject;
  webhook?: WebhookConfig;
}

export interface SplitElement {
  partner: string;
  method: string;
  amount?: number;
  parent_payment_id?: string;
  parent_partner_transaction_id?: string;
  parent_partner_token?: string;
  parent_partner_reference?: string;
}

export interface CreatePaymentRequest {
  amount: number;
  currency: Currency;
  entity_id: string;
  order: Order;
  capture_mode?: CaptureMode;
  allow_future_usage?: boolean;
  customer?: JsonObject;
  webhook?: WebhookConfig;
  split?: SplitElement[];
  shopper_redirection_url?: string;
  browser?: JsonObject;
}

export interface OperationRequest {
  amount: number;
  order?: Order;
  merchant_reference?: string;
  priority?: Array<{ partner: string; method: string }>;
  partner_transaction_id?: string;
}

export interface AbortRequest {
  status: 'ABORTED_BY_CUSTOMER' | 'ABORTED_BY_MERCHANT';
}

export interface TokenRequest {
  grant_type: 'client_credentials';
  client_id?: string;
  client_secret?: string;
  scope?: string;
}
