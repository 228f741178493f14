/**
 * The sample rules that need the specs (DESIGN.md, "Sample annotations"): annotated JSON fences
 * validated against the operation or schema they name, and curl commands in shell fences. Every
 * finding points at the offending text inside the fence. The schema registry (ajv, the parsed
 * specs) is loaded only when a fence needs it: a curl to another host needs none.
 */
import { parseAnnotation } from '../../schemas/annotation.ts';
import type { SchemaRegistry } from '../../schemas/index.ts';
import { resolveOperation, type Operation, type PathResolution } from '../../schemas/operations.ts';
import { API_NAMES, type ApiName } from '../../schemas/spec-types.ts';
import { curlCalls, type CurlBody, type CurlCall } from './curl.ts';
import { error, type Finding, type Range } from './diagnostics.ts';
import { annotationOf, type SpecFence } from './fence-rules.ts';
import { fenceRange, SHELL_LANGS, type CodeFence } from './fences.ts';
import { referencedSteps } from '../../sandbox/runnable.ts';
import { parseJson, pointerSpan, stringPointers, type Span } from './json-source.ts';

export interface SampleResult {
  findings: Finding[];
  /** The APIs whose specs these findings depend on: a change to one of them re-checks the page. */
  apis: ApiName[];
}

export interface SpecAccess {
  /** Server URLs of each API, from the specs: they tell an Orchestra URL from any other. */
  servers: Partial<Record<ApiName, readonly string[]>>;
  registry(): Promise<SchemaRegistry>;
}

/** Keywords whose pointer names a property that should not be there: shown on its name. */
const KEY_KEYWORDS = new Set(['additionalProperties', 'unevaluatedProperties']);

/**
 * Whether checking these fences needs the schema registry: a sample to validate, an example to
 * run, or a curl to one of the APIs. Curls to other hosts do not.
 */
export function needsRegistry(fences: readonly SpecFence[], servers: SpecAccess['servers']): boolean {
  return fences.some(
    (fence) =>
      fence.sample ||
      fence.run ||
      (SHELL_LANGS.has(fence.lang.toLowerCase()) && curlCalls(fence.value).some((call) => call.url && candidatesFor(call.url.text, servers))),
  );
}

/** Checks the fences fenceFindings left for the specs: annotated JSON samples and curl commands. */
export async function checkFences(fences: readonly SpecFence[], specs: SpecAccess): Promise<SampleResult> {
  const findings: Finding[] = [];
  const apis = new Set<ApiName>();
  for (const fence of fences) {
    if (SHELL_LANGS.has(fence.lang.toLowerCase())) await checkCurls(fence, specs, findings, apis);
    if (fence.sample) await checkSample(fence, specs, findings, apis);
  }
  return { findings, apis: [...apis].sort() };
}

async function checkSample(fence: CodeFence, specs: SpecAccess, findings: Finding[], apis: Set<ApiName>): Promise<void> {
  const annotation = annotationOf(fence);
  if (!annotation) return;
  const target = parseAnnotation(annotation.text);
  if (!target.ok) return;
  apis.add(target.target.api);
  const registry = await specs.registry();
  const { resolveTarget } = await import('../../schemas/index.ts');
  const resolved = resolveTarget(annotation.text, registry);
  if (!resolved.ok) {
    const extra = { api: target.target.api, ...(resolved.operation ? { operation: resolved.operation.operationId } : {}) };
    findings.push(error('sample/unknown-operation', resolved.message, annotation.range, extra));
    return;
  }
  const operation = resolved.operation?.operationId ?? (target.target.kind === 'schema' ? `schema ${target.target.name}` : undefined);
  validateBody(
    { text: fence.value, toRange: (span) => fenceRange(fence, span.offset, span.offset + span.length) },
    { api: resolved.api, schema: resolved.schema, operation },
    registry,
    findings,
  );
}

interface BodyText {
  text: string;
  toRange(span: Span): Range;
}

interface BodyTarget {
  api: ApiName;
  schema: object;
  operation: string | undefined;
}

function validateBody(body: BodyText, target: BodyTarget, registry: SchemaRegistry, findings: Finding[]): void {
  const extra = { api: target.api, ...(target.operation ? { operation: target.operation } : {}) };
  if (body.text.trim() === '') {
    findings.push(error('sample/json', 'the sample is empty: write the JSON body', body.toRange({ offset: 0, length: 1 }), extra));
    return;
  }
  const parsed = parseJson(body.text);
  if (!parsed.ok) {
    for (const problem of parsed.errors) findings.push(error('sample/json', `not valid JSON: ${problem.message}`, body.toRange(problem), extra));
    return;
  }
  // A `{{step.body.id}}` placeholder of a runnable example stands for a value known only when the
  // example runs: what the schema says of the placeholder's text is not the sample's fault.
  const placeholders = stringPointers(parsed.root, (text) => referencedSteps(text).length > 0);
  const errors = registry
    .validate(target.api, target.schema, parsed.value)
    .filter((problem) => !placeholders.some((pointer) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`)));
  for (const problem of errors) {
    const span = pointerSpan(parsed.root, problem.pointer, KEY_KEYWORDS.has(problem.keyword) ? 'key' : 'value');
    findings.push(error('sample/invalid', problem.message, body.toRange(span), { ...extra, pointer: problem.pointer }));
  }
}

// --- curl ---------------------------------------------------------------------------------------

interface Candidate {
  api: ApiName;
  path: string;
}

const pathOf = (text: string) => {
  const path = text.split(/[?#]/)[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * Which APIs a curl URL may address. A known server (longest prefix wins) names one API; a URL
 * starting with a shell variable (`$API_BASE/v2/payments`) may address any, with or without the
 * server's path prefix (`/wallet`). Undefined when the URL is not an Orchestra API.
 */
function candidatesFor(url: string, servers: SpecAccess['servers']): Candidate[] | undefined {
  const variable = /^\$(?:\{\w+\}|\w+)/.exec(url);
  if (variable) {
    const path = pathOf(url.slice(variable[0].length));
    if (!path.startsWith('/')) return undefined;
    return API_NAMES.flatMap((api) => {
      const prefixes = (servers[api] ?? []).map((server) => new URL(server).pathname.replace(/\/+$/, ''));
      const stripped = prefixes.filter((prefix) => prefix && path.startsWith(`${prefix}/`)).map((prefix) => path.slice(prefix.length));
      return [...new Set([...stripped, path])].map((candidate) => ({ api, path: candidate }));
    });
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const full = `${parsed.origin}${pathOf(parsed.pathname)}`;
  let best: { api: ApiName; server: string } | undefined;
  for (const api of API_NAMES) {
    for (const server of servers[api] ?? []) {
      const matches = full === server || full.startsWith(`${server}/`);
      if (matches && server.length > (best?.server.length ?? -1)) best = { api, server };
    }
  }
  return best ? [{ api: best.api, path: full.slice(best.server.length) || '/' }] : undefined;
}

const FAILURE_RANK: Record<string, number> = { 'no-method': 0, ambiguous: 1, 'no-path': 2 };

function resolveCall(method: string, candidates: Candidate[], registry: SchemaRegistry): { operation: Operation } | { message: string; api: ApiName } {
  let worst: { resolution: Extract<PathResolution, { ok: false }>; candidate: Candidate } | undefined;
  for (const candidate of candidates) {
    let resolution: PathResolution;
    try {
      resolution = resolveOperation(registry.model(candidate.api).operations, method, candidate.path);
    } catch {
      continue;
    }
    if (resolution.ok) return { operation: resolution.operation };
    if (!worst || FAILURE_RANK[resolution.reason]! < FAILURE_RANK[worst.resolution.reason]!) worst = { resolution, candidate };
  }
  const apiList = [...new Set(candidates.map((candidate) => candidate.api))].join(', ');
  if (!worst) return { message: `${method} ${candidates[0]?.path ?? ''} is not an operation of ${apiList}`, api: candidates[0]?.api ?? 'v2' };
  const { resolution, candidate } = worst;
  const others = resolution.candidates.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).join(', ');
  const message =
    resolution.reason === 'no-path'
      ? `${method} ${candidate.path} is not an operation of ${apiList}: no path matches`
      : resolution.reason === 'no-method'
        ? `${candidate.api} has no ${method} on ${candidate.path}; that path takes ${others}`
        : `${method} ${candidate.path} matches several ${candidate.api} operations (${others})`;
  return { message, api: candidate.api };
}

function wordRange(fence: CodeFence, offsets: readonly number[], span: Span): Range {
  const start = offsets[Math.min(span.offset, offsets.length - 1)] ?? 0;
  const last = offsets[Math.min(span.offset + span.length - 1, offsets.length - 1)] ?? start;
  return fenceRange(fence, start, last + 1);
}

async function checkCurls(fence: CodeFence, specs: SpecAccess, findings: Finding[], apis: Set<ApiName>): Promise<void> {
  for (const call of curlCalls(fence.value)) {
    if (!call.url) continue;
    // Which servers exist is read from every spec, so any of them changing re-checks the page.
    for (const api of API_NAMES) apis.add(api);
    const candidates = candidatesFor(call.url.text, specs.servers);
    if (!candidates) continue;
    const registry = await specs.registry();
    const urlRange = wordRange(fence, call.url.offsets, { offset: 0, length: call.url.text.length });
    const resolved = resolveCall(call.method, candidates, registry);
    if ('message' in resolved) {
      findings.push(error('sample/unknown-operation', resolved.message, urlRange, { api: resolved.api }));
      continue;
    }
    checkCurlBody(fence, call, resolved.operation, urlRange, registry, findings);
  }
}

function checkCurlBody(fence: CodeFence, call: CurlCall, operation: Operation, urlRange: Range, registry: SchemaRegistry, findings: Finding[]): void {
  const extra = { api: operation.api, operation: operation.operationId };
  const label = `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;
  const body = call.body;
  if (!body) {
    if (operation.requestBody?.required && !call.multipart) findings.push(error('sample/invalid', `${label} needs a request body: add -d '{…}'`, urlRange, extra));
    return;
  }
  if (body.fromFile || call.multipart) return;
  const toRange = (span: Span) => wordRange(fence, body.offsets, span);
  const schema = operation.requestBody?.schema;
  if (!schema) {
    findings.push(error('sample/invalid', `${label} takes no request body`, toRange({ offset: 0, length: body.text.length }), extra));
    return;
  }
  if (/^\s*[[{]/.test(body.text)) {
    validateBody({ text: body.text, toRange }, { api: operation.api, schema, operation: operation.operationId }, registry, findings);
    return;
  }
  validateForm(body, toRange, operation, schema, registry, findings);
}

/** `-d grant_type=client_credentials -d scope=…`: a form body, one string per field. */
function validateForm(body: CurlBody, toRange: (span: Span) => Range, operation: Operation, schema: object, registry: SchemaRegistry, findings: Finding[]): void {
  const value: Record<string, string> = {};
  const spans = new Map<string, { key: Span; value: Span }>();
  let offset = 0;
  for (const pair of body.text.split('&')) {
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    const key = safeDecode(rawKey);
    if (key && !(key in value)) {
      value[key] = safeDecode(rawValue);
      spans.set(key, { key: { offset, length: rawKey.length }, value: { offset: offset + equals + 1, length: rawValue.length } });
    }
    offset += pair.length + 1;
  }
  for (const problem of registry.validate(operation.api, schema, value)) {
    const field = problem.pointer.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
    const spot = field === undefined ? undefined : spans.get(field);
    const span = spot ? (KEY_KEYWORDS.has(problem.keyword) ? spot.key : spot.value) : { offset: 0, length: body.text.length };
    findings.push(error('sample/invalid', problem.message, toRange(span), { api: operation.api, operation: operation.operationId, pointer: problem.pointer }));
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
