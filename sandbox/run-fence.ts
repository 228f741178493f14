/**
 * What a runnable fence asks for (DESIGN.md, "Sample annotations"; README, "Runnable examples"):
 *
 *   ```json run sample="v2 POST /v2/client-sessions request" id="session"
 *   ```json run sample="v2 GET /v2/payments/{{pay.body.payment_id}} response 200"
 *   ```json run="POST /sandbox/entities/…/pay" nocheck="sandbox-only call" id="pay"
 *
 * A `request` sample sends the fence as the body; a `response` sample sends no body (the fence
 * shows what comes back); `run="METHOD PATH"` names the call itself. `expect="201"` overrides
 * the expected status. Shared by the site (the Run button) and `docs check`.
 */
import { parseAnnotation } from '../schemas/annotation.ts';
import type { ApiName } from '../schemas/spec-types.ts';

export interface RunnableFence {
  id?: string;
  api: ApiName;
  method: string;
  /** Path below the API's server, placeholders allowed (`/v2/payments/{{pay.body.payment_id}}`). */
  path: string;
  /** The fence's text, sent as the body (JSON placeholders filled at run time). */
  body?: string;
  expectStatus?: number;
}

export type FenceAttributes = ReadonlyMap<string, string | true>;

const PREFIX: Record<ApiName, string> = { v2: '', wallet: '/wallet', v1: '/v1' };

/** The full path the sandbox serves (`/wallet/v2/session`). */
export function sandboxPath(fence: Pick<RunnableFence, 'api' | 'path'>): string {
  return `${PREFIX[fence.api]}${fence.path}`;
}

/** The inverse: which API serves a sandbox path, and the path below its server. */
export function splitSandboxPath(pathname: string): { api: ApiName; path: string } {
  for (const api of ['wallet', 'v1'] as const) {
    if (pathname.startsWith(`${PREFIX[api]}/`)) return { api, path: pathname.slice(PREFIX[api].length) };
  }
  return { api: 'v2', path: pathname };
}

/** Whether a fence is runnable at all: `run` as a bare word or with a value. */
export function isRunnable(attributes: FenceAttributes): boolean {
  return attributes.has('run');
}

export function runnableFence(lang: string, value: string, attributes: FenceAttributes): { ok: true; fence: RunnableFence } | { ok: false; message: string } {
  if (lang !== 'json') return { ok: false, message: `only json fences run; this is a ${lang || 'plain'} fence` };
  const run = attributes.get('run');
  const id = attributes.get('id');
  const expect = attributes.get('expect');
  const common = {
    ...(typeof id === 'string' ? { id } : {}),
    ...(typeof expect === 'string' && /^[1-5]\d\d$/.test(expect) ? { expectStatus: Number(expect) } : {}),
  };
  if (typeof expect === 'string' && !/^[1-5]\d\d$/.test(expect)) return { ok: false, message: `expect="${expect}" is not an HTTP status` };
  if (typeof run === 'string') {
    const match = /^([A-Za-z]+)\s+(\/\S*)$/.exec(run.trim());
    if (!match) return { ok: false, message: `run="${run}" must be "METHOD /path"` };
    const { api, path } = splitSandboxPath(match[2]!);
    return { ok: true, fence: { ...common, api, method: match[1]!.toUpperCase(), path, ...(value.trim() ? { body: value } : {}) } };
  }
  const sample = attributes.get('sample');
  if (typeof sample !== 'string') return { ok: false, message: 'a run fence needs sample="<api> <METHOD> <path> request|response <status>" or run="METHOD /path"' };
  const parsed = parseAnnotation(sample);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const target = parsed.target;
  if (target.kind === 'schema') return { ok: false, message: `sample="${sample}" names a schema, not a call: it cannot run` };
  if (/\{[^{}]*\}/.test(target.path.replace(/\{\{[^}]*\}\}/g, ''))) {
    return { ok: false, message: `${target.path} is a path template: a run fence needs a concrete path (use {{step.body.field}} for ids from earlier steps)` };
  }
  return {
    ok: true,
    fence: {
      ...common,
      api: target.api,
      method: target.method,
      path: target.path,
      ...(target.kind === 'request' ? { body: value } : {}),
      ...(target.kind === 'response' && !common.expectStatus && /^\d+$/.test(target.status) ? { expectStatus: Number(target.status) } : {}),
    },
  };
}

/** The attribute syntax of fence meta: `name`, `name="value"`, `name='value'`, `name=value`. */
export const META_ATTRIBUTE = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;

export function parseFenceMeta(meta: string): Map<string, string | true> {
  const attributes = new Map<string, string | true>();
  for (const match of meta.matchAll(META_ATTRIBUTE)) {
    const [, name, double, single, bare] = match;
    if (!attributes.has(name!)) attributes.set(name!, double ?? single ?? bare ?? true);
  }
  return attributes;
}
