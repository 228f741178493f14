/**
 * API reference budgets: builds the repo's site, then reports for /api-v2, /wallet and /openapi/
 * the HTML (raw and gzip), the JS a first visit loads (gzip) and the part of it that is the
 * reference's own; then, in Chromium, the JS loaded only when a reader opens a try-it panel and
 * when the panel first calls the built-in sandbox. Usage: npx tsx bench/reference.ts
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { API_REFERENCE_ROUTES } from '../cli/engine/routes.ts';
import { buildDocsSite } from '../site/build/index.ts';
import { startPreviewServer } from '../site/build/preview-server.ts';
import { pageWeight } from './site-sizes.ts';

const CHROMIUM = '/usr/bin/chromium';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

async function lazyRows(dist: string): Promise<string[]> {
  if (!existsSync(CHROMIUM)) return ['', `Try-it sizes skipped: no ${CHROMIUM} on this machine.`];
  const server = await startPreviewServer({ dir: dist, port: 0 });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
      '| page | HTML | HTML gzip | JS on first visit (gzip) | of which the reference (gzip) |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| /docs (a doc page, for comparison) | ${kb(docs.htmlBytes)} | ${kb(docs.htmlGzip)} | ${kb(docs.jsGzip)} | |`,
    ];
    for (const route of Object.values(API_REFERENCE_ROUTES)) {
      const weight = await pageWeight(dist, route);
      const own = weight.scripts.filter((script) => !docs.scripts.includes(script));
      rows.push(`| ${route} | ${kb(weight.htmlBytes)} | ${kb(weight.htmlGzip)} | ${kb(weight.jsGzip)} | ${kb(await gzipSize(dist, own))} |`);
    }
    return [...rows, ...(await lazyRows(dist))];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log((await benchReference()).join('\n'));
}
