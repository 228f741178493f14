/**
 * The `docs` command. `main` returns the exit code (DESIGN.md): 0 no error (warnings allowed),
 * 1 errors found, 2 usage, config or internal error. It never throws.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { CheckSession, type CheckRun } from './engine/check.ts';
import { isError, type Diagnostic } from './engine/diagnostics.ts';
import { ConfigError, UsageError } from './engine/errors.ts';
import { REPORTERS, type FormatName, type ReportInput } from './report/index.ts';

interface CheckCommandOptions {
  format: FormatName;
  watch?: boolean;
  content?: string;
  external?: boolean;
}

export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command('docs')
    .description('Orchestra developer docs: check, build and serve')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  program
    .command('check')
    .description('check samples, links, anchors, sidebars and specs; report with file, line and column')
    .argument('[paths...]', 'report only findings in these files or folders (everything is still checked)')
    .addOption(new Option('--format <format>', 'output format').choices(Object.keys(REPORTERS)).default('stylish'))
    .option('--watch', 're-check what a change touches, print what changed')
    .option('--content <dir>', 'check this Markdown/MDX tree instead of ./content (the specs are used, not checked)')
    .option('--external', 'also check external URLs (cached on disk; failures are warnings)')
    .action(async (paths: string[], options: CheckCommandOptions) => {
      exitCode = await checkCommand(paths, options);
    });
  program
    .command('build')
    .description('check, then build the static site (broken links fail the build)')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--content <dir>', 'build this Markdown/MDX tree instead of ./content')
    .action(async (options: { out: string; content?: string }) => {
      exitCode = await (await import('./commands/site.ts')).buildCommand(options);
    });
  program
    .command('dev')
    .description('serve the site with live reload; changed files are re-checked')
    .option('--port <port>', 'port on 127.0.0.1', '5173')
    .option('--content <dir>', 'serve this Markdown/MDX tree instead of ./content')
    .action(async (options: { port: string; content?: string }) => {
      exitCode = await (await import('./commands/site.ts')).devCommand(options);
    });
  program
    .command('preview')
    .description('serve the built site on 127.0.0.1')
    .option('--port <port>', 'port', '4173')
    .option('--dir <dir>', 'the built site', 'dist')
    .action(async (options: { port: string; dir: string }) => {
      exitCode = await (await import('./commands/site.ts')).previewCommand(options);
    });
  program
    .command('search-index')
    .description('write the search records (DocSearch format); with --algolia, upload them to the Algolia index of docs.config.ts')
    .option('--out <file>', 'where to write the records', 'dist/search-records.json')
    .option('--algolia', 'upload to Algolia (search.appId and search.indexName from docs.config.ts, the write key from ALGOLIA_ADMIN_API_KEY)')
    .option('--content <dir>', 'index this Markdown/MDX tree instead of ./content')
    .action(async (options: { out: string; algolia?: boolean; content?: string }) => {
      exitCode = await (await import('./commands/search-index.ts')).searchIndexCommand(options);
    });
  program
    .command('sandbox')
    .description('run the API sandbox on 127.0.0.1 (CORS open, webhooks delivered with retries)')
    .option('--port <port>', 'port', '4010')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (options: { port: string; host: string }) => {
      exitCode = await (await import('./commands/sandbox.ts')).sandboxCommand(options);
    });
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (caught) {
    if (caught instanceof CommanderError) return caught.exitCode === 0 ? 0 : 2;
    return failure(caught);
  }
}

function failure(caught: unknown): number {
  if (caught instanceof UsageError || caught instanceof ConfigError) process.stderr.write(`docs: ${caught.message}\n`);
  else process.stderr.write(`docs: internal error, please report it: ${caught instanceof Error ? (caught.stack ?? caught.message) : String(caught)}\n`);
  return 2;
}

async function checkCommand(paths: string[], options: CheckCommandOptions): Promise<number> {
  try {
    const cwd = process.cwd();
    const scopes = paths.map((path) => resolve(cwd, path));
    for (const [index, scope] of scopes.entries()) if (!existsSync(scope)) throw new UsageError(`no such file or folder: ${paths[index]}`);
    const inScope = (diagnostic: Diagnostic) =>
      scopes.length === 0 || scopes.some((scope) => diagnostic.file === scope || diagnostic.file.startsWith(scope.endsWith(sep) ? scope : `${scope}${sep}`));
    // Another tree's samples are checked against the specs; the specs themselves are the repository's subject.
    const content = options.content ? { content: resolve(cwd, options.content), specRules: false } : {};
    const session = await CheckSession.open({ ...content, external: options.external ?? false });
    const report = (run: CheckRun, diagnostics: Diagnostic[], totals: boolean) => {
      const input: ReportInput = {
        diagnostics,
        readSource: (file) => run.sources.get(file) ?? readIfPossible(file),
        cwd,
        color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
        ...(totals ? { pages: run.stats.pages, elapsedMs: run.stats.elapsedMs } : {}),
      };
      process.stdout.write(REPORTERS[options.format](input));
    };
    const first = await session.run();
    const shown = first.diagnostics.filter(inScope);
    report(first, shown, true);
    if (!options.watch) {
      await session.close();
      return shown.some(isError) ? 1 : 0;
    }
    const [{ watchSession }, { interruptSignal }] = await Promise.all([import('./engine/watch.ts'), import('./commands/interrupt.ts')]);
    const stop = interruptSignal();
    await watchSession(
      session,
      first,
      {
        ready: () => process.stderr.write('docs check: watching for changes (Ctrl-C to stop)\n'),
        update: ({ changed, run, added, fixed }) => {
          const errors = run.diagnostics.filter(isError).length;
          const names = changed.map((file) => file.replace(`${cwd}${sep}`, '')).join(', ');
          process.stderr.write(`docs check: ${names} changed: ${added.length} new, ${fixed.length} fixed, ${errors} error${errors === 1 ? '' : 's'} in all (${(run.stats.elapsedMs / 1000).toFixed(2)}s)\n`);
          for (const diagnostic of fixed.filter(inScope)) {
            process.stderr.write(`  fixed ${diagnostic.file.replace(`${cwd}${sep}`, '')}:${diagnostic.line}:${diagnostic.column} ${diagnostic.ruleId}\n`);
          }
          const fresh = added.filter(inScope);
          if (fresh.length > 0) report(run, fresh, false);
        },
        error: (caught) => failure(caught),
      },
      stop,
    );
    await session.close();
    return 0;
  } catch (caught) {
    return failure(caught);
  }
}

function readIfPossible(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
