/**
 * `npm run bench`: docs check against remark-validate-links on generated corpora, in one run.
 *
 * For 300 and 1500 pages (../shared/bench/gen-corpus.mjs, checked with --content): cold (no
 * cache of the content or the specs), warm (nothing changed) and one-file-changed wall time and peak memory of `docs check`,
 * and `remark --use remark-validate-links` on the same corpus; then the repository's own content,
 * cold. The corpus's JSON fences are unannotated, so `docs check` exits 1 there: expected.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledCli } from '../cli/compile.mjs';
import { DEFAULT_CACHE_DIR } from '../cli/engine/check.ts';
import { REPO_ROOT } from '../cli/engine/paths.ts';

const GENERATOR = join(REPO_ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');
const OUT = join(REPO_ROOT, 'bench-out');
const RSS_PROBE = join(REPO_ROOT, 'bench', 'max-rss.mjs');
const DOCS = join(REPO_ROOT, 'cli', 'bin.mjs');
const REMARK = join(REPO_ROOT, 'node_modules', 'remark-cli', 'cli.js');
const RUNS = 5;

interface Sample {
  seconds: number;
  peakMb: number;
}

/** Runs `node [args]` from the repository root, output discarded; wall time and peak RSS. */
function measure(args: string[]): Promise<Sample> {
  const probeDir = mkdtempSync(join(tmpdir(), 'docs-bench-'));
  const rssFile = join(probeDir, 'rss');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', RSS_PROBE, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, BENCH_RSS_FILE: rssFile, NO_COLOR: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      try {
        // 0 and 1 are answers (findings or none); anything else means the run itself failed.
        if (code !== 0 && code !== 1) throw new Error(`node ${args.join(' ')} exited ${code}:\n${stderr}`);
        resolve({ seconds, peakMb: Number(readFileSync(rssFile, 'utf8')) / 1024 });
      } catch (caught) {
        reject(caught);
      } finally {
        rmSync(probeDir, { recursive: true, force: true });
      }
    });
  });
}

const medianOf = (samples: Sample[]): Sample => [...samples].sort((a, b) => a.seconds - b.seconds)[Math.floor(samples.length / 2)]!;

async function median(times: number, run: (index: number) => Promise<Sample>): Promise<Sample> {
  const samples: Sample[] = [];
  for (let index = 0; index < times; index++) samples.push(await run(index));
  return medianOf(samples);
}

/**
 * The median of each command, run in turns (a, b, c, a, b, c, …): a slow spell of a shared
 * machine then slows all of them alike instead of one column.
 */
async function inTurns<Runs extends Array<() => Promise<Sample>>>(times: number, runs: [...Runs]): Promise<{ [Index in keyof Runs]: Sample }> {
  const samples: Sample[][] = runs.map(() => []);
  for (let index = 0; index < times; index++) {
    for (const [which, run] of runs.entries()) samples[which]!.push(await run());
  }
  return samples.map(medianOf) as { [Index in keyof Runs]: Sample };
}

const clearCache = () => rmSync(DEFAULT_CACHE_DIR, { recursive: true, force: true });

async function treeSize(dir: string): Promise<{ pages: number; mb: number }> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.mdx?$/.test(file));
  const bytes = files.reduce((total, file) => total + statSync(join(dir, file)).size, 0);
  return { pages: files.length, mb: bytes / 1e6 };
}

function generate(pages: number): Promise<string> {
  const dir = join(OUT, `corpus-${pages}`);
  rmSync(dir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GENERATOR, String(pages), dir], { stdio: 'ignore' });
    child.on('close', (code) => (code === 0 ? resolve(dir) : reject(new Error(`gen-corpus exited ${code}`))));
  });
}

interface Row {
  name: string;
  pages: number;
  mb: number;
  cold: Sample;
  warm?: Sample;
  changed?: Sample;
  remark?: Sample;
  remarkGfm?: Sample;
}

async function corpusRow(pages: number): Promise<Row> {
  const dir = await generate(pages);
  const check = [DOCS, 'check', '--content', dir];
  // The baseline as the remark CLI is normally run, then with GFM (the corpus has tables), so the
  // two parse the same syntax. `repository: false`: bench-out is in a git checkout without remote.
  const [cold, remark, remarkGfm] = await inTurns(RUNS, [
    () => (clearCache(), measure(check)),
    () => measure([REMARK, '--quiet', '--use', 'remark-validate-links=repository:false', dir]),
    () => measure([REMARK, '--quiet', '--use', 'remark-gfm', '--use', 'remark-validate-links=repository:false', dir]),
  ]);
  const warm = await median(RUNS, () => measure(check));
  const changed = await median(RUNS, (index) => {
    appendFileSync(join(dir, 's00', 'p0000.md'), `\nAn edit (${index}) with [a link](/docs/s00/p0001#overview).\n`);
    return measure(check);
  });
  return { name: `corpus-${pages}`, ...(await treeSize(dir)), cold, warm, changed, remark, remarkGfm };
}

async function repoRow(): Promise<Row> {
  const cold = await median(RUNS, () => (clearCache(), measure([DOCS, 'check'])));
  return { name: 'repo content/', ...(await treeSize(join(REPO_ROOT, 'content'))), cold };
}

const seconds = (sample: Sample | undefined) => (sample ? `${sample.seconds.toFixed(2)} s` : '–');
const peak = (sample: Sample | undefined) => (sample ? `${Math.round(sample.peakMb)} MB` : '–');

function table(rows: Row[]): string {
  const header = ['tree', 'pages', 'size', 'check cold', 'warm', 'one file changed', 'peak (cold)', 'remark-validate-links', 'peak', '+ remark-gfm', 'peak'];
  const lines = rows.map((row) => [
    row.name,
    String(row.pages),
    `${row.mb.toFixed(1)} MB`,
    seconds(row.cold),
    seconds(row.warm),
    seconds(row.changed),
    peak(row.cold),
    seconds(row.remark),
    peak(row.remark),
    seconds(row.remarkGfm),
    peak(row.remarkGfm),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** The table of docs check against remark-validate-links, as Markdown lines. */
export async function benchCheck(): Promise<string[]> {
  const loadBefore = loadavg()[0]!;
  // The command's compiled copy is made once per change of the tool (cli/compile.mjs), not per run.
  await compiledCli();
  const rows: Row[] = [];
  for (const pages of [300, 1500]) {
    process.stderr.write(`corpus of ${pages} pages…\n`);
    rows.push(await corpusRow(pages));
  }
  process.stderr.write('repository content…\n');
  rows.push(await repoRow());
  clearCache();
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;
  return [
    table(rows),
    '',
    `Wall time of the whole command (Node start-up included); each column the median of ${RUNS} runs, cold and the baselines taken in turns. ` +
      `${availableParallelism()} cores, ${load}: other work on the machine slows every column alike.`,
  ];
}
