/**
 * Sends the panel's requests: to the sandbox running in the page (the default; loaded on first
 * use) or over the network with fetch, where a failure gets a message that says what likely
 * happened (unreachable server, or a server that does not allow calls from this page).
 */
export type Target = { kind: 'sandbox' } | { kind: 'network' };

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface IncomingResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  durationMs: number;
}

export type SendResult = { ok: true; response: IncomingResponse } | { ok: false; message: string };

async function sendToSandbox(request: OutgoingRequest): Promise<SendResult> {
  const { callInPageSandbox } = await import('../../sandbox/in-page.ts');
  const response = await callInPageSandbox({ method: request.method, url: request.url, headers: request.headers, body: request.body });
  return { ok: true, response: { status: response.status, headers: response.headers, body: response.body ?? '', durationMs: response.durationMs } };
}

async function sendOverNetwork(request: OutgoingRequest): Promise<SendResult> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(request.url, { method: request.method, headers: request.headers, ...(request.body === undefined ? {} : { body: request.body }), credentials: 'omit' });
  } catch {
    // fetch says nothing more on purpose (a CORS refusal and a dead host look the same to scripts).
    const origin = new URL(request.url).origin;
    return {
      ok: false,
      message: `The browser could not reach ${origin}: the server is down or unreachable, or it does not accept requests from this page (CORS). The built-in sandbox needs no network; for this server, run the cURL sample from your machine.`,
    };
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  const body = await response.text();
  return { ok: true, response: { status: response.status, headers, body, durationMs: performance.now() - started } };
}

export function send(target: Target, request: OutgoingRequest): Promise<SendResult> {
  return target.kind === 'sandbox' ? sendToSandbox(request) : sendOverNetwork(request);
}

/** The token endpoint of a target: the scheme's token URL path on the target's origin (`/v1/oauth/token` for API v1). */
export function tokenEndpoint(tokenUrl: string, baseUrl: string): string {
  return new URL(new URL(tokenUrl).pathname, new URL(baseUrl).origin).href;
}

export function basicCredentials(user: string, password: string): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
