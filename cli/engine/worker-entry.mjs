// Worker threads do not inherit the main thread's tsx loader: register it here, then load the
// TypeScript module the thread runs (workerData.script, a file URL). Used when the CLI runs through
// tsx (tests, or no compiled copy: cli/compile.mjs).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
