/** What the v1 handlers share: the entity check, test outcomes in v1 terms, transactions and their action results. */
import type { JsonObject } from '../schemas/spec-types.ts';
import type { ApiRequest, Context } from './context.ts';
import { isoTime } from './http.ts';
import { apiError } from './problems.ts';
import { isSandboxEntity, type TestOutcome } from './test-values.ts';
import type { SandboxResponse } from './types.ts';
import type { V1Action, V1State, V1StatusCode, V1TransactionRecord } from './v1-types.ts';

/** 404 ENTITY_NOT_FOUND_ERROR unless the path's entity is a sandbox entity. */
export function unknownEntity(ctx: Context, request: ApiRequest): SandboxResponse | undefined {
  const entity = request.params.entity ?? '';
  return isSandboxEntity(entity) ? undefined : apiError(ctx, request.path, 404, 'ENTITY_NOT_FOUND_ERROR', `Entity ${entity} not found`);
}

export const badRequest = (ctx: Context, request: ApiRequest, message: string) => apiError(ctx, request.path, 400, 'BAD_REQUEST', message);

interface V1Outcome {
  state: V1State;
  code: V1StatusCode;
  description: string;
  decidedOnLookup: boolean;
}

/** The v2 test outcomes in v1 terms; a pending authorization is decided (SUCCESS) at the next lookup. */
export function v1Outcome(outcome: TestOutcome): V1Outcome {
  switch (outcome.status) {
    case 'AUTHORIZED':
      return { state: 'SUCCESS', code: 'SUCCEEDED', description: 'Authorization accepted by the issuer', decidedOnLookup: false };
    case 'PENDING':
      return outcome.pending === 'challenge'
        ? { state: 'CUSTOMER', code: 'WAITING_PARTNER_RESPONSE', description: 'Waiting for the shopper to authenticate', decidedOnLookup: true }
        : { state: 'PENDING', code: 'WAITING_PARTNER_RESPONSE', description: 'Waiting for the partner', decidedOnLookup: true };
    case 'REFUSED':
      return { state: 'ERROR', code: 'REJECTED_BANK', description: 'Refused by the issuing bank', decidedOnLookup: false };
    case 'ERROR':
      return { state: 'ERROR', code: 'TECHNICAL_ISSUE_TO_CONTACT_PARTNER', description: 'Technical failure at the partner', decidedOnLookup: false };
  }
}

export type NewTransaction = Omit<V1TransactionRecord, 'id' | 'resultId' | 'date' | 'partnerReference'>;

export function recordTransaction(ctx: Context, fields: NewTransaction): V1TransactionRecord {
  const transaction: V1TransactionRecord = { ...fields, id: ctx.ids.uuid(), resultId: ctx.ids.uuid(), date: ctx.now(), partnerReference: `${fields.partner.toUpperCase()}-${ctx.ids.next('', 10)}` };
  ctx.store.v1Transactions.set(transaction.id, transaction);
  return transaction;
}

/** A lookup asks the partner again: a decided pending authorization becomes SUCCESS. */
export function refreshTransaction(ctx: Context, transaction: V1TransactionRecord): void {
  if (!transaction.decidedOnLookup) return;
  Object.assign(transaction, { state: 'SUCCESS', code: 'SUCCEEDED', description: 'Authorization accepted by the issuer', decidedOnLookup: false, remaining: transaction.amount, date: ctx.now() });
}

function statusView(action: V1Action, state: V1State, code: V1StatusCode, description: string): JsonObject {
  return { action, state, code, description };
}

export function actionResult(transaction: V1TransactionRecord): JsonObject {
  const status = statusView(transaction.action, transaction.state, transaction.code, transaction.description);
  return {
    id: transaction.resultId,
    method: transaction.method,
    partner: transaction.partner,
    ...(transaction.sessionId ? { session_id: transaction.sessionId } : {}),
    entity_id: transaction.entityId,
    transaction_id: transaction.id,
    date: isoTime(transaction.date),
    status,
    plugin_result: { status, amount: transaction.amount, currency_code: transaction.currency, partner_reference: transaction.partnerReference, logs: [] },
  };
}
