/** Aborted by Ctrl-C or SIGTERM, so the long-running commands (watch, dev, preview, sandbox) stop cleanly. */
export function interruptSignal(): AbortSignal {
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  return stop.signal;
}

export function untilInterrupted(): Promise<void> {
  const signal = interruptSignal();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}
