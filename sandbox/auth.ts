/**
 * Authentication as each operation's `security` in the spec says (seed §6): OAuth2 bearer tokens
 * with scopes, API keys, HTTP basic. Tokens are tied to the token endpoint that issued them, and an
 * OAuth2 scheme accepts the tokens of its own `tokenUrl`: v1 tokens for v1, v2 tokens for v2 and
 * the wallet. A header that is also a required parameter (the wallet's `x-merchant-id`) is checked
 * as a parameter (400), not as a credential.
 */
import type { Operation } from '../schemas/operations.ts';
import { isObject, type ApiName, type JsonObject } from '../schemas/spec-types.ts';
import type { Context } from './context.ts';
import { operationParameters } from './parameters.ts';
import type { Failure } from './problems.ts';
import { ACCESS_TOKEN_LIFETIME_SECONDS, SANDBOX_CREDENTIALS } from './test-values.ts';

export type AuthOutcome = { ok: true } | { ok: false; failure: Failure };

type SchemeCheck = { ok: true } | { ok: false; status: 401 | 403; error: string; detail: string; presented: boolean };

export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return undefined;
  let decoded: string;
  try {
    decoded = atob(match[1]!);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function isSandboxClient(id: string, secret: string): boolean {
  return id === SANDBOX_CREDENTIALS.clientId && secret === SANDBOX_CREDENTIALS.clientSecret;
}

export interface IssuedToken {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
}

export function issueToken(ctx: Context, issuer: string, scopes: string[]): IssuedToken {
  const now = ctx.now();
  // Expired tokens can never authenticate again; drop them so a long-running server stays small.
  for (const [token, record] of ctx.store.tokens) if (record.expiresAt <= now) ctx.store.tokens.delete(token);
  const token = ctx.ids.next('sbx_at_', 32);
  ctx.store.tokens.set(token, { issuer, scopes, expiresAt: now + ACCESS_TOKEN_LIFETIME_SECONDS * 1000 });
  return { access_token: token, expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, scope: scopes.join(' '), token_type: 'Bearer' };
}

const missing = (detail: string): SchemeCheck => ({ ok: false, status: 401, error: 'MISSING_CREDENTIALS', detail, presented: false });

function describeScheme(scheme: JsonObject): string {
  if (scheme.type === 'oauth2') return 'a bearer access token (Authorization: Bearer …)';
  if (scheme.type === 'apiKey') return `an API key (${String(scheme.name)} header)`;
  return 'HTTP basic client credentials';
}

function tokenPath(scheme: JsonObject): string | undefined {
  const flows = isObject(scheme.flows) ? scheme.flows : {};
  const flow = isObject(flows.clientCredentials) ? flows.clientCredentials : {};
  return typeof flow.tokenUrl === 'string' ? new URL(flow.tokenUrl).pathname : undefined;
}

function checkScheme(ctx: Context, scheme: JsonObject, scopes: string[], headers: Record<string, string>, parameterHeaders: Set<string>): SchemeCheck {
  if (scheme.type === 'oauth2') {
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
    if (!bearer) return missing('no bearer token');
    const issuer = tokenPath(scheme);
    const token = ctx.store.tokens.get(bearer);
    if (!token || token.issuer !== issuer) {
      return { ok: false, status: 401, error: 'INVALID_TOKEN', detail: `The access token is not valid for this API; request one from ${issuer}.`, presented: true };
    }
    if (token.expiresAt <= ctx.now()) {
      return { ok: false, status: 401, error: 'TOKEN_EXPIRED', detail: `The access token has expired. Request a new one from ${issuer}.`, presented: true };
    }
    const lacking = scopes.filter((scope) => !token.scopes.includes(scope));
    if (lacking.length > 0) {
      return { ok: false, status: 403, error: 'INSUFFICIENT_SCOPE', detail: `This call needs the ${lacking.join(' and ')} scope.`, presented: true };
    }
    return { ok: true };
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') {
    const header = scheme.name.toLowerCase();
    if (parameterHeaders.has(header)) return { ok: true };
    const value = headers[header];
    if (value === undefined) return missing(`no ${header} header`);
    if (value !== SANDBOX_CREDENTIALS.apiKey) return { ok: false, status: 401, error: 'INVALID_API_KEY', detail: `The ${header} header is not a valid API key.`, presented: true };
    return { ok: true };
  }
  if (scheme.type === 'http' && scheme.scheme === 'basic') {
    const credentials = basicCredentials(headers.authorization);
    if (!credentials) return missing('no basic credentials');
    if (!isSandboxClient(credentials.id, credentials.secret)) {
      return { ok: false, status: 401, error: 'INVALID_CLIENT', detail: 'The client id or secret is wrong.', presented: true };
    }
    return { ok: true };
  }
  return missing(`unsupported security scheme ${String(scheme.type)}`);
}

export function authorize(ctx: Context, api: ApiName, operation: Operation, headers: Record<string, string>): AuthOutcome {
  const model = ctx.registry.model(api);
  const document = model.spec.document;
  const security = Array.isArray(operation.node.security) ? operation.node.security : Array.isArray(document.security) ? document.security : [];
  const requirements = security.filter(isObject) as Array<Record<string, string[]>>;
  if (requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0)) return { ok: true };

  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const parameterHeaders = new Set(
    operationParameters(model, operation)
      .filter((parameter) => parameter.in === 'header' && parameter.required)
      .map((parameter) => parameter.name.toLowerCase()),
  );
  const failures: Array<Extract<SchemeCheck, { ok: false }>> = [];
  const accepted: string[] = [];
  for (const requirement of requirements) {
    let failure: Extract<SchemeCheck, { ok: false }> | undefined;
    for (const [name, scopes] of Object.entries(requirement)) {
      const scheme = schemes[name];
      if (!isObject(scheme)) continue;
      if (!(scheme.type === 'apiKey' && typeof scheme.name === 'string' && parameterHeaders.has(scheme.name.toLowerCase()))) {
        accepted.push(describeScheme(scheme));
      }
      const result = checkScheme(ctx, scheme, Array.isArray(scopes) ? scopes : [], headers, parameterHeaders);
      if (!result.ok) {
        failure = result;
        break;
      }
    }
    if (!failure) return { ok: true };
    failures.push(failure);
  }
  // A scope problem says the most (the caller is known); then a presented but bad credential.
  const chosen = failures.find((failure) => failure.status === 403) ?? failures.find((failure) => failure.presented);
  if (chosen) {
    return { ok: false, failure: { kind: chosen.status === 403 ? 'forbidden' : 'unauthenticated', error: chosen.error, detail: chosen.detail } };
  }
  return {
    ok: false,
    failure: { kind: 'unauthenticated', error: 'MISSING_CREDENTIALS', detail: `Missing credentials: send ${[...new Set(accepted)].join(' or ')}.` },
  };
}
