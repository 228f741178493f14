/**
 * Running amounts and overview tags of a payment, derived from its authorization attempts and
 * successful operations (seed §3): available_to_capture = available_to_void = total_authorized −
 * total_captured − total_voided; available_to_refund = total_captured − total_refunded.
 */
import type { OperationRecord, PaymentRecord } from './store.ts';

export interface Amounts {
  authorize_pending: number;
  total_authorized: number;
  total_voided: number;
  available_to_void: number;
  total_captured: number;
  available_to_capture: number;
  total_refunded: number;
  available_to_refund: number;
}

export type OverviewTag = 'NOT' | 'PARTIALLY' | 'TOTALLY';

export interface Overview {
  consumed: OverviewTag;
  captured: OverviewTag;
  voided: OverviewTag;
  refunded: OverviewTag;
}

const succeeded = (operations: OperationRecord[]) =>
  operations.reduce((total, operation) => total + (operation.status === 'SUCCESS' ? operation.amount : 0), 0);

export function computeAmounts(payment: PaymentRecord): Amounts {
  let authorized = 0;
  let pending = 0;
  for (const attempt of payment.attempts) {
    if (attempt.status === 'AUTHORIZED') authorized += attempt.amount;
    else if (attempt.status === 'PENDING' || attempt.status === 'UNCERTAIN') pending += attempt.amount;
  }
  const captured = succeeded(payment.operations.capture);
  const voided = succeeded(payment.operations.void);
  const refunded = succeeded(payment.operations.refund);
  const left = authorized - captured - voided;
  return {
    authorize_pending: pending,
    total_authorized: authorized,
    total_voided: voided,
    available_to_void: left,
    total_captured: captured,
    available_to_capture: left,
    total_refunded: refunded,
    available_to_refund: captured - refunded,
  };
}

/** NOT when nothing, TOTALLY when all of `whole`, PARTIALLY in between. */
export function overviewTag(part: number, whole: number): OverviewTag {
  if (part <= 0) return 'NOT';
  return part >= whole ? 'TOTALLY' : 'PARTIALLY';
}

export function computeOverview(amounts: Amounts): Overview {
  return {
    consumed: overviewTag(amounts.total_captured + amounts.total_voided, amounts.total_authorized),
    captured: overviewTag(amounts.total_captured, amounts.total_authorized),
    voided: overviewTag(amounts.total_voided, amounts.total_authorized),
    refunded: overviewTag(amounts.total_refunded, amounts.total_captured),
  };
}
