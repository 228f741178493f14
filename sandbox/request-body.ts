/**
 * Reads a request body the way the operation's spec says (JSON, or a form for the token
 * endpoints) and validates it with the registry, so the sandbox rejects exactly what the sample
 * checker rejects, with the same pointers and messages.
 */
import type { SchemaRegistry } from '../schemas/registry.ts';
import type { Operation } from '../schemas/operations.ts';
import type { Failure } from './problems.ts';

export type BodyOutcome = { ok: true; body: unknown } | { ok: false; failure: Failure };

function mediaTypeOf(contentType: string | undefined, operation: Operation): string {
  const declared = operation.requestBody?.mediaType ?? 'application/json';
  const sent = contentType?.split(';')[0]?.trim().toLowerCase();
  // Follow the sender when it names one of the two formats the APIs use; otherwise the spec.
  if (sent === 'application/json' || sent === 'application/x-www-form-urlencoded') return sent;
  return declared;
}

function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

export function readBody(registry: SchemaRegistry, operation: Operation, raw: string | undefined, contentType: string | undefined): BodyOutcome {
  const spec = operation.requestBody;
  if (!spec) return { ok: true, body: undefined };
  if (raw === undefined || raw.trim() === '') {
    if (!spec.required) return { ok: true, body: undefined };
    return { ok: false, failure: { kind: 'invalid', detail: `A request body is required (${spec.mediaType}).` } };
  }
  let body: unknown;
  if (mediaTypeOf(contentType, operation) === 'application/x-www-form-urlencoded') {
    body = parseForm(raw);
  } else {
    try {
      body = JSON.parse(raw);
    } catch (error) {
      return { ok: false, failure: { kind: 'invalid', detail: `The request body is not valid JSON: ${(error as Error).message}` } };
    }
  }
  if (!spec.schema) return { ok: true, body };
  const errors = registry.validate(operation.api, spec.schema, body);
  if (errors.length === 0) return { ok: true, body };
  return {
    ok: false,
    failure: { kind: 'invalid', detail: 'The request body is invalid.', errors: errors.map((error) => ({ pointer: error.pointer, detail: error.message })) },
  };
}
