/**
 * `docs check --watch`: after the first run, every change to a page, the sidebars or a spec (or
 * an example file it references) re-runs the session on just that change, and the caller is told
 * what appeared and what went away.
 */
import { relative } from 'node:path';
import { watch as watchFiles } from 'chokidar';
import type { CheckRun, CheckSession } from './check.ts';
import type { Diagnostic } from './diagnostics.ts';

export interface WatchUpdate {
  changed: string[];
  run: CheckRun;
  added: Diagnostic[];
  fixed: Diagnostic[];
}

export interface WatchHandlers {
  ready(): void;
  /** Awaited before the next change is checked (the dev server reloads its model here). */
  update(update: WatchUpdate): void | Promise<void>;
  error(error: unknown): void;
}

const key = (diagnostic: Diagnostic) =>
  [diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.ruleId, diagnostic.message].join('\u0000');

/** Changes arriving within this window are checked together (editors write files in bursts). */
const SETTLE_MS = 40;

/** Watches until `signal` aborts. */
export async function watchSession(session: CheckSession, first: CheckRun, handlers: WatchHandlers, signal: AbortSignal): Promise<void> {
  let previous = first;
  const watched = new Set([session.layout.root, ...session.specFiles()]);
  const watcher = watchFiles([...watched], {
    ignoreInitial: true,
    // Inside the content root, what discoverPages skips: node_modules, dot folders and files.
    ignored: (path) => {
      const inside = relative(session.layout.root, path);
      return !inside.startsWith('..') && /(^|[/\\])(node_modules|\.[^/\\]+)([/\\]|$)/.test(inside);
    },
  });
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const flush = () => {
    const changed = new Set(pending);
    pending.clear();
    running = running.then(async () => {
      try {
        const run = await session.run(changed);
        const before = new Set(previous.diagnostics.map(key));
        const after = new Set(run.diagnostics.map(key));
        const added = run.diagnostics.filter((diagnostic) => !before.has(key(diagnostic)));
        const fixed = previous.diagnostics.filter((diagnostic) => !after.has(key(diagnostic)));
        previous = run;
        // A spec may have started referencing a new example file.
        const fresh = session.specFiles().filter((file) => !watched.has(file));
        for (const file of fresh) watched.add(file);
        if (fresh.length > 0) watcher.add(fresh);
        await handlers.update({ changed: [...changed].sort(), run, added, fixed });
      } catch (caught) {
        handlers.error(caught);
      }
    });
  };
  const onChange = (path: string) => {
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };
  watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);

  await new Promise<void>((resolve, reject) => {
    watcher.once('ready', () => handlers.ready());
    watcher.once('error', reject);
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
  clearTimeout(timer);
  await running;
  await watcher.close();
}
