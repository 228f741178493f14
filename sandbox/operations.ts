/**
 * Captures, refunds and voids of a payment. An operation draws on partner transactions: captures
 * and voids on authorized attempts, refunds on successful capture partner transactions; it makes
 * one operation partner transaction per source it uses, oldest source first unless the request
 * names a `priority` or a `partner_transaction_id`.
 */
import { computeAmounts } from './amounts.ts';
import type { Context } from './context.ts';
import type { FieldError } from './problems.ts';
import type { OperationKind, OperationPartnerTransaction, OperationRecord, PaymentRecord } from './store.ts';
import type { OperationRequest } from './v2-bodies.ts';
import type { PaymentStep } from './webhooks.ts';

export type OperationOutcome =
  | { ok: true; operation: OperationRecord }
  | { ok: false; status: 400; detail: string; errors?: FieldError[] }
  | { ok: false; status: 409; detail: string; resourceId: string };

const ID_PREFIX: Record<OperationKind, string> = { capture: 'cap_', refund: 'ref_', void: 'void_' };
const STEP: Record<OperationKind, PaymentStep> = { capture: 'CAPTURE', refund: 'REFUND', void: 'VOID' };

interface Source {
  id: string;
  partner: string;
  method: string;
  remaining: number;
  capturesFail: boolean;
  /** Writes the new remaining amount back to the record it came from. */
  setRemaining(value: number): void;
}

function sourcesFor(payment: PaymentRecord, kind: OperationKind): Source[] {
  if (kind === 'refund') {
    return payment.operations.capture.flatMap((capture) =>
      capture.partnerTransactions
        .filter((transaction) => transaction.status === 'SUCCESS')
        .map((transaction) => ({
          id: transaction.id,
          partner: transaction.partner,
          method: transaction.method,
          remaining: transaction.remaining,
          capturesFail: false,
          setRemaining: (value: number) => void (transaction.remaining = value),
        })),
    );
  }
  return payment.attempts
    .filter((attempt) => attempt.status === 'AUTHORIZED')
    .map((attempt) => ({
      id: attempt.id,
      partner: attempt.partner,
      method: attempt.method,
      remaining: attempt.remaining,
      capturesFail: attempt.capturesFail,
      setRemaining: (value: number) => void (attempt.remaining = value),
    }));
}

const bad = (detail: string, pointer?: string): OperationOutcome => ({
  ok: false,
  status: 400,
  detail,
  ...(pointer !== undefined ? { errors: [{ pointer, detail }] } : {}),
});

/** Which sources the request allows, in the order to use them, or why it allows none. */
function chooseSources(kind: OperationKind, sources: Source[], request: OperationRequest | undefined): Source[] | OperationOutcome {
  const what = kind === 'refund' ? 'a capture partner transaction' : 'an authorization partner transaction';
  if (request?.partner_transaction_id !== undefined) {
    const source = sources.find((candidate) => candidate.id === request.partner_transaction_id);
    return source ? [source] : bad(`partner_transaction_id ${request.partner_transaction_id} is not ${what} of this payment`, '/partner_transaction_id');
  }
  if (request?.priority) {
    const ordered = request.priority.flatMap((pair) => sources.filter((source) => source.partner === pair.partner && source.method === pair.method));
    const unique = [...new Set(ordered)];
    if (unique.length > 0) return unique;
    const pairs = request.priority.map((pair) => `${pair.partner}/${pair.method}`).join(', ');
    return bad(`no ${what.replace(/^an? /, '')} of this payment uses ${pairs}`, '/priority');
  }
  return sources;
}

/**
 * Applies one operation, or says why not: 409 when `merchant_reference` was already used for this
 * kind of operation on this payment (checked first, so a retry is always recognised), 400 when the
 * amount exceeds what is available. Without a request (refunds and voids), the whole available
 * amount. Runs synchronously from the idempotency check to the write, so concurrent identical
 * requests cannot both pass the check.
 */
export function applyOperation(
  ctx: Context,
  payment: PaymentRecord,
  kind: OperationKind,
  request: OperationRequest | undefined,
  triggeredBy: OperationRecord['triggeredBy'],
): OperationOutcome {
  const reference = request?.merchant_reference;
  const existing = reference === undefined ? undefined : payment.operationReferences[kind].get(reference);
  if (existing) {
    return { ok: false, status: 409, detail: `A ${kind} with merchant_reference ${reference} was already processed on this payment.`, resourceId: existing };
  }
  const amounts = computeAmounts(payment);
  const field = `available_to_${kind}` as const;
  const available = amounts[field];
  if (!request && available === 0) return bad(`Nothing left to ${kind}: ${field} is 0.`);
  const amount = request?.amount ?? available;
  if (amount > available) return bad(`amount ${amount} exceeds ${field} ${available}`, '/amount');

  const chosen = chooseSources(kind, sourcesFor(payment, kind), request);
  if (!Array.isArray(chosen)) return chosen;
  const reachable = chosen.reduce((total, source) => total + source.remaining, 0);
  if (amount > reachable) {
    return bad(`amount ${amount} exceeds the ${reachable} available on the partner transactions this request allows`, '/amount');
  }

  const now = ctx.now();
  const parts: Array<{ source: Source; amount: number }> = [];
  let left = amount;
  for (const source of chosen) {
    if (left === 0) break;
    const part = Math.min(left, source.remaining);
    if (part > 0) parts.push({ source, amount: part });
    left -= part;
  }
  // A partner that declines captures declines the whole operation; nothing is drawn.
  const failed = kind === 'capture' && parts.some((part) => part.source.capturesFail);
  const id = ctx.ids.next(ID_PREFIX[kind]);
  const partnerTransactions: OperationPartnerTransaction[] = parts.map((part) => {
    if (!failed) part.source.setRemaining(part.source.remaining - part.amount);
    return {
      id: ctx.ids.next('ptx_'),
      createdAt: now,
      amount: part.amount,
      partner: part.source.partner,
      method: part.source.method,
      partnerReference: `${id}-psp`,
      partnerStatus: failed ? 'capture_declined' : 'succeeded',
      status: failed ? 'FAILURE' : 'SUCCESS',
      sourceId: part.source.id,
      remaining: kind === 'capture' && !failed ? part.amount : 0,
    };
  });
  const operation: OperationRecord = {
    id,
    kind,
    amount,
    createdAt: now,
    triggeredBy,
    ...(reference !== undefined ? { merchantReference: reference } : {}),
    status: failed ? 'FAILURE' : 'SUCCESS',
    ...(request?.order ? { order: request.order } : {}),
    partnerTransactions,
  };
  payment.operations[kind].push(operation);
  if (reference !== undefined) payment.operationReferences[kind].set(reference, id);
  payment.version += 1;
  ctx.webhooks.paymentChanged(payment, STEP[kind], partnerTransactions.length);
  return { ok: true, operation };
}
