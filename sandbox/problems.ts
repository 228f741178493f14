/**
 * Error bodies, one shape per API: problem documents (RFC 9457, `application/problem+json`) for
 * v2 and the wallet, `ApiError` for v1. The `type` URIs, titles and codes follow the spec examples.
 */
import { isoTime, json, problemJson, reasonPhrase } from './http.ts';
import type { Ids } from './ids.ts';
import type { ApiName } from '../schemas/spec-types.ts';
import type { SandboxResponse } from './types.ts';

export interface FieldError {
  /** JSON pointer into the request body. */
  pointer: string;
  detail: string;
}

export interface ProblemInit {
  detail: string;
  /** Machine-readable code (`INVALID_REQUEST`, `TOKEN_EXPIRED`, `IDEMPOTENCY_CONFLICT`…). */
  error: string;
  errors?: FieldError[];
  /** The payment or operation already processed, on idempotency conflicts. */
  resourceId?: string;
}

const V2_TYPE = 'https://docs.orchestra.example/docs/references/convention#errors';
const IDEMPOTENCY_TYPE = 'https://docs.orchestra.example/docs/references/glossary/idempotency';
const WALLET_INVALID_TYPE = 'https://docs.orchestra.example/problems/invalid-request';

export function problem(api: 'v2' | 'wallet', instance: string, status: number, init: ProblemInit, headers: Record<string, string> = {}): SandboxResponse {
  const walletInvalid = api === 'wallet' && status === 400;
  const type = init.resourceId ? IDEMPOTENCY_TYPE : walletInvalid ? WALLET_INVALID_TYPE : api === 'wallet' ? 'about:blank' : V2_TYPE;
  return problemJson(
    status,
    {
      type,
      title: walletInvalid ? 'Invalid request' : reasonPhrase(status),
      status,
      detail: init.detail,
      instance,
      error: init.error,
      ...(init.errors && init.errors.length > 0 ? { errors: init.errors } : {}),
      ...(init.resourceId ? { resource_id: init.resourceId } : {}),
    },
    headers,
  );
}

/** The `ErrorCode` enum of the v1 spec (seed §8). */
export type V1ErrorCode =
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_IMPLEMENTED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'NO_SUCH_EXPERIENCE'
  | 'EXPERIENCE_NOT_ELIGIBLE'
  | 'UNAUTHORIZED_OUTGOING_CALL'
  | 'AUTHORIZE_NOT_ALLOWED'
  | 'PLUGIN_UNHANDLED_ERROR'
  | 'PLUGIN_WORKFLOW_ERROR'
  | 'PLUGIN_INPUT_ERROR'
  | 'CREATE_ROOT_ENTITY_ERROR'
  | 'ENTITY_SHOULD_HAVE_NAME_ERROR'
  | 'ENTITY_SHOULD_HAVE_PARENT_ERROR'
  | 'ENTITY_NOT_FOUND_ERROR'
  | 'TRANSACTION_NOT_FOUND_ERROR'
  | 'SESSION_ALREADY_SUBMITTED_ERROR'
  | 'CREDIT_ALREADY_COMMITTED_ERROR'
  | 'CREDIT_NOT_COMMITTED';

export interface ErrorContext {
  now(): number;
  ids: Ids;
}

export function apiError(ctx: ErrorContext, path: string, status: number, code: V1ErrorCode, message: string, headers: Record<string, string> = {}): SandboxResponse {
  return json(
    status,
    { timestamp: isoTime(ctx.now()), error_code: code, message, request_id: ctx.ids.uuid(), status, path, error: reasonPhrase(status) },
    headers,
  );
}

/** Failures the request pipeline detects before any handler runs, the same for every API. */
export type FailureKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'method-not-allowed' | 'too-large' | 'internal';

export interface Failure {
  kind: FailureKind;
  detail: string;
  /** v2/wallet `error` code when the kind's default does not say enough (`TOKEN_EXPIRED`). */
  error?: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
}

const STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  'too-large': 413,
  internal: 500,
};

const PROBLEM_ERROR: Record<FailureKind, string> = {
  invalid: 'INVALID_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  'method-not-allowed': 'METHOD_NOT_ALLOWED',
  'too-large': 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
};

// v1 answers 401 with FORBIDDEN, as its examples do; the enum has no UNAUTHORIZED code.
const V1_CODE: Record<FailureKind, V1ErrorCode> = {
  invalid: 'BAD_REQUEST',
  unauthenticated: 'FORBIDDEN',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  'method-not-allowed': 'BAD_REQUEST',
  'too-large': 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_SERVER_ERROR',
};

export function failureResponse(ctx: ErrorContext, api: ApiName, path: string, failure: Failure): SandboxResponse {
  const status = STATUS[failure.kind];
  if (api === 'v1') {
    const details = failure.errors?.map((error) => error.detail) ?? [];
    const message = details.length > 0 ? `${failure.detail} ${details.join('; ')}` : failure.detail;
    return apiError(ctx, path, status, V1_CODE[failure.kind], message, failure.headers);
  }
  // The wallet's examples label invalid requests BAD_REQUEST; v2's say INVALID_REQUEST.
  const error = failure.error ?? (api === 'wallet' && failure.kind === 'invalid' ? 'BAD_REQUEST' : PROBLEM_ERROR[failure.kind]);
  return problem(
    api,
    path,
    status,
    { detail: failure.detail, error, ...(failure.errors ? { errors: failure.errors } : {}) },
    failure.headers,
  );
}
