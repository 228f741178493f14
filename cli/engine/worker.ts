/** A parsing thread: receives batches of pages, answers with their facts. */
import { parentPort, workerData } from 'node:worker_threads';
import { parseJob, type ParseJob, type ParseOptions } from './parse-job.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');
const { options } = workerData as { options: ParseOptions };

port.on('message', async (batch: ParseJob[]) => {
  const results = [];
  for (const job of batch) results.push({ relPath: job.relPath, facts: await parseJob(job, options) });
  port.postMessage(results);
});
port.postMessage('ready');
