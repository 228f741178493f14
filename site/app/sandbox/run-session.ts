/**
 * The runnable examples of the page on screen: registered in document order, run in that order
 * (running step 3 first runs steps 1 and 2 if they have not run), against the in-page sandbox or
 * a sandbox host the reader configured. Loaded only when a reader presses Run.
 */
import type { RunnableFence } from '../../../sandbox/run-fence.ts';
import type { StepOutcome } from '../../../sandbox/runnable.ts';
import type { Credentials } from '../../../sandbox/runnable-auth.ts';

export interface RunTarget {
  /** Empty: the built-in sandbox in this tab. Otherwise a sandbox host's origin. */
  origin: string;
  credentials?: Credentials;
}

export type StepState = { status: 'idle' } | { status: 'running' } | { status: 'done'; outcome: StepOutcome } | { status: 'failed'; message: string };

interface PageSteps {
  fences: RunnableFence[];
  states: StepState[];
  outcomes: Map<string, StepOutcome>;
  listeners: Set<() => void>;
}

const TARGET_KEY = 'orchestra.run.target';
const pages = new Map<string, PageSteps>();

function stepsOf(route: string): PageSteps {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = { fences: [], states: [], outcomes: new Map(), listeners: new Set() }));
  return page;
}

/** Called by each example as it mounts; returns its position on the page. */
export function registerStep(route: string, fence: RunnableFence, key: string): number {
  const page = stepsOf(route);
  const existing = page.fences.findIndex((candidate) => JSON.stringify(candidate) === key);
  if (existing >= 0) return existing;
  page.fences.push(fence);
  page.states.push({ status: 'idle' });
  return page.fences.length - 1;
}

export function stepState(route: string, index: number): StepState {
  return stepsOf(route).states[index] ?? { status: 'idle' };
}

export function subscribe(route: string, listener: () => void): () => void {
  const page = stepsOf(route);
  page.listeners.add(listener);
  return () => page.listeners.delete(listener);
}

export function readTarget(): RunTarget {
  try {
    return JSON.parse(sessionStorage.getItem(TARGET_KEY) ?? '{"origin":""}') as RunTarget;
  } catch {
    return { origin: '' };
  }
}

/** Secrets stay in this tab's sessionStorage: never in URLs, never logged. */
export function saveTarget(target: RunTarget): void {
  sessionStorage.setItem(TARGET_KEY, JSON.stringify(target));
}

async function sendTo(target: RunTarget) {
  if (!target.origin) {
    const { callInPageSandbox } = await import('./in-page.ts');
    return callInPageSandbox;
  }
  return async (request: { method: string; url: string; headers?: Record<string, string | string[] | undefined>; body?: string | undefined }) => {
    let response: Response;
    try {
      response = await fetch(request.url, { method: request.method, headers: request.headers as Record<string, string>, ...(request.body !== undefined ? { body: request.body } : {}) });
    } catch {
      throw new Error(`No answer from ${target.origin}: the host is unreachable or refuses cross-origin requests (CORS).`);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { status: response.status, headers, body: await response.text() };
  };
}

export async function runStepAt(route: string, index: number): Promise<void> {
  const page = stepsOf(route);
  const notify = () => page.listeners.forEach((listener) => listener());
  const [{ runFence }, auth, { registry }] = await Promise.all([import('../../../sandbox/runnable.ts'), import('../../../sandbox/runnable-auth.ts'), import('./registry.ts')]);
  const target = readTarget();
  const send = await sendTo(target);
  const context = { send, registry: await registry(), credentials: target.credentials ?? auth.SANDBOX_RUN_CREDENTIALS, tokens: new auth.TokenCache(), origin: target.origin };
  for (let step = 0; step <= index; step++) {
    const state = page.states[step];
    if (step < index && state?.status === 'done') continue;
    page.states[step] = { status: 'running' };
    notify();
    try {
      page.states[step] = { status: 'done', outcome: await runFence(page.fences[step]!, page.outcomes, context) };
    } catch (error) {
      page.states[step] = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
      notify();
      return;
    }
    notify();
  }
}

/** Forgets what the page's examples did, and the in-page sandbox's state with it. */
export async function resetSteps(route: string): Promise<void> {
  const page = stepsOf(route);
  page.states = page.states.map(() => ({ status: 'idle' }));
  page.outcomes.clear();
  (await import('./in-page.ts')).resetInPageSandbox();
  page.listeners.forEach((listener) => listener());
}
