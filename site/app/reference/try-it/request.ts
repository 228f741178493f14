/**
 * From what the reader entered to the request to send, or to the reasons it cannot be sent:
 * every parameter and the body are validated with ajv first, and each error is kept with the
 * field it belongs to.
 */
import type { SampleError } from '../../../../schemas/messages.ts';
import type { ApiName } from '../../../../schemas/spec-types.ts';
import type { Credentials } from './credentials.ts';
import type { Parameter, SchemeUse, TryItOperation } from './operation.ts';
import { basicCredentials, type OutgoingRequest } from './transport.ts';
import { parameterValue, validate } from './validation.ts';

export const parameterKey = (parameter: Pick<Parameter, 'in' | 'name'>) => `${parameter.in}:${parameter.name}`;

export interface RequestErrors {
  /** By parameter key. */
  parameters: Record<string, string[]>;
  body: SampleError[];
  auth: string[];
  server: string[];
}

export interface Draft {
  baseUrl: string;
  parameters: Record<string, string>;
  bodyText: string;
  alternative: SchemeUse[];
  credentials: Credentials;
}

export type Built = { ok: true; request: OutgoingRequest } | { ok: false; errors: RequestErrors };

/** Header parameters that a security scheme of the alternative already sends (x-merchant-id). */
export function authHeaderNames(alternative: SchemeUse[]): Set<string> {
  return new Set(alternative.flatMap((use) => (use.scheme.type === 'apiKey' && use.scheme.in === 'header' ? [String(use.scheme.name).toLowerCase()] : [])));
}

function authHeaders(alternative: SchemeUse[], credentials: Credentials, errors: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { name, scheme } of alternative) {
    if (scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer')) {
      if (credentials.accessToken) headers.authorization = `Bearer ${credentials.accessToken}`;
      else errors.push(`${name}: get a token first, or paste an access token.`);
    } else if (scheme.type === 'http' && scheme.scheme === 'basic') {
      if (credentials.clientId && credentials.clientSecret) headers.authorization = basicCredentials(credentials.clientId, credentials.clientSecret);
      else errors.push(`${name}: enter the client id and the client secret.`);
    } else if (scheme.type === 'apiKey' && scheme.in === 'header') {
      const header = String(scheme.name).toLowerCase();
      const value = credentials.headers[header];
      if (value) headers[header] = value;
      else errors.push(`${name}: enter the ${header} header.`);
    } else {
      // A key in the query would put a secret in the URL (and so in logs and history).
      errors.push(`${name}: this kind of credential (${String(scheme.type)} in ${String(scheme.in)}) is not supported here; use the code samples.`);
    }
  }
  return headers;
}

function bodyOf(api: ApiName, operation: TryItOperation, text: string, errors: SampleError[]): string | undefined {
  const body = operation.body;
  if (!body) return undefined;
  if (text.trim() === '') {
    if (body.required) errors.push({ pointer: '', keyword: 'required', message: 'this operation needs a request body' });
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    errors.push({ pointer: '', keyword: 'json', message: `the body is not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
  if (body.schema) errors.push(...validate(api, body.schema, value));
  if (body.mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) form.append(name, String(field));
    return form.toString();
  }
  return JSON.stringify(value);
}

export function buildRequest(api: ApiName, operation: TryItOperation, draft: Draft): Built {
  const errors: RequestErrors = { parameters: {}, body: [], auth: [], server: [] };
  const skipped = authHeaderNames(draft.alternative);
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header' && skipped.has(parameter.name.toLowerCase())) continue;
    const key = parameterKey(parameter);
    const text = draft.parameters[key] ?? '';
    const problems: string[] = [];
    if (text === '') {
      if (parameter.required) problems.push('required');
    } else if (parameter.schema) {
      for (const error of validate(api, parameter.schema, parameterValue(api, parameter.schema, text))) problems.push(error.message);
    }
    if (problems.length > 0) errors.parameters[key] = problems;
    if (text === '') continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.append(parameter.name, text);
    else if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = text;
  }
  Object.assign(headers, authHeaders(draft.alternative, draft.credentials, errors.auth));
  const body = bodyOf(api, operation, draft.bodyText, errors.body);
  if (body !== undefined && operation.body) headers['content-type'] = operation.body.mediaType;
  if (!/^https?:\/\/[^/]/.test(draft.baseUrl)) errors.server.push('Enter the URL of a server (https://…).');
  if (Object.keys(errors.parameters).length > 0 || errors.body.length > 0 || errors.auth.length > 0 || errors.server.length > 0) return { ok: false, errors };
  const search = query.toString();
  return { ok: true, request: { method: operation.method.toUpperCase(), url: `${draft.baseUrl}${path}${search ? `?${search}` : ''}`, headers, ...(body === undefined ? {} : { body }) } };
}
