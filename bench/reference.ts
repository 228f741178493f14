/**
 * API reference budgets: builds the repo's site, then reports for /api-v2, /wallet and /openapi/
 * the HTML (raw and gzip), the JS a first visit loads (gzip) and the part of it that is the
 * reference's own, and the code samples fetched when a reader picks a language other than curl;
 * then, in Chromium, the JS loaded only when a reader opens a try-it panel and when the panel
 * first calls the built-in sandbox; then Lighthouse (mobile preset, three runs a page, with the
 * machine's load average, since a busy machine lowers the performance score).
 * Usage: npm run bench -- reference
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { API_REFERENCE_ROUTES } from '../cli/engine/routes.ts';
import type { ApiName } from '../schemas/spec-types.ts';
import { buildDocsSite } from '../site/build/index.ts';
import { startPreviewServer } from '../site/build/preview-server.ts';
import { lighthouseRange } from './lighthouse.ts';
import { pageWeight } from './site-sizes.ts';

const CHROMIUM = '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = 3;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

/** The deferred code samples of a page (site/build/reference/render/CodeSamples.tsx), gzip. */
async function deferredSamplesGzip(dist: string, api: ApiName): Promise<number> {
  const name = (await readdir(join(dist, 'assets'))).find((file) => file.startsWith(`orchestra-${api}-samples-`) && file.endsWith('.json'));
  if (!name) throw new Error(`no deferred code samples of ${api} in ${dist}/assets`);
  return gzipSync(await readFile(join(dist, 'assets', name))).length;
}

async function gzipSize(dist: string, scripts: Iterable<string>): Promise<number> {
  let total = 0;
  for (const script of scripts) total += gzipSync(await readFile(join(dist, script))).length;
  return total;
}

/** Scripts the browser fetches while `action` runs, by path. */
async function scriptsDuring(page: import('playwright-core').Page, action: () => Promise<void>): Promise<string[]> {
  const seen = new Set<string>();
  const record = (response: import('playwright-core').Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) seen.add(pathname);
  };
  page.on('response', record);
  await action();
  page.off('response', record);
  return [...seen];
}

async function lazyRows(origin: string, dist: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const initial = await scriptsDuring(page, async () => {
      await page.goto(`${origin}/api-v2`);
      await page.locator('[data-reference-body][data-ready]').waitFor();
    });
    const section = page.locator('[id="operation/createClientSession"]');
    const panel = await scriptsDuring(page, async () => {
      await section.getByRole('button', { name: 'Try it' }).click();
      await section.locator('form.tryit').waitFor();
    });
    const sandbox = await scriptsDuring(page, async () => {
      await section.getByRole('button', { name: 'Get a token' }).click();
      await section.getByText(/^Token received/).waitFor();
    });
    const fresh = (list: string[], before: string[]) => list.filter((script) => !before.includes(script));
    return [
      '',
      '| loaded on first use (/api-v2) | scripts | JS (gzip) |',
      '| --- | ---: | ---: |',
      `| first visit (for comparison) | ${initial.length} | ${kb(await gzipSize(dist, initial))} |`,
      `| opening a try-it panel (panel, ajv, specs) | ${panel.length} | ${kb(await gzipSize(dist, fresh(panel, initial)))} |`,
      `| first call to the built-in sandbox | ${sandbox.length} | ${kb(await gzipSize(dist, fresh(sandbox, [...initial, ...panel])))} |`,
    ];
  } finally {
    await browser.close();
  }
}

async function lighthouseRows(origin: string): Promise<string[]> {
  const rows = ['', `| Lighthouse 12, mobile, ${LIGHTHOUSE_RUNS} runs | performance | accessibility | best practices | SEO |`, '| --- | ---: | ---: | ---: | ---: |'];
  const before = load();
  for (const route of Object.values(API_REFERENCE_ROUTES)) {
    const scores = await lighthouseRange(`${origin}${route}`, LIGHTHOUSE_RUNS);
    rows.push(`| ${route} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`);
  }
  return [...rows, '', `Load average (1 / 5 / 15 min) before the Lighthouse runs ${before}, after ${load()}; the machine has ${availableParallelism()} cores.`];
}

/** Browser measurements against `docs preview`, which compresses like a static host. */
async function browserRows(dist: string): Promise<string[]> {
  if (!existsSync(CHROMIUM)) return ['', `Try-it sizes and Lighthouse skipped: no ${CHROMIUM} on this machine.`];
  const server = await startPreviewServer({ dir: dist, port: 0 });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    return [...(await lazyRows(origin, dist)), ...(await lighthouseRows(origin))];
  } finally {
    server.close();
  }
}

export async function benchReference(): Promise<string[]> {
  const work = await mkdtemp(join(tmpdir(), 'orchestra-bench-reference-'));
  try {
    const dist = join(work, 'dist');
    const started = performance.now();
    // The budgets are about the reference pages: a content error elsewhere must not hide them.
    const built = await buildDocsSite({ outDir: dist, log: () => undefined, ignoreCheckErrors: true });
    if (!built.ok) throw new Error(built.message);
    const seconds = (performance.now() - started) / 1000;
    const docs = await pageWeight(dist, '/docs');
    const rows = [
      `Repo site built in ${seconds.toFixed(1)} s.`,
      '',
      '| page | HTML | HTML gzip | JS on first visit (gzip) | of which the reference (gzip) | code samples on a language change (gzip) |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| /docs (a doc page, for comparison) | ${kb(docs.htmlBytes)} | ${kb(docs.htmlGzip)} | ${kb(docs.jsGzip)} | | |`,
    ];
    for (const [api, route] of Object.entries(API_REFERENCE_ROUTES) as Array<[ApiName, string]>) {
      const weight = await pageWeight(dist, route);
      const own = weight.scripts.filter((script) => !docs.scripts.includes(script));
      rows.push(`| ${route} | ${kb(weight.htmlBytes)} | ${kb(weight.htmlGzip)} | ${kb(weight.jsGzip)} | ${kb(await gzipSize(dist, own))} | ${kb(await deferredSamplesGzip(dist, api))} |`);
    }
    return [...rows, ...(await browserRows(dist))];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log((await benchReference()).join('\n'));
}
