/**
 * The main thread's side of spec-worker.ts: requests and their answers. The worker does not keep
 * the process alive while idle (a watch session may leave it running), only while it owes an answer.
 */
import type { Worker } from 'node:worker_threads';
import type { Diagnostic } from './diagnostics.ts';
import type { SpecFence } from './fence-rules.ts';
import type { SampleResult, SpecAccess } from './samples.ts';
import type { SpecFacts } from './spec-facts.ts';
import type { SpecAnswer, SpecRequest } from './spec-worker.ts';
import { startWorker } from './threads.ts';

type Request = { type: 'facts' } | { type: 'judge' } | Omit<Extract<SpecRequest, { type: 'samples' }>, 'id'>;

export class SpecService {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private next = 0;

  constructor(root: string) {
    this.worker = startWorker('spec-worker.ts', { root });
    this.worker.unref();
    this.worker.on('message', (answer: SpecAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) this.worker.unref();
      if ('error' in answer) waiting?.reject(new Error(`the spec thread failed: ${answer.error}`));
      else waiting?.resolve(answer.value);
    });
    const failAll = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new Error(`the spec thread stopped with exit code ${code}`)));
  }

  private request<T>(request: Request): Promise<T> {
    const id = this.next++;
    this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Anchors and servers (spec-facts.ts). */
  facts(): Promise<SpecFacts> {
    return this.request({ type: 'facts' });
  }

  /** spec/invalid and spec/example-invalid. */
  judge(): Promise<Diagnostic[]> {
    return this.request({ type: 'judge' });
  }

  /** Sample findings and run results of a page whose fences need the registry. */
  samples(fences: SpecFence[], servers: SpecAccess['servers']): Promise<SampleResult> {
    return this.request({ type: 'samples', fences, servers });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
