/**
 * The sandbox behind node:http, for `docs sandbox` and the tests: the core plus what only a server
 * does — CORS for the site's try-it panel, real webhook POSTs with retries, a request log.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SchemaRegistry } from '../schemas/registry.ts';
import { derefLocal } from '../schemas/operations.ts';
import { API_NAMES, isObject } from '../schemas/spec-types.ts';
import { createSandbox } from './index.ts';
import { MAX_BODY_BYTES } from './test-values.ts';
import type { Clock, Random } from './types.ts';
import { createWebhookDeliverer, DEFAULT_RETRY_POLICY, type RetryPolicy } from './webhook-delivery.ts';

export interface SandboxServerOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the sandbox is a local tool. */
  host?: string;
  registry: SchemaRegistry;
  /** Receives one line per request (`GET /v2/payments/pay_… 200 1.3ms`) and per webhook attempt. */
  log?: (line: string) => void;
  /** Origin written into links and redirections instead of the documented sandbox hosts. */
  publicUrl?: string;
  webhookRetry?: Partial<RetryPolicy>;
  clock?: Clock;
  random?: Random;
}

export interface SandboxServer {
  /** `http://127.0.0.1:4010` */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Every request header the three APIs read, from their specs, for CORS preflights. */
function allowedHeaders(registry: SchemaRegistry): string {
  const names = new Set(['authorization', 'content-type']);
  for (const api of API_NAMES) {
    const model = registry.model(api);
    const document = model.spec.document;
    const components = isObject(document.components) ? document.components : {};
    for (const scheme of Object.values(isObject(components.securitySchemes) ? components.securitySchemes : {})) {
      if (isObject(scheme) && scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') names.add(scheme.name.toLowerCase());
    }
    const paths = isObject(document.paths) ? Object.values(document.paths) : [];
    const parameters = [...paths.filter(isObject).flatMap((item) => item.parameters), ...model.operations.map((operation) => operation.node.parameters)];
    for (const list of parameters) {
      for (const entry of Array.isArray(list) ? list : []) {
        const parameter = derefLocal(document, entry);
        if (isObject(parameter) && parameter.in === 'header' && typeof parameter.name === 'string') names.add(parameter.name.toLowerCase());
      }
    }
  }
  return [...names].sort().join(', ');
}

/** Reads at most MAX_BODY_BYTES + 1 bytes: enough for the core to answer 413, never more in memory. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    if (size > MAX_BODY_BYTES) continue;
    chunks.push(chunk);
    size += chunk.length;
  }
  if (size === 0) return undefined;
  return Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES + 1).toString('utf8');
}

export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const log = options.log ?? (() => {});
  const deliverer = createWebhookDeliverer({ ...DEFAULT_RETRY_POLICY, ...options.webhookRetry }, log);
  const sandbox = createSandbox({
    registry: options.registry,
    onWebhook: deliverer.deliver,
    ...(options.publicUrl ? { publicUrls: { api: options.publicUrl, pay: options.publicUrl } } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'x-created-operation-id, location',
  };
  const preflight = {
    ...cors,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': allowedHeaders(options.registry),
    'access-control-max-age': '600',
  };

  const server = createServer(async (request, response) => {
    const started = performance.now();
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    let status: number;
    try {
      if (method === 'OPTIONS' && request.headers['access-control-request-method']) {
        status = 204;
        response.writeHead(status, preflight).end();
      } else {
        const answer = await sandbox.handle({ method, url: path, headers: request.headers, body: await readBody(request) });
        status = answer.status;
        response.writeHead(status, { ...cors, ...answer.headers }).end(answer.body);
      }
    } catch (error) {
      // The core answers its own failures; this is the socket failing (a client gone mid-body).
      status = 500;
      if (!response.headersSent) response.writeHead(status, { ...cors, 'content-type': 'text/plain' });
      response.end(`The sandbox server failed: ${(error as Error).message}`);
    }
    log(`${method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        deliverer.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
