/**
 * The thread that holds the schema registry: it reads what the checks need from the specs, judges
 * them (spec-check.ts), validates the pages' samples and runs their examples in the sandbox, while
 * the main thread parses pages and checks links. One registry, so each spec is parsed and each
 * validator compiled once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createFileRegistry } from '../../schemas/index.ts';
import { API_NAMES } from '../../schemas/spec-types.ts';
import type { SpecFence } from './fence-rules.ts';
import { runPage } from './run.ts';
import { checkFences, type SampleResult, type SpecAccess } from './samples.ts';
import { judgeSpecs } from './spec-check.ts';
import { readSpecFacts } from './spec-facts.ts';

export type SpecRequest =
  | { id: number; type: 'facts' }
  | { id: number; type: 'judge' }
  | { id: number; type: 'samples'; servers: SpecAccess['servers']; fences: SpecFence[] };

export type SpecAnswer = { id: number; value: unknown } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('spec-worker.ts runs only as a worker thread');
const { root } = workerData as { root: string };
const registry = createFileRegistry(root);

async function checkSamples({ fences, servers }: Extract<SpecRequest, { type: 'samples' }>): Promise<SampleResult> {
  const result = await checkFences(fences, { servers, registry: async () => registry });
  if (fences.some((fence) => fence.run)) {
    result.findings.push(...(await runPage(fences, registry)));
    // The runner may call any API (the token endpoint, the sandbox's shopper calls).
    result.apis = [...API_NAMES];
  }
  return result;
}

port.on('message', async (request: SpecRequest) => {
  try {
    const value =
      request.type === 'facts' ? readSpecFacts((api) => registry.model(api).spec.document) : request.type === 'judge' ? await judgeSpecs(root, registry) : await checkSamples(request);
    port.postMessage({ id: request.id, value } satisfies SpecAnswer);
  } catch (caught) {
    port.postMessage({ id: request.id, error: caught instanceof Error ? (caught.stack ?? caught.message) : String(caught) } satisfies SpecAnswer);
  }
});
