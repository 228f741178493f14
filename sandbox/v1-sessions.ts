/**
 * API v1 sessions (seed §4): create (201 + Location, or 204 when no payment experience accepts the
 * order), init a solution (returns the next `step_id`), validate applications for a step (200 all
 * applied, 207 some, 409 none). A session with one applied application is submitted: init and
 * validate then answer SESSION_ALREADY_SUBMITTED_ERROR.
 */
import type { JsonObject } from '../schemas/spec-types.ts';
import type { ApiRequest, Context, Handler } from './context.ts';
import { empty, isoTime, json } from './http.ts';
import { apiError } from './problems.ts';
import { SESSION_LIFETIME_SECONDS, V1_PROTOCOLS, type V1Protocol } from './test-values.ts';
import type { SandboxResponse } from './types.ts';
import { badRequest, unknownEntity } from './v1-common.ts';
import type { V1Order, V1SessionRecord } from './v1-types.ts';

function protocolsView(protocols: readonly V1Protocol[]): JsonObject {
  const byPartner: Record<string, Record<string, JsonObject>> = {};
  protocols.forEach((protocol, position) => {
    (byPartner[protocol.partner] ??= {})[protocol.method] = {
      labels: protocol.labels,
      configurations: {
        settings: protocol.settings,
        labels: protocol.labels,
        instant: true,
        position,
        stable: true,
        contracts: protocol.contracts,
        template: protocol.template,
        merchant_specifics: {},
      },
      integrated_tokens: [],
      contracts: protocol.contracts,
    };
  });
  return byPartner;
}

function sessionView(session: V1SessionRecord): JsonObject {
  return {
    id: session.id,
    currency_code: session.currency,
    protocols: protocolsView(session.protocols),
    success_url: session.successUrl,
    failure_url: session.failureUrl,
    amount: session.amount,
    expiration_date: isoTime(session.expiresAt),
  };
}

const v1CreateSession: Handler = (ctx, request) => {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return missingEntity;
  const order = (request.body as { order?: V1Order }).order;
  if (!order) return badRequest(ctx, request, 'order is required: the session is created for an order.');
  if (!order.redirection) return badRequest(ctx, request, 'order.redirection with success_url and failure_url is required.');
  if (order.amount === undefined) return badRequest(ctx, request, 'order.amount is required: it chooses the eligible payment experiences.');
  const amount = order.amount;
  const protocols = V1_PROTOCOLS.filter(
    (protocol) =>
      protocol.currencies.includes(order.currency_code) && amount >= protocol.settings.payment_min_amount && amount <= protocol.settings.payment_max_amount,
  );
  if (protocols.length === 0) return empty(204);
  const entityId = request.params.entity ?? '';
  const session: V1SessionRecord = {
    id: ctx.ids.uuid(),
    entityId,
    order,
    amount,
    currency: order.currency_code,
    successUrl: order.redirection.success_url,
    failureUrl: order.redirection.failure_url,
    expiresAt: ctx.now() + SESSION_LIFETIME_SECONDS * 1000,
    protocols,
    steps: [],
    validated: [],
    submitted: false,
  };
  ctx.store.v1Sessions.set(session.id, session);
  return json(201, sessionView(session), { location: ctx.urls.api('v1', `/${entityId}/sessions/${session.id}`) });
};

/** The entity's session of the path, open for init and validate, or the error that says why not. */
function openV1Session(ctx: Context, request: ApiRequest): { found: V1SessionRecord } | { response: SandboxResponse } {
  const missingEntity = unknownEntity(ctx, request);
  if (missingEntity) return { response: missingEntity };
  const id = request.params.session ?? '';
  const session = ctx.store.v1Sessions.get(id);
  if (!session || session.entityId !== request.params.entity) return { response: apiError(ctx, request.path, 404, 'NOT_FOUND', `Session ${id} not found`) };
  if (session.submitted) return { response: apiError(ctx, request.path, 400, 'SESSION_ALREADY_SUBMITTED_ERROR', `Session ${id} has already been submitted`) };
  if (ctx.now() >= session.expiresAt) return { response: badRequest(ctx, request, `Session ${id} expired at ${isoTime(session.expiresAt)}`) };
  return { found: session };
}

const v1InitSession: Handler = (ctx, request) => {
  const lookup = openV1Session(ctx, request);
  if ('response' in lookup) return lookup.response;
  const session = lookup.found;
  const { partner, method } = request.body as { partner?: string; method?: string };
  if (partner === undefined || method === undefined) return badRequest(ctx, request, 'partner and method are required: they name the solution to initialise.');
  if (!V1_PROTOCOLS.some((protocol) => protocol.partner === partner && protocol.method === method)) {
    return apiError(ctx, request.path, 400, 'NO_SUCH_EXPERIENCE', `No payment experience ${partner}/${method} exists`);
  }
  if (!session.protocols.some((protocol) => protocol.partner === partner && protocol.method === method)) {
    return apiError(ctx, request.path, 400, 'EXPERIENCE_NOT_ELIGIBLE', `${partner}/${method} is not eligible for session ${session.id}`);
  }
  session.steps.push({ partner, method });
  return json(200, { step_id: session.steps.length - 1 });
};

const v1ValidateSession: Handler = (ctx, request) => {
  const lookup = openV1Session(ctx, request);
  if ('response' in lookup) return lookup.response;
  const session = lookup.found;
  const step = Number(request.query.get('step_id') ?? 0);
  if (step >= session.steps.length) return badRequest(ctx, request, `step_id ${step} was not initialised; call init first (${session.steps.length} step(s) so far).`);
  const applications = request.body as Array<{ partner?: string; method?: string }>;
  const results = applications.map((application) => {
    const eligible = session.protocols.some((protocol) => protocol.partner === application.partner && protocol.method === application.method);
    return {
      partner: application.partner ?? '',
      method: application.method ?? '',
      state: eligible ? 'SUCCESS' : 'ERROR',
      code: eligible ? 'SUCCEEDED' : 'TRANSACTION_NOT_SUPPORTED_BY_MERCHANT_ACCOUNT',
    };
  });
  const applied = results.filter((result) => result.state === 'SUCCESS');
  if (applied.length > 0) {
    session.submitted = true;
    session.validated.push(...applied.map(({ partner, method }) => ({ partner, method })));
  }
  const status = applied.length === results.length ? 200 : applied.length > 0 ? 207 : 409;
  return json(status, { step_id: step, results });
};

export const v1SessionHandlers: Record<string, Handler> = { v1CreateSession, v1InitSession, v1ValidateSession };
