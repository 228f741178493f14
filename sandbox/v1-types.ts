/**
 * Records and body shapes of API v1. Bodies reach the handlers validated by the registry against
 * the v1 spec; these types restate the parts the sandbox reads.
 */
import type { V1Protocol } from './test-values.ts';

export type V1Action = 'AUTHORIZE' | 'VOID' | 'CAPTURE' | 'REFUND' | 'OFF_SESSION_AUTHORIZE';
export type V1State = 'PENDING' | 'SUCCESS' | 'ERROR' | 'CUSTOMER';
export type V1StatusCode =
  | 'SUCCEEDED'
  | 'REJECTED_BANK'
  | 'WAITING_PARTNER_RESPONSE'
  | 'TECHNICAL_ISSUE_TO_CONTACT_PARTNER'
  | 'INSUFFICIENT_FUNDS'
  | 'TRANSACTION_NOT_SUPPORTED_BY_MERCHANT_ACCOUNT';

export interface V1Order {
  reference: string;
  currency_code: string;
  amount?: number;
  redirection?: { success_url: string; failure_url: string };
}

export interface V1SessionRecord {
  id: string;
  entityId: string;
  order: V1Order;
  amount: number;
  currency: string;
  successUrl: string;
  failureUrl: string;
  expiresAt: number;
  protocols: readonly V1Protocol[];
  /** Solutions initialised by `init`; the index is the `step_id`. */
  steps: Array<{ partner?: string; method?: string }>;
  /** Applications validated and not yet authorized through `PUT /transactions/AUTHORIZE`. */
  validated: Array<{ partner: string; method: string }>;
  submitted: boolean;
}

export interface V1TransactionRecord {
  id: string;
  /** Id of the action result that created the transaction. */
  resultId: string;
  entityId: string;
  sessionId?: string;
  action: V1Action;
  partner: string;
  method: string;
  amount: number;
  currency: string;
  orderReference?: string;
  /** Authorizations: amount left to capture or void. Captures: amount left to refund. */
  remaining: number;
  state: V1State;
  code: V1StatusCode;
  description: string;
  /** A pending action the partner has decided; the next lookup turns it into SUCCESS. */
  decidedOnLookup: boolean;
  date: number;
  partnerReference: string;
  /** Point-of-sale captures: the gift card debited, credited back by a refund. */
  giftCard?: string;
}
