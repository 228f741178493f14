/**
 * Sandbox load bench: the server runs in a child process (its own core, as under `docs sandbox`);
 * this process loads it over keep-alive loopback connections for a bounded time per scenario and
 * reports requests per second and p50/p99 latency. Goal: ≥ 2,000 req/s with p99 < 20 ms.
 *
 * Scenarios: a GET of a payment; a capture of 1 minor unit with a unique merchant_reference.
 * Captures go round-robin over a pool of payments with large authorizations: the answer to a
 * capture is the whole payment, every capture included, so on a single payment each answer
 * would grow with the run (`--pool 1` shows it); the pool keeps payments at tens of captures.
 *
 * Client and server share the machine's two cores and the load is CPU-bound, so connections
 * beyond a few only queue: 8 by default; with 16, throughput stays the same and latency doubles.
 *
 * Usage: npx tsx bench/sandbox.ts [--duration 5] [--connections 8] [--pool 400]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const CHILD_FLAG = 'ORCHESTRA_BENCH_SANDBOX_SERVER';
const GOAL = { requestsPerSecond: 2000, p99Ms: 20 };
const ENTITY = '7c1e2d4a-5b6f-4a8e-9d3c-1f2e3a4b5c6d';

interface Answer {
  status: number;
  body: string;
}

function send(agent: Agent, port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface Result {
  scenario: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `connections` loops, each sending its next request as soon as the previous answer is read, until the deadline. */
async function load(scenario: string, port: number, seconds: number, connections: number, expected: number, next: () => [string, string, Record<string, string>, string?]): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const [method, path, headers, body] = next();
        const sent = performance.now();
        const answer = await send(agent, port, method, path, headers, body);
        latencies.push(performance.now() - sent);
        if (answer.status !== expected) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { scenario, requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function startServerProcess(): Promise<{ child: ChildProcess; port: number }> {
  // `--import tsx` so the child loads TypeScript however this module was started.
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, [CHILD_FLAG]: '1' }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`the sandbox server process exited with ${code}`)));
  });
}

export async function benchSandbox(seconds = 5, connections = 8, pool = 400): Promise<string[]> {
  const { child, port } = await startServerProcess();
  try {
    const setup = new Agent({ keepAlive: true, maxSockets: 8 });
    const credentials = Buffer.from('sandbox-client:sandbox-secret').toString('base64');
    const token = await send(setup, port, 'POST', '/oauth/token', { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=client_credentials');
    const headers = { authorization: `Bearer ${(JSON.parse(token.body) as { access_token: string }).access_token}`, 'content-type': 'application/json' };
    const payments: string[] = [];
    for (let i = 0; i < pool; i++) {
      const body = JSON.stringify({ amount: 100_000_000, currency: 'EUR', entity_id: ENTITY, order: { reference: `BENCH-${i}` } });
      const created = await send(setup, port, 'POST', '/v2/payments', headers, body);
      if (created.status !== 201) throw new Error(`payment creation answered ${created.status}: ${created.body}`);
      payments.push((JSON.parse(created.body) as { id: string }).id);
    }
    setup.destroy();

    const read = await load('GET /v2/payments/{id}', port, seconds, connections, 200, () => ['GET', `/v2/payments/${payments[0]}`, headers]);
    let sequence = 0;
    const capture = await load('POST /v2/payments/{id}/captures (1 minor unit)', port, seconds, connections, 201, () => {
      sequence += 1;
      return ['POST', `/v2/payments/${payments[sequence % payments.length]}/captures`, headers, JSON.stringify({ amount: 1, merchant_reference: `bench-${sequence}` })];
    });

    const rows = [
      `Sandbox load: ${seconds} s per scenario, ${connections} keep-alive connections on 127.0.0.1, server in its own process;`,
      `captures round-robin over ${pool} payment(s), ${Math.round(capture.requests / pool)} captures each at the end.`,
      '',
      '| scenario | requests | errors | req/s | p50 | p99 | goal |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ];
    for (const result of [read, capture]) {
      const met = result.perSecond >= GOAL.requestsPerSecond && result.p99 < GOAL.p99Ms && result.errors === 0;
      rows.push(
        `| ${result.scenario} | ${result.requests} | ${result.errors} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(2)} ms | ${result.p99.toFixed(2)} ms | ${met ? 'met' : 'MISSED'} |`,
      );
    }
    return rows;
  } finally {
    child.kill();
  }
}

async function serve(): Promise<void> {
  const { getRegistry } = await import('../schemas/index.ts');
  const { startSandboxServer } = await import('../sandbox/server.ts');
  const server = await startSandboxServer({ port: 0, registry: getRegistry() });
  process.send?.({ port: server.port });
  // Stop with the parent, whatever way it ends.
  process.once('disconnect', () => void server.close().then(() => process.exit(0)));
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

if (process.env[CHILD_FLAG]) {
  await serve();
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '8' }, pool: { type: 'string', default: '400' } },
  });
  const rows = await benchSandbox(Number(values.duration), Number(values.connections), Number(values.pool));
  console.log(rows.join('\n'));
  if (rows.some((row) => row.includes('MISSED'))) process.exitCode = 1;
}
