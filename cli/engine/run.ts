/**
 * run/failed at run time: the runnable fences of a page, in page order, against a fresh
 * in-process sandbox, through the runner the site's Run button uses (sandbox/runnable.ts). A step
 * whose status or body differs from what the documentation promises fails, and the page's later
 * steps, which may depend on it, are not run. The sandbox's clock and ids are fixed, so the same
 * page gives the same findings on every run.
 */
import type { SchemaRegistry } from '../../schemas/index.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { seededRandom } from '../../sandbox/seeded-random.ts';
import { runnableFence } from '../../sandbox/run-fence.ts';
import { runFence, type RunContext, type StepOutcome } from '../../sandbox/runnable.ts';
import { SANDBOX_RUN_CREDENTIALS, TokenCache } from '../../sandbox/runnable-auth.ts';
import { error, type Finding } from './diagnostics.ts';
import { runRange, type SpecFence } from './fence-rules.ts';
import { parseMeta } from './fences.ts';

/** 2026-03-14T09:30:00Z: the date the examples of the specs are written for. */
const FIXED_NOW = Date.UTC(2026, 2, 14, 9, 30);

export async function runPage(fences: readonly SpecFence[], registry: SchemaRegistry): Promise<Finding[]> {
  const steps = fences.filter((fence) => fence.run);
  if (steps.length === 0) return [];
  const sandbox = createSandbox({ registry, clock: () => FIXED_NOW, random: seededRandom(42) });
  const context: RunContext = { send: (request) => sandbox.handle(request), registry, credentials: SANDBOX_RUN_CREDENTIALS, tokens: new TokenCache(), origin: '' };
  const outcomes = new Map<string, StepOutcome>();
  for (const fence of steps) {
    const attributes = new Map([...parseMeta(fence)].map(([name, attribute]) => [name, attribute.value]));
    const parsed = runnableFence(fence.lang.toLowerCase(), fence.value, attributes);
    // fence-rules.ts kept only fences that parse; the guard is for the type.
    if (!parsed.ok) continue;
    let outcome: StepOutcome;
    try {
      outcome = await runFence(parsed.fence, outcomes, context);
    } catch (caught) {
      return [error('run/failed', `the step could not run: ${(caught as Error).message}`, runRange(fence))];
    }
    if (outcome.problems.length === 0) continue;
    const { pathname } = new URL(outcome.request.url, 'http://sandbox.invalid');
    const extra = outcome.operation ? { api: outcome.operation.api, operation: outcome.operation.operationId } : {};
    return [error('run/failed', `${outcome.request.method} ${pathname} ${outcome.problems.join('; ')}`, runRange(fence), extra)];
  }
  return [];
}
