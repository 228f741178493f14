/** Handlers of the payment API v1, keyed by operationId. */
import { issueToken } from './auth.ts';
import type { Handler } from './context.ts';
import { json } from './http.ts';
import { v1SessionHandlers } from './v1-sessions.ts';
import { v1TransactionHandlers } from './v1-transactions.ts';

/** Basic credentials or the API key were checked by the spec's security; v1 tokens carry no scope. */
const v1CreateToken: Handler = (ctx, request) => {
  const { access_token, expires_in, token_type } = issueToken(ctx, request.path, []);
  return json(200, { access_token, expires_in, token_type }, { 'cache-control': 'no-store' });
};

export const v1Handlers: Record<string, Handler> = { v1CreateToken, ...v1SessionHandlers, ...v1TransactionHandlers };
