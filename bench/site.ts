/**
 * Site budgets (issue 4): builds the 300- and 1500-page synthetic corpora with `--content`,
 * then reports build time, the HTML of a doc page and the JS it loads on a first visit (gzip),
 * for both sizes side by side, and fails (exit code 1, FAIL rows) when a page's HTML or JS grows
 * with the page count beyond GROWTH_ALLOWED; Lighthouse (mobile preset) on the repo's own site.
 * Usage: npm run bench -- site
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDocsSite } from '../site/build/index.ts';
import { startPreviewServer } from '../site/build/preview-server.ts';
import { lighthouseScores } from './lighthouse.ts';
import { GROWTH_ALLOWED, growthChecks, pageWeight, type PageWeight } from './site-sizes.ts';

const REPO = resolve(import.meta.dirname, '..');
const GENERATOR = resolve(REPO, '../shared/bench/gen-corpus.mjs');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signedBytes = (bytes: number) => `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${Math.abs(bytes)} B`;
/** The first section's page, and one whose section sits mid-sidebar in the larger corpus (both exist at 300 pages). */
const GROWTH_PAGES = ['/docs/s00/p0003', '/docs/s10/p0260'];

/** Each page compared between the smallest and the largest corpus; FAIL rows past the allowance. */
function growthRows(weights: Map<number, Map<string, PageWeight>>): { rows: string[]; failed: boolean } {
  const sizes = [...weights.keys()].sort((a, b) => a - b);
  const small = sizes[0]!;
  const large = sizes.at(-1)!;
  const rows = [
    '',
    `| page | measure | ${small} pages | ${large} pages | growth | allowed | verdict |`,
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  let failed = false;
  for (const route of GROWTH_PAGES) {
    for (const check of growthChecks(weights.get(small)!.get(route)!, weights.get(large)!.get(route)!)) {
      failed ||= !check.ok;
      const measure = check.measure === 'htmlBytes' ? 'HTML' : 'JS on first visit (gzip)';
      rows.push(`| ${route} | ${measure} | ${kb(check.small)} | ${kb(check.large)} | ${signedBytes(check.growth)} | +${GROWTH_ALLOWED[check.measure]} B | ${check.ok ? 'ok' : 'FAIL'} |`);
    }
  }
  return { rows, failed };
}

export async function benchSite(sizes = [300, 1500]): Promise<string[]> {
  const rows: string[] = ['| corpus | build | doc page HTML | doc page HTML gzip | JS on first visit (gzip) |', '| --- | ---: | ---: | ---: | ---: |'];
  const weights = new Map<number, Map<string, PageWeight>>();
  const work = await mkdtemp(join(tmpdir(), 'orchestra-bench-site-'));
  try {
    for (const pages of sizes) {
      const corpus = join(work, `corpus-${pages}`);
      execFileSync(process.execPath, [GENERATOR, String(pages), corpus], { stdio: 'ignore' });
      const outDir = join(work, `dist-${pages}`);
      const started = performance.now();
      // The synthetic corpus has unannotated JSON samples: build anyway, the bench measures the build.
      const result = await buildDocsSite({ content: corpus, outDir, log: () => undefined, ignoreCheckErrors: true });
      const seconds = (performance.now() - started) / 1000;
      if (!result.ok) throw new Error(result.message);
      const measured = new Map<string, PageWeight>();
      for (const route of GROWTH_PAGES) measured.set(route, await pageWeight(outDir, route));
      weights.set(pages, measured);
      const weight = measured.get(GROWTH_PAGES[0]!)!;
      rows.push(`| ${pages} pages | ${seconds.toFixed(1)} s | ${kb(weight.htmlBytes)} | ${kb(weight.htmlGzip)} | ${kb(weight.jsGzip)} |`);
    }
    const siteDir = join(work, 'dist-repo');
    const built = await buildDocsSite({ outDir: siteDir, log: () => undefined });
    if (!built.ok) throw new Error(built.message);
    const repoWeight = await pageWeight(siteDir, '/docs');
    rows.push(`| repo site (/docs) | | ${kb(repoWeight.htmlBytes)} | ${kb(repoWeight.htmlGzip)} | ${kb(repoWeight.jsGzip)} |`);
    if (weights.size > 1) {
      const growth = growthRows(weights);
      rows.push(...growth.rows);
      if (growth.failed) {
        process.stderr.write('bench site: FAIL: a doc page grows with the number of pages beyond the allowance (see the FAIL rows)\n');
        process.exitCode = 1;
      }
    }
    if (existsSync('/usr/bin/chromium')) {
      const server = await startPreviewServer({ dir: siteDir, port: 0 });
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      try {
        rows.push('', '| Lighthouse (mobile) | performance | accessibility | best practices | SEO |', '| --- | ---: | ---: | ---: | ---: |');
        for (const path of ['/', '/docs']) {
          const scores = await lighthouseScores(`http://127.0.0.1:${port}${path}`);
          rows.push(`| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`);
        }
      } finally {
        server.close();
      }
    } else {
      rows.push('', 'Lighthouse skipped: no /usr/bin/chromium on this machine.');
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}
