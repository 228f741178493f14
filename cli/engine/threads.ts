/** Worker threads running one of the engine's TypeScript modules. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** Defined by the compiled CLI (cli/compile.mjs): the folder holding its worker entries. */
declare const COMPILED_CLI_DIR: string | undefined;

export function startWorker(script: 'worker.ts' | 'spec-worker.ts', data: object, resourceLimits?: ResourceLimits): Worker {
  const options = resourceLimits ? { resourceLimits } : {};
  if (typeof COMPILED_CLI_DIR === 'string') {
    return new Worker(pathToFileURL(join(COMPILED_CLI_DIR, script.replace(/\.ts$/, '.js'))), { workerData: data, ...options });
  }
  // Through tsx (tests, or no compiled copy): worker-entry.mjs registers its loader in the thread.
  return new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    workerData: { ...data, script: new URL(`./${script}`, import.meta.url).href },
    ...options,
  });
}
