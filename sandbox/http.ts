/** Response builders and request-header helpers shared by every handler. */
import type { SandboxResponse } from './types.ts';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): SandboxResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function problemJson(status: number, body: unknown, headers: Record<string, string> = {}): SandboxResponse {
  return { status, headers: { 'content-type': 'application/problem+json', ...headers }, body: JSON.stringify(body) };
}

export function html(status: number, text: string): SandboxResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: text };
}

export function empty(status: number, headers: Record<string, string> = {}): SandboxResponse {
  return { status, headers, body: undefined };
}

/** Lower-cases header names and joins repeated values, as HTTP allows for most headers. */
export function normalizeHeaders(headers: Record<string, string | string[] | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

export function reasonPhrase(status: number): string {
  return REASON_PHRASES[status] ?? 'Error';
}

const isoCache = new Map<number, string>();

/**
 * RFC 3339 to the second, like the spec examples (`2026-03-14T09:30:00Z`). Memoized per second:
 * a payment view formats the same few instants once per operation, and Date formatting showed
 * as the hottest call of the capture bench.
 */
export function isoTime(ms: number): string {
  const second = Math.floor(ms / 1000);
  let text = isoCache.get(second);
  if (text === undefined) {
    if (isoCache.size >= 4096) isoCache.clear();
    text = `${new Date(second * 1000).toISOString().slice(0, 19)}Z`;
    isoCache.set(second, text);
  }
  return text;
}

/** decodeURIComponent that keeps a malformed escape as written instead of throwing. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
