/**
 * API v1 transactions (seed §4, §7). `PUT /{entity}/transactions/AUTHORIZE` authorizes a solution
 * application validated on a session of the entity; follow-up actions take a transaction id:
 * CAPTURE, VOID and OFF_SESSION_AUTHORIZE the id of an authorization, REFUND the id of a capture.
 * `x-idempotency-key` replays the first successful result of a key for 14 days. Lookups ask the
 * partner again, so a pending authorization is decided there.
 */
import type { ApiRequest, Context, Handler } from './context.ts';
import { isoTime, json } from './http.ts';
import { apiError } from './problems.ts';
import { TEST_GIFT_CARDS, V1_IDEMPOTENCY_RETENTION_SECONDS, outcomeForAmount } from './test-values.ts';
import type { SandboxResponse } from './types.ts';
import { actionResult, badRequest, recordTransaction, refreshTransaction, unknownEntity, v1Outcome } from './v1-common.ts';
import type { V1Action, V1TransactionRecord } from './v1-types.ts';

/** The documented message of AUTHORIZE_NOT_ALLOWED (seed §8). */
const AUTHORIZE_NOT_CALLABLE = 'The authorize action is not callable and can only be impersonated through the status or verify action';

const AUTHORIZATIONS: readonly V1Action[] = ['AUTHORIZE', 'OFF_SESSION_AUTHORIZE'];

const v1PutTransaction: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  const action = request.params.action as V1Action;
  if (action !== 'AUTHORIZE') {
    const needs = action === 'REFUND' ? 'a capture' : 'an authorization';
    return badRequest(ctx, request, `${action} applies to an existing transaction: POST /{entity}/transactions/{transaction}/${action} with the id of ${needs} transaction.`);
  }
  const { partner, method } = request.body as { partner?: string; method?: string };
  // Newest session first: the application the shopper validated last is the one to authorize.
  const session = [...ctx.store.v1Sessions.values()]
    .reverse()
    .find((candidate) => candidate.entityId === request.params.entity && candidate.validated.some((entry) => entry.partner === partner && entry.method === method));
  if (!session) {
    return apiError(ctx, request.path, 400, 'AUTHORIZE_NOT_ALLOWED', `${AUTHORIZE_NOT_CALLABLE} (no validated session solution application for ${partner}/${method}).`);
  }
  session.validated.splice(session.validated.findIndex((entry) => entry.partner === partner && entry.method === method), 1);
  const outcome = v1Outcome(outcomeForAmount(session.amount));
  const transaction = recordTransaction(ctx, {
    entityId: session.entityId,
    sessionId: session.id,
    action: 'AUTHORIZE',
    partner: partner ?? '',
    method: method ?? '',
    amount: session.amount,
    currency: session.currency,
    orderReference: session.order.reference,
    remaining: outcome.state === 'SUCCESS' ? session.amount : 0,
    ...outcome,
  });
  return json(200, actionResult(transaction));
};

function followUp(ctx: Context, request: ApiRequest, source: V1TransactionRecord, action: V1Action, requested: number | undefined): SandboxResponse {
  const fail = (message: string) => badRequest(ctx, request, message);
  if (action === 'AUTHORIZE') return apiError(ctx, request.path, 400, 'AUTHORIZE_NOT_ALLOWED', AUTHORIZE_NOT_CALLABLE);
  const needs: readonly V1Action[] = action === 'REFUND' ? ['CAPTURE'] : AUTHORIZATIONS;
  if (!needs.includes(source.action)) {
    return fail(`${action} needs the id of ${action === 'REFUND' ? 'a capture' : 'an authorization'} transaction; ${source.id} is a ${source.action} transaction.`);
  }
  if (source.state !== 'SUCCESS') return fail(`Transaction ${source.id} is ${source.state}, not SUCCESS.`);
  const base = { entityId: source.entityId, ...(source.sessionId ? { sessionId: source.sessionId } : {}), partner: source.partner, method: source.method, currency: source.currency, ...(source.orderReference ? { orderReference: source.orderReference } : {}) };

  if (action === 'OFF_SESSION_AUTHORIZE') {
    const amount = requested ?? source.amount;
    const outcome = v1Outcome(outcomeForAmount(amount));
    return json(200, actionResult(recordTransaction(ctx, { ...base, action, amount, remaining: outcome.state === 'SUCCESS' ? amount : 0, ...outcome })));
  }
  const amount = requested ?? source.remaining;
  if (source.remaining === 0) return fail(`Nothing is left on transaction ${source.id} to ${action.toLowerCase()}.`);
  if (amount > source.remaining) return fail(`amount ${amount} exceeds the ${source.remaining} left on transaction ${source.id}`);
  source.remaining -= amount;
  if (action === 'REFUND' && source.giftCard) {
    ctx.store.giftCardBalances.set(source.giftCard, (ctx.store.giftCardBalances.get(source.giftCard) ?? 0) + amount);
  }
  const done = { state: 'SUCCESS' as const, code: 'SUCCEEDED' as const, description: `${action.charAt(0)}${action.slice(1).toLowerCase()} accepted`, decidedOnLookup: false };
  return json(200, actionResult(recordTransaction(ctx, { ...base, action, amount, remaining: action === 'CAPTURE' ? amount : 0, ...done })));
}

const v1ApplyTransactionAction: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  const key = request.headers['x-idempotency-key'];
  const slot = key === undefined ? undefined : `${request.params.entity}\u0000${key}`;
  const replay = slot === undefined ? undefined : ctx.store.v1Idempotency.get(slot);
  if (replay && replay.expiresAt > ctx.now()) return replay.response;
  const id = request.params.transaction ?? '';
  const source = ctx.store.v1Transactions.get(id);
  if (!source || source.entityId !== request.params.entity) return apiError(ctx, request.path, 404, 'TRANSACTION_NOT_FOUND_ERROR', `Transaction ${id} not found`);
  refreshTransaction(ctx, source);
  const response = followUp(ctx, request, source, request.params.action as V1Action, (request.body as { amount?: number }).amount);
  // Only a result is held: a refused attempt can be corrected and retried with the same key.
  if (slot !== undefined && response.status === 200) {
    ctx.store.v1Idempotency.set(slot, { expiresAt: ctx.now() + V1_IDEMPOTENCY_RETENTION_SECONDS * 1000, response });
  }
  return response;
};

const v1GetTransaction: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  const id = request.params.transaction ?? '';
  const transaction = ctx.store.v1Transactions.get(id);
  if (!transaction || transaction.entityId !== request.params.entity) return apiError(ctx, request.path, 404, 'TRANSACTION_NOT_FOUND_ERROR', `Transaction ${id} not found`);
  refreshTransaction(ctx, transaction);
  return json(200, actionResult(transaction));
};

function listResults(ctx: Context, keep: (transaction: V1TransactionRecord) => boolean): SandboxResponse {
  const transactions = [...ctx.store.v1Transactions.values()].filter(keep);
  for (const transaction of transactions) refreshTransaction(ctx, transaction);
  return json(200, transactions.map(actionResult));
}

const v1ListSessionTransactions: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  const id = request.params.session ?? '';
  const session = ctx.store.v1Sessions.get(id);
  if (!session || session.entityId !== request.params.entity) return apiError(ctx, request.path, 404, 'NOT_FOUND', `Session ${id} not found`);
  return listResults(ctx, (transaction) => transaction.sessionId === id);
};

const v1ListOrderTransactions: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  return listResults(ctx, (transaction) => transaction.entityId === request.params.entity && transaction.orderReference === request.params.order);
};

interface PosRequest {
  method: string;
  partner: string;
  amount: number;
  payment_data: { card: { number: string } };
}

/** The gift card's balance, or the PLUGIN_INPUT_ERROR of a number the partner does not know. */
function giftCardBalance(ctx: Context, request: ApiRequest, body: PosRequest): number | SandboxResponse {
  const balance = ctx.store.giftCardBalances.get(body.payment_data.card.number);
  if (balance !== undefined) return balance;
  const known = TEST_GIFT_CARDS.map((card) => card.number).join(', ');
  return apiError(ctx, request.path, 400, 'PLUGIN_INPUT_ERROR', `Gift card ${body.payment_data.card.number} is unknown to ${body.partner}; sandbox gift cards: ${known}`);
}

/** The result of a point-of-sale call that made no transaction: an availability check, or a refusal. */
function posResult(ctx: Context, request: ApiRequest, body: PosRequest, status: { state: string; code: string; description: string }): SandboxResponse {
  return json(200, {
    id: ctx.ids.uuid(),
    method: body.method,
    partner: body.partner,
    entity_id: request.params.entity,
    date: isoTime(ctx.now()),
    status,
    plugin_result: { status, amount: body.amount, logs: [] },
  });
}

const insufficientFunds = (ctx: Context, request: ApiRequest, body: PosRequest, balance: number) =>
  posResult(ctx, request, body, { state: 'ERROR', code: 'INSUFFICIENT_FUNDS', description: `The balance ${balance} is below ${body.amount}` });

const v1InitPosSession: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  const body = request.body as PosRequest;
  const balance = giftCardBalance(ctx, request, body);
  if (typeof balance !== 'number') return balance;
  if (balance < body.amount) return insufficientFunds(ctx, request, body, balance);
  return posResult(ctx, request, body, { state: 'SUCCESS', code: 'SUCCEEDED', description: 'Gift card active with sufficient balance' });
};

const v1CapturePosTransaction: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  const body = request.body as PosRequest & { order: { reference: string; currency_code: string } };
  const balance = giftCardBalance(ctx, request, body);
  if (typeof balance !== 'number') return balance;
  if (balance < body.amount) return insufficientFunds(ctx, request, body, balance);
  const card = body.payment_data.card.number;
  ctx.store.giftCardBalances.set(card, balance - body.amount);
  const transaction = recordTransaction(ctx, {
    entityId: request.params.entity ?? '',
    action: 'CAPTURE',
    partner: body.partner,
    method: body.method,
    amount: body.amount,
    currency: body.order.currency_code,
    orderReference: body.order.reference,
    remaining: body.amount,
    state: 'SUCCESS',
    code: 'SUCCEEDED',
    description: 'Gift card debited',
    decidedOnLookup: false,
    giftCard: card,
  });
  return json(200, actionResult(transaction));
};

export const v1TransactionHandlers: Record<string, Handler> = {
  v1PutTransaction,
  v1ApplyTransactionAction,
  v1GetTransaction,
  v1ListSessionTransactions,
  v1ListOrderTransactions,
  v1InitPosSession,
  v1CapturePosTransaction,
};
