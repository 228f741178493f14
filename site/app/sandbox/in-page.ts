/**
 * The sandbox core running in the reader's tab: runnable examples and the try-it panel call it
 * instead of a server, so the static site's examples work with no backend. Loaded only when a
 * reader first runs something (it brings the specs and ajv, ~100 KB gzip).
 *
 * State survives reloads of the tab: every request is logged in sessionStorage with the time it
 * was made, and a reload replays the log through a fresh sandbox with the same clock readings
 * and the same seeded random numbers, which rebuilds exactly the same state and ids.
 */
import type { Sandbox, SandboxRequest, SandboxResponse } from '../../../sandbox/index.ts';
import { seededRandom } from '../../../sandbox/seeded-random.ts';
import { clearWebhooks, publishWebhook } from './webhook-bus.ts';
import { registry as sharedRegistry } from './registry.ts';

const LOG_KEY = 'orchestra.sandbox.log';
const SEED_KEY = 'orchestra.sandbox.seed';

export interface TimedResponse extends SandboxResponse {
  durationMs: number;
}

interface LoggedRequest {
  at: number;
  request: SandboxRequest;
}

let sandbox: Promise<Sandbox> | undefined;

function readLog(): LoggedRequest[] {
  try {
    return JSON.parse(sessionStorage.getItem(LOG_KEY) ?? '[]') as LoggedRequest[];
  } catch {
    return [];
  }
}

function seed(): number {
  const stored = Number(sessionStorage.getItem(SEED_KEY));
  if (Number.isInteger(stored) && stored > 0) return stored;
  const fresh = Math.floor(Math.random() * 2 ** 31) + 1;
  sessionStorage.setItem(SEED_KEY, String(fresh));
  return fresh;
}

async function createInPageSandbox(): Promise<Sandbox> {
  const [registry, { createSandbox }] = await Promise.all([sharedRegistry(), import('../../../sandbox/index.ts')]);
  let replayClock: number | undefined;
  const core = createSandbox({
    registry,
    clock: () => replayClock ?? Date.now(),
    random: seededRandom(seed()),
    onWebhook: publishWebhook,
  });
  for (const entry of readLog()) {
    replayClock = entry.at;
    await core.handle(entry.request);
  }
  replayClock = undefined;
  return core;
}

export function inPageSandbox(): Promise<Sandbox> {
  sandbox ??= createInPageSandbox();
  sandbox.catch(() => (sandbox = undefined));
  return sandbox;
}

/** Sends one request to the in-page sandbox and remembers it for the next reload of the tab. */
export async function callInPageSandbox(request: SandboxRequest): Promise<TimedResponse> {
  const core = await inPageSandbox();
  const at = Date.now();
  const started = performance.now();
  const response = await core.handle(request);
  const durationMs = performance.now() - started;
  try {
    sessionStorage.setItem(LOG_KEY, JSON.stringify([...readLog(), { at, request }]));
  } catch {
    // Storage full or disabled: the state then lasts until the tab reloads.
  }
  return { ...response, durationMs };
}

/** Forgets everything this tab did in the sandbox. */
export function resetInPageSandbox(): void {
  sessionStorage.removeItem(LOG_KEY);
  sessionStorage.removeItem(SEED_KEY);
  clearWebhooks();
  sandbox = undefined;
}
