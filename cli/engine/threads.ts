/** Worker threads running one of the engine's TypeScript modules (through worker-entry.mjs). */
import { Worker, type ResourceLimits } from 'node:worker_threads';

export function startWorker(script: 'worker.ts' | 'spec-worker.ts', data: object, resourceLimits?: ResourceLimits): Worker {
  return new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    workerData: { ...data, script: new URL(`./${script}`, import.meta.url).href },
    ...(resourceLimits ? { resourceLimits } : {}),
  });
}
