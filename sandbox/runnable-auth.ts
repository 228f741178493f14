/**
 * Credentials for runnable JSON examples, which show only the body: the runner adds what the
 * operation's security asks for. An OAuth2 token is fetched once per token endpoint with the
 * client credentials and reused until shortly before it expires.
 */
import type { SchemaRegistry } from '../schemas/registry.ts';
import { resolveOperation } from '../schemas/operations.ts';
import type { ApiName } from '../schemas/spec-types.ts';
import { SANDBOX_CREDENTIALS } from './test-values.ts';
import type { Send } from './runnable.ts';

export interface Credentials {
  clientId: string;
  clientSecret: string;
  apiKey: string;
  merchantId: string;
}

export const SANDBOX_RUN_CREDENTIALS: Credentials = { ...SANDBOX_CREDENTIALS };

/** The wallet accepts the tokens of the v2 token endpoint. */
const TOKEN_PATH: Record<ApiName, string> = { v2: '/oauth/token', wallet: '/oauth/token', v1: '/v1/oauth/token' };

function base64(text: string): string {
  return btoa(unescape(encodeURIComponent(text)));
}

export class TokenCache {
  private readonly tokens = new Map<string, { value: string; expiresAt: number }>();

  async token(api: ApiName, origin: string, credentials: Credentials, send: Send): Promise<string> {
    const url = `${origin}${TOKEN_PATH[api]}`;
    const cached = this.tokens.get(url);
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.value;
    const response = await send({
      method: 'POST',
      url,
      headers: { authorization: `Basic ${base64(`${credentials.clientId}:${credentials.clientSecret}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const json = response.body ? (JSON.parse(response.body) as { access_token?: string; expires_in?: number }) : {};
    if (response.status !== 200 || !json.access_token) throw new Error(`the token request to ${url} answered ${response.status}`);
    this.tokens.set(url, { value: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 3600) * 1000 });
    return json.access_token;
  }
}

/** Headers a JSON example needs for `method path` of `api`: bearer token, API key, merchant id. */
export async function authHeaders(
  registry: SchemaRegistry,
  target: { api: ApiName; method: string; path: string; origin: string },
  credentials: Credentials,
  tokens: TokenCache,
  send: Send,
): Promise<Record<string, string>> {
  const model = registry.model(target.api);
  const resolved = resolveOperation(model.operations, target.method, target.path);
  if (!resolved.ok) return {};
  const security = (resolved.operation.node.security ?? model.spec.document.security ?? []) as Array<Record<string, string[]>>;
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  const components = (model.spec.document.components ?? {}) as { securitySchemes?: Record<string, { type?: string; scheme?: string; in?: string; name?: string }> };
  const headers: Record<string, string> = {};
  for (const name of schemes) {
    const scheme = components.securitySchemes?.[name];
    // The token endpoint itself takes the client credentials as HTTP basic authentication.
    if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
      headers.authorization ??= `Basic ${base64(`${credentials.clientId}:${credentials.clientSecret}`)}`;
    } else if (scheme?.type === 'oauth2' || scheme?.type === 'http') {
      headers.authorization ??= `Bearer ${await tokens.token(target.api, target.origin, credentials, send)}`;
    }
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
      headers[scheme.name.toLowerCase()] = scheme.name.toLowerCase() === 'x-merchant-id' ? credentials.merchantId : credentials.apiKey;
    }
  }
  return headers;
}
