/**
 * The sandbox's in-memory state: one plain record per resource, kept in maps. Responses are built
 * from these records on each call (see the `*View` functions), so a record holds facts, never JSON
 * ready to send.
 */
import type { V1SessionRecord, V1TransactionRecord } from './v1-types.ts';
import { TEST_GIFT_CARDS, type CardBrandType, type CardNetwork } from './test-values.ts';
import type { SandboxResponse } from './types.ts';
import type { CaptureMode, ClientSessionRequest, Currency, Order, SplitElement, WebhookConfig } from './v2-bodies.ts';

export interface AccessToken {
  /** Path of the token endpoint that issued it; an OAuth2 scheme accepts tokens of its own tokenUrl. */
  issuer: string;
  scopes: string[];
  expiresAt: number;
}

export type ClientSessionStatus = 'CREATED' | 'CHOICE_IN_PROGRESS' | 'SUBMITTED' | 'EXPIRED' | 'ABORTED_BY_CUSTOMER' | 'ABORTED_BY_MERCHANT';

export interface ClientSessionRecord {
  id: string;
  status: ClientSessionStatus;
  request: ClientSessionRequest;
  expiresAt: number;
  eligible: Array<{ partner: string; method: string }>;
  paymentId?: string;
}

export type AuthorizationStatus = 'AUTHORIZED' | 'PENDING' | 'UNCERTAIN' | 'ERROR' | 'ABORTED' | 'REFUSED';

export interface CardDetails {
  bin: string;
  last_four_digits: string;
  holder_name?: string;
  expiry_month: number;
  expiry_year: number;
  country_code: string;
  fingerprint: string;
  selected_network: CardNetwork;
  brand_type: CardBrandType;
  three_ds?: { eci: '05' | '07'; version: string; flow: 'CHALLENGE' | 'FRICTIONLESS' };
}

/** One authorization partner transaction. */
export interface AuthorizationAttempt {
  id: string;
  createdAt: number;
  updatedAt: number;
  amount: number;
  partner: string;
  method: string;
  partnerReference: string;
  partnerStatus: string;
  status: AuthorizationStatus;
  card?: CardDetails;
  partnerToken?: string;
  /** Authorized amount not yet captured or voided. */
  remaining: number;
  /** While PENDING: who will end it (see TestOutcome.pending). */
  pending?: 'challenge' | 'partner';
  capturesFail: boolean;
}

export type OperationKind = 'capture' | 'refund' | 'void';

export interface OperationPartnerTransaction {
  id: string;
  createdAt: number;
  amount: number;
  partner: string;
  method: string;
  partnerReference: string;
  partnerStatus: string;
  status: 'SUCCESS' | 'FAILURE';
  /** The authorization attempt (capture, void) or capture partner transaction (refund) it draws on. */
  sourceId: string;
  /** For a capture: the part still refundable. 0 for refunds, voids and failures. */
  remaining: number;
}

export interface OperationRecord {
  id: string;
  kind: OperationKind;
  amount: number;
  createdAt: number;
  triggeredBy: 'MERCHANT' | 'AUTHORIZATION' | 'ORCHESTRATOR';
  merchantReference?: string;
  status: 'SUCCESS' | 'FAILURE';
  order?: Order;
  partnerTransactions: OperationPartnerTransaction[];
}

export interface PaymentRecord {
  id: string;
  createdAt: number;
  version: number;
  clientSessionId?: string;
  entityId: string;
  order: Order;
  amount: number;
  currency: Currency;
  captureMode: CaptureMode;
  allowFutureUsage: boolean;
  webhook?: WebhookConfig;
  split?: SplitElement[];
  shopperRedirectionUrl?: string;
  attempts: AuthorizationAttempt[];
  operations: Record<OperationKind, OperationRecord[]>;
  /** `merchant_reference` → operation id, per kind: the idempotency keys of operations. */
  operationReferences: Record<OperationKind, Map<string, string>>;
  /** When the platform last asked the partners; `Cache-Control: max-age` is measured against it. */
  refreshedAt: number;
}

export interface WalletSessionRecord {
  id: string;
  ownerReference: string;
  merchant: string;
  expiresAt: number;
}

export interface WalletTokenRecord {
  id: string;
  value: string;
  uniquenessToken?: string;
  /** Stored because the platform keeps it; never returned (writeOnly in the spec). */
  pinCode?: string;
  expirationDate: string;
  ownerReference: string;
  merchant: string;
  status: 'ACTIVE' | 'INACTIVE';
  description: { brand_name: string; display_token: string; holder_name?: string };
  paymentId: { partner: string; method: string };
  createdAt: number;
  updatedAt: number;
  favorite: boolean;
}

export interface Store {
  tokens: Map<string, AccessToken>;
  clientSessions: Map<string, ClientSessionRecord>;
  payments: Map<string, PaymentRecord>;
  /** `entity_id` + order reference → payment id: the idempotency key of payments. */
  paymentIdByOrder: Map<string, string>;
  walletSessions: Map<string, WalletSessionRecord>;
  walletTokens: Map<string, WalletTokenRecord>;
  v1Sessions: Map<string, V1SessionRecord>;
  v1Transactions: Map<string, V1TransactionRecord>;
  /** entity + `x-idempotency-key` → the first successful result, until `expiresAt`. */
  v1Idempotency: Map<string, { expiresAt: number; response: SandboxResponse }>;
  /** Point-of-sale gift card number → balance in minor units. */
  giftCardBalances: Map<string, number>;
}

export function createStore(): Store {
  return {
    tokens: new Map(),
    clientSessions: new Map(),
    payments: new Map(),
    paymentIdByOrder: new Map(),
    walletSessions: new Map(),
    walletTokens: new Map(),
    v1Sessions: new Map(),
    v1Transactions: new Map(),
    v1Idempotency: new Map(),
    giftCardBalances: new Map(TEST_GIFT_CARDS.map((card) => [card.number, card.balance])),
  };
}

export function orderKey(entityId: string, reference: string): string {
  return `${entityId}\u0000${reference}`;
}
