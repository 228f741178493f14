/**
 * Site budgets (issue 4): builds the 300- and 1500-page synthetic corpora with `--content`,
 * then reports build time, the HTML of a doc page and the JS it loads on a first visit (gzip),
 * for both sizes side by side so growth with the page count shows; Lighthouse (mobile preset)
 * on the repo's own site. Usage: npm run bench -- site
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDocsSite } from '../site/build/index.ts';
import { startPreviewServer } from '../site/build/preview-server.ts';
import { lighthouseScores } from './lighthouse.ts';
import { pageWeight } from './site-sizes.ts';

const REPO = resolve(import.meta.dirname, '..');
const GENERATOR = resolve(REPO, '../shared/bench/gen-corpus.mjs');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchSite(sizes = [300, 1500]): Promise<string[]> {
  const rows: string[] = ['| corpus | build | doc page HTML | doc page HTML gzip | JS on first visit (gzip) |', '| --- | ---: | ---: | ---: | ---: |'];
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
      const weight = await pageWeight(outDir, '/docs/s00/p0003');
      rows.push(`| ${pages} pages | ${seconds.toFixed(1)} s | ${kb(weight.htmlBytes)} | ${kb(weight.htmlGzip)} | ${kb(weight.jsGzip)} |`);
    }
    const siteDir = join(work, 'dist-repo');
    const built = await buildDocsSite({ outDir: siteDir, log: () => undefined });
    if (!built.ok) throw new Error(built.message);
    const repoWeight = await pageWeight(siteDir, '/docs');
    rows.push(`| repo site (/docs) | | ${kb(repoWeight.htmlBytes)} | ${kb(repoWeight.htmlGzip)} | ${kb(repoWeight.jsGzip)} |`);
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
