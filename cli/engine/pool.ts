/**
 * Parses pages on every core. A cold run is bound by remark's parser (about 1–2 MB/s per core), so
 * the main thread parses too while worker threads start (each needs ~0.3 s to load tsx and the
 * parser) and take batches: workers from the big end of the queue, the main thread from the
 * small end, so that all finish together.
 */
import { availableParallelism } from 'node:os';
import type { ParsedPage, ParseJob, ParseOptions } from './parse-job.ts';
import { startWorker } from './threads.ts';

/** Less text than this is parsed before a worker would be ready. */
const PARALLEL_BYTES = 400 * 1024;
const BATCH_BYTES = 64 * 1024;
/** The main thread lets worker messages in after this much parsing. */
const YIELD_BYTES = 24 * 1024;

export interface PoolOptions extends ParseOptions {
  threads?: number;
  /** Called with each page as soon as it is parsed, so that later work on it overlaps the parsing. */
  onParsed?: (relPath: string, page: ParsedPage) => void;
}

export async function parsePages(jobs: readonly ParseJob[], options: PoolOptions): Promise<Map<string, ParsedPage>> {
  const results = new Map<string, ParsedPage>();
  const done = (relPath: string, page: ParsedPage) => {
    results.set(relPath, page);
    options.onParsed?.(relPath, page);
  };
  const queue = [...jobs].sort((a, b) => b.source.length - a.source.length);
  const bytes = queue.reduce((total, job) => total + job.source.length, 0);
  const threads = options.threads ?? availableParallelism();
  const workerCount = bytes >= PARALLEL_BYTES ? Math.max(0, threads - 1) : 0;
  const parseOptions: ParseOptions = { external: options.external, ...(options.keepTrees ? { keepTrees: true } : {}) };

  const takeBatch = (): ParseJob[] => {
    const batch: ParseJob[] = [];
    let size = 0;
    while (queue.length > 0 && size < BATCH_BYTES) {
      const job = queue.shift()!;
      batch.push(job);
      size += job.source.length;
    }
    return batch;
  };

  const workers = Array.from({ length: workerCount }, () => {
    // A larger young generation cuts the parser's garbage-collection time by about a sixth.
    const worker = startWorker('worker.ts', { options: parseOptions }, { maxYoungGenerationSizeMb: 48 });
    let busy = false;
    let settle: () => void = () => {};
    const finished = new Promise<void>((resolve, reject) => {
      settle = resolve;
      const feed = () => {
        const batch = takeBatch();
        busy = batch.length > 0;
        if (busy) worker.postMessage(batch);
        else resolve();
      };
      worker.on('message', (message: 'ready' | Array<{ relPath: string; facts: ParsedPage }>) => {
        if (message !== 'ready') for (const result of message) done(result.relPath, result.facts);
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (busy ? reject(new Error(`a parser thread stopped with exit code ${code}`)) : resolve()));
    });
    // Awaited below; marked handled now so a failure while the main thread parses is not fatal first.
    finished.catch(() => undefined);
    return { worker, finished, idle: () => !busy && settle() };
  });

  const { parseJob } = await import('./parse-job.ts');
  try {
    let sinceYield = 0;
    while (queue.length > 0) {
      const job = queue.pop()!;
      done(job.relPath, await parseJob(job, parseOptions));
      sinceYield += job.source.length;
      if (workerCount > 0 && sinceYield >= YIELD_BYTES) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    // Workers still starting up have nothing left to do.
    for (const entry of workers) entry.idle();
    await Promise.all(workers.map((entry) => entry.finished));
  } finally {
    await Promise.all(workers.map((entry) => entry.worker.terminate()));
  }
  return results;
}
