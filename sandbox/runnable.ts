/**
 * Runnable examples: the steps of a page, run in order against a sandbox, each able to use what
 * earlier steps answered. Shared by the site (the Run button) and `docs check` (run/failed).
 *
 * A later step refers to an earlier one with `{{name.body.path}}`, `{{name.headers.header-name}}`
 * or `{{name.status}}`, where `name` is the earlier fence's `id`. In a JSON body, a string that is
 * exactly one placeholder is replaced by the value's JSON (a number stays a number); anywhere
 * else the value is written as text. So the fence stays valid JSON for the sample checker.
 */
import type { SchemaRegistry } from '../schemas/registry.ts';
import { resolveOperation } from '../schemas/operations.ts';
import type { ApiName } from '../schemas/spec-types.ts';
import { sandboxPath, splitSandboxPath, type RunnableFence } from './run-fence.ts';
import { authHeaders, type Credentials, type TokenCache } from './runnable-auth.ts';
import type { SandboxRequest, SandboxResponse } from './types.ts';

export interface RunStep {
  /** Name later steps use to refer to this one's response. */
  id?: string;
  method: string;
  /** Absolute URL or path, placeholders allowed. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The status the docs promise; default: the operation's first documented 2xx. */
  expectStatus?: number;
}

export interface StepOutcome {
  request: SandboxRequest;
  response: SandboxResponse;
  durationMs: number;
  /** Parsed JSON body, when the body is JSON. */
  json?: unknown;
  /** Empty when the status is the promised one and the body matches its documented schema. */
  problems: string[];
  operation?: { api: ApiName; operationId: string };
}

export type Send = (request: SandboxRequest) => Promise<SandboxResponse>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w-]*)\.([^}\s]+)\s*\}\}/g;

function lookup(outcomes: ReadonlyMap<string, StepOutcome>, name: string, path: string): unknown {
  const outcome = outcomes.get(name);
  if (!outcome) throw new RunError(`{{${name}.${path}}} refers to no earlier step with id="${name}"`);
  const [root, ...rest] = path.split('.');
  let value: unknown =
    root === 'status' ? outcome.response.status : root === 'headers' ? outcome.response.headers : root === 'body' ? outcome.json : undefined;
  if (root === 'headers' && rest.length > 0) return outcome.response.headers[rest.join('.').toLowerCase()];
  for (const key of rest) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (value === undefined) throw new RunError(`{{${name}.${path}}}: step "${name}" answered no such value`);
  return value;
}

export class RunError extends Error {}

/** Fills the placeholders of a JSON body: a string that is exactly a placeholder takes the value's JSON. */
export function substituteJson(text: string, outcomes: ReadonlyMap<string, StepOutcome>): string {
  return text.replace(/"\{\{\s*([A-Za-z_][\w-]*)\.([^}\s]+)\s*\}\}"|\{\{\s*([A-Za-z_][\w-]*)\.([^}\s]+)\s*\}\}/g, (_match, wholeName, wholePath, name, path) =>
    wholeName ? JSON.stringify(lookup(outcomes, wholeName, wholePath)) : String(lookup(outcomes, name, path)),
  );
}

export function substituteText(text: string, outcomes: ReadonlyMap<string, StepOutcome>): string {
  return text.replace(PLACEHOLDER, (_match, name: string, path: string) => String(lookup(outcomes, name, path)));
}

/** Step names a text refers to, for the checker's ordering diagnostics. */
export function referencedSteps(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

function parseJson(body: string | undefined): unknown {
  if (body === undefined || body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * What the docs promise for this request: the operation, the expected status and the schema
 * of its body. Sandbox-only calls (`/sandbox/…`) have no operation: only their status is checked.
 */
function verdict(registry: SchemaRegistry, step: RunStep, request: SandboxRequest, response: SandboxResponse, json: unknown): Pick<StepOutcome, 'problems' | 'operation'> {
  const { pathname } = new URL(request.url, 'http://sandbox.invalid');
  const { api, path } = splitSandboxPath(pathname);
  const resolved = resolveOperation(registry.model(api).operations, request.method, path);
  const problems: string[] = [];
  if (!resolved.ok) {
    const expected = step.expectStatus ?? 200;
    if (response.status !== expected) problems.push(`answered ${response.status}, the docs promise ${expected}`);
    return { problems };
  }
  const operation = resolved.operation;
  const documented = [...operation.responses.keys()];
  const expected = step.expectStatus ?? Number(documented.find((status) => /^2\d\d$/.test(status)) ?? 200);
  if (response.status !== expected) problems.push(`answered ${response.status}, the docs promise ${expected}${response.body ? `: ${response.body.slice(0, 300)}` : ''}`);
  const body = operation.responses.get(String(response.status)) ?? operation.responses.get('default');
  if (body?.schema && json !== undefined) {
    for (const error of registry.validate(api, body.schema, json)) problems.push(`response ${error.pointer || '(body)'}: ${error.message}`);
  } else if (!operation.responses.has(String(response.status)) && !operation.responses.has('default')) {
    problems.push(`status ${response.status} is not documented for ${operation.operationId}`);
  }
  return { problems, operation: { api, operationId: operation.operationId } };
}

export async function runStep(step: RunStep, outcomes: Map<string, StepOutcome>, send: Send, registry: SchemaRegistry): Promise<StepOutcome> {
  const request: SandboxRequest = {
    method: step.method.toUpperCase(),
    url: substituteText(step.url, outcomes),
    headers: Object.fromEntries(Object.entries(step.headers).map(([name, value]) => [name, substituteText(value, outcomes)])),
    ...(step.body !== undefined ? { body: substituteJson(step.body, outcomes) } : {}),
  };
  const started = performance.now();
  const response = await send(request);
  const durationMs = performance.now() - started;
  const json = parseJson(response.body);
  const outcome: StepOutcome = { request, response, durationMs, ...(json === undefined ? {} : { json }), ...verdict(registry, step, request, response, json) };
  if (step.id) outcomes.set(step.id, outcome);
  return outcome;
}

export interface RunContext {
  send: Send;
  registry: SchemaRegistry;
  credentials: Credentials;
  tokens: TokenCache;
  /** '' for a sandbox in the same process or tab; a host's origin for a real sandbox. */
  origin: string;
}

/** Form bodies (the token request) are written as JSON in the docs and sent form-encoded. */
function encodeBody(registry: SchemaRegistry, fence: RunnableFence, body: string): { body: string; contentType: string } {
  const resolved = resolveOperation(registry.model(fence.api).operations, fence.method, fence.path);
  if (resolved.ok && resolved.operation.requestBody?.mediaType === 'application/x-www-form-urlencoded') {
    const fields = JSON.parse(body) as Record<string, unknown>;
    return { body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body, contentType: 'application/json' };
}

/** Runs one fence: credentials for its operation, placeholders filled from earlier outcomes. */
export async function runFence(fence: RunnableFence, outcomes: Map<string, StepOutcome>, context: RunContext): Promise<StepOutcome> {
  const path = substituteText(fence.path, outcomes);
  const headers = await authHeaders(context.registry, { api: fence.api, method: fence.method, path, origin: context.origin }, context.credentials, context.tokens, context.send);
  let body: string | undefined;
  if (fence.body !== undefined) {
    const encoded = encodeBody(context.registry, fence, substituteJson(fence.body, outcomes));
    body = encoded.body;
    headers['content-type'] = encoded.contentType;
  }
  const step: RunStep = {
    ...(fence.id ? { id: fence.id } : {}),
    method: fence.method,
    url: `${context.origin}${sandboxPath({ api: fence.api, path })}`,
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(fence.expectStatus ? { expectStatus: fence.expectStatus } : {}),
  };
  return runStep(step, outcomes, context.send, context.registry);
}
