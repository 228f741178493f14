/** `docs build`, `docs dev` and `docs preview`: the site commands, on top of site/build. */
import { resolve } from 'node:path';
import { isError, type Diagnostic } from '../engine/diagnostics.ts';
import { REPORTERS } from '../report/index.ts';
import { interruptSignal, untilInterrupted } from './interrupt.ts';

const log = (message: string) => process.stderr.write(`docs: ${message}\n`);

function printDiagnostics(diagnostics: Diagnostic[]): void {
  const cwd = process.cwd();
  process.stdout.write(
    REPORTERS.stylish({ diagnostics, cwd, color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR, readSource: () => undefined }),
  );
}

export async function buildCommand(options: { out: string; content?: string }): Promise<number> {
  const { buildDocsSite } = await import('../../site/build/index.ts');
  const started = performance.now();
  const outDir = resolve(options.out);
  const result = await buildDocsSite({ outDir, log, ...(options.content ? { content: resolve(options.content) } : {}) });
  const problems = result.diagnostics.filter((diagnostic) => isError(diagnostic) || diagnostic.severity === 'warning');
  if (problems.length > 0) printDiagnostics(problems);
  if (!result.ok) {
    log(result.message);
    return 1;
  }
  log(`built ${result.report.pages} pages into ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

export async function previewCommand(options: { port: string; dir: string }): Promise<number> {
  const { startPreviewServer } = await import('../../site/build/preview-server.ts');
  const port = Number(options.port);
  const server = await startPreviewServer({ dir: resolve(options.dir), port });
  const address = server.address();
  log(`serving ${resolve(options.dir)} at http://127.0.0.1:${typeof address === 'object' && address ? address.port : port} (Ctrl-C to stop)`);
  await untilInterrupted();
  await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
  return 0;
}

export async function devCommand(options: { port: string; content?: string }): Promise<number> {
  const [{ loadSiteModel }, { startDevServer }, { CheckSession }, { watchSession }] = await Promise.all([
    import('../../site/build/index.ts'),
    import('../../site/build/dev-server.ts'),
    import('../engine/check.ts'),
    import('../engine/watch.ts'),
  ]);
  const content = options.content ? resolve(options.content) : undefined;
  const session = await CheckSession.open(content ? { content } : {});
  const first = await session.run();
  printDiagnostics(first.diagnostics);
  const server = await startDevServer(await loadSiteModel(content), { port: Number(options.port) });
  log(`dev server at ${server.url} (Ctrl-C to stop)`);
  const stop = interruptSignal();
  await watchSession(
    session,
    first,
    {
      ready: () => undefined,
      update: async ({ changed, added }) => {
        log(`${changed.length} file(s) changed`);
        if (added.length > 0) printDiagnostics(added);
        server.update(await loadSiteModel(content));
      },
      error: (caught) => log(`check failed: ${caught instanceof Error ? caught.message : String(caught)}`),
    },
    stop,
  );
  await Promise.all([server.close(), session.close()]);
  return 0;
}
