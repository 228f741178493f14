/**
 * Handlers of the wallet API. Sessions and tokens belong to the `x-merchant-id` of the call and to
 * the shopper's `owner_reference` (the `customer_id` of the paths); anything else is answered 400,
 * the only error status the wallet documents.
 */
import type { JsonObject } from '../schemas/spec-types.ts';
import type { ApiRequest, Context, Handler } from './context.ts';
import { empty, isoTime, json } from './http.ts';
import { problem, type FieldError } from './problems.ts';
import type { WalletSessionRecord, WalletTokenRecord } from './store.ts';
import { SESSION_LIFETIME_SECONDS } from './test-values.ts';
import type { SandboxResponse } from './types.ts';

interface AddTokenRequest {
  token: string;
  expiration_date: string;
  description: WalletTokenRecord['description'];
  payment_id: WalletTokenRecord['paymentId'];
  uniqueness_token?: string;
  pin_code?: string;
  reason?: string;
}

const invalid = (request: ApiRequest, detail: string, errors?: FieldError[]) =>
  problem('wallet', request.path, 400, { detail, error: 'BAD_REQUEST', ...(errors ? { errors } : {}) });

const merchantOf = (request: ApiRequest) => request.headers['x-merchant-id'] ?? '';

function tokenView(token: WalletTokenRecord): JsonObject {
  return {
    id: token.id,
    value: token.value,
    ...(token.uniquenessToken ? { uniqueness_token: token.uniquenessToken } : {}),
    expiration_date: token.expirationDate,
    owner_reference: token.ownerReference,
    merchant: token.merchant,
    status: token.status,
    description: token.description,
    payment_id: token.paymentId,
    created_at: isoTime(token.createdAt),
    updated_at: isoTime(token.updatedAt),
    favorite: token.favorite,
  };
}

type Lookup<T> = { found: T } | { response: SandboxResponse };

/** The open wallet session of the path, or the 400 that explains why there is none. */
function walletSession(ctx: Context, request: ApiRequest): Lookup<WalletSessionRecord> {
  const id = request.params.wallet_session_id ?? '';
  const session = ctx.store.walletSessions.get(id);
  if (!session || session.merchant !== merchantOf(request)) return { response: invalid(request, `Wallet session ${id} does not exist for this merchant.`) };
  if (session.ownerReference !== request.params.customer_id) {
    return { response: invalid(request, `Wallet session ${id} belongs to another shopper than ${request.params.customer_id}.`) };
  }
  if (ctx.now() >= session.expiresAt) return { response: invalid(request, `Wallet session ${id} expired at ${isoTime(session.expiresAt)}; open a new one.`) };
  return { found: session };
}

/** The shopper's token of the path, or the 400 that explains why there is none. */
function ownedToken(ctx: Context, request: ApiRequest): Lookup<WalletTokenRecord> {
  const id = request.params.token_id ?? '';
  const token = ctx.store.walletTokens.get(id);
  if (!token || token.merchant !== merchantOf(request) || token.ownerReference !== request.params.customer_id) {
    return { response: invalid(request, `Token ${id} does not belong to owner ${request.params.customer_id}.`) };
  }
  return { found: token };
}

const walletCreateSession: Handler = (ctx, request) => {
  const body = request.body as { owner_reference: string };
  const session: WalletSessionRecord = {
    id: ctx.ids.uuid(),
    ownerReference: body.owner_reference,
    merchant: merchantOf(request),
    expiresAt: ctx.now() + SESSION_LIFETIME_SECONDS * 1000,
  };
  ctx.store.walletSessions.set(session.id, session);
  return json(201, { session_id: session.id, owner_reference: session.ownerReference, merchant: session.merchant, expiration_date: isoTime(session.expiresAt) });
};

const walletListSessionTokens: Handler = (ctx, request) => {
  const lookup = walletSession(ctx, request);
  if ('response' in lookup) return lookup.response;
  const session = lookup.found;
  const status = request.query.get('status');
  const tokens = [...ctx.store.walletTokens.values()].filter(
    (token) => token.merchant === session.merchant && token.ownerReference === session.ownerReference && (status === null || token.status === status),
  );
  return json(200, tokens.map(tokenView));
};

const walletAddToken: Handler = (ctx, request) => {
  const lookup = walletSession(ctx, request);
  if ('response' in lookup) return lookup.response;
  const session = lookup.found;
  const body = request.body as AddTokenRequest;
  if (body.uniqueness_token !== undefined) {
    const twin = [...ctx.store.walletTokens.values()].find(
      (token) => token.merchant === session.merchant && token.ownerReference === session.ownerReference && token.uniquenessToken === body.uniqueness_token,
    );
    if (twin) {
      const detail = `This payment mean is already stored as token ${twin.id} (same uniqueness_token).`;
      return invalid(request, detail, [{ pointer: '/uniqueness_token', detail }]);
    }
  }
  const now = ctx.now();
  const token: WalletTokenRecord = {
    id: ctx.ids.uuid(),
    value: body.token,
    ...(body.uniqueness_token !== undefined ? { uniquenessToken: body.uniqueness_token } : {}),
    ...(body.pin_code !== undefined ? { pinCode: body.pin_code } : {}),
    expirationDate: body.expiration_date,
    ownerReference: session.ownerReference,
    merchant: session.merchant,
    status: 'ACTIVE',
    description: body.description,
    paymentId: body.payment_id,
    createdAt: now,
    updatedAt: now,
    favorite: false,
  };
  ctx.store.walletTokens.set(token.id, token);
  return json(201, tokenView(token));
};

const walletDeleteToken: Handler = (ctx, request) => {
  const owned = ownedToken(ctx, request);
  if ('response' in owned) return owned.response;
  const token = owned.found;
  ctx.store.walletTokens.delete(token.id);
  return empty(204);
};

const walletUpdateTokenStatus: Handler = (ctx, request) => {
  const owned = ownedToken(ctx, request);
  if ('response' in owned) return owned.response;
  const token = owned.found;
  token.status = (request.body as { status: WalletTokenRecord['status'] }).status;
  token.updatedAt = ctx.now();
  return json(200, tokenView(token));
};

const walletSetFavoriteToken: Handler = (ctx, request) => {
  const lookup = walletSession(ctx, request);
  if ('response' in lookup) return lookup.response;
  const owned = ownedToken(ctx, request);
  if ('response' in owned) return owned.response;
  const token = owned.found;
  if (token.favorite) return invalid(request, `Token ${token.id} is already the favorite token of this wallet.`);
  const now = ctx.now();
  // At most one favorite per wallet: the previous one loses the flag.
  for (const other of ctx.store.walletTokens.values()) {
    if (other.favorite && other.merchant === token.merchant && other.ownerReference === token.ownerReference) {
      other.favorite = false;
      other.updatedAt = now;
    }
  }
  token.favorite = true;
  token.updatedAt = now;
  return empty(200);
};

export const walletHandlers: Record<string, Handler> = {
  walletCreateSession,
  walletListSessionTokens,
  walletAddToken,
  walletDeleteToken,
  walletUpdateTokenStatus,
  walletSetFavoriteToken,
};
