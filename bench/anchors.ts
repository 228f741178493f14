/**
 * The anchors for the site budgets (issue 4, item 8): Starlight and Docusaurus build the same
 * synthetic corpora as bench/site.ts in the same run, and their doc page is measured like ours, so
 * the README compares figures taken on one machine under one load. Each anchor is installed once
 * into node_modules/.cache/orchestra-anchors/<name>/ with its own package.json, never the repo's.
 * Usage: npx tsx -e "import('./bench/anchors.ts').then(async (m) => console.log((await m.benchAnchors()).join('\n')))"
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { z } from 'zod';
import { startPreviewServer } from '../site/build/preview-server.ts';
import { pageWeight } from './site-sizes.ts';

const REPO = resolve(import.meta.dirname, '..');
const GENERATOR = resolve(REPO, '../shared/bench/gen-corpus.mjs');
const ANCHORS = join(REPO, 'node_modules', '.cache', 'orchestra-anchors');
/** The page bench/site.ts measures on our build. */
const DOC_PAGE = '/docs/s00/p0003';
const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path): path is string => Boolean(path) && existsSync(path!));

interface Anchor {
  /** Folder under ANCHORS. */
  name: string;
  label: string;
  /** Exact versions, written to the anchor's own package.json. */
  versions: Record<string, string>;
  /** Writes the project around a copy of the corpus, removing what a previous build left. */
  prepare(project: string, corpus: string): Promise<void>;
  /** `node <build...>` run in the project. */
  build: string[];
  dist: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const progress = (message: string) => process.stderr.write(`anchors: ${message}\n`);

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command, its output kept (and echoed to stderr when `echo`), never throwing. */
function run(command: string, args: string[], cwd: string, echo = false): Promise<Run> {
  return new Promise((done) => {
    const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => done({ code: null, output: `${output}${error.message}` }));
    child.on('close', (code) => done({ code, output }));
  });
}

/** Why a command failed, on one line for a table cell: its first error line, else its last lines. */
function why(result: Run): string {
  const output = result.output.trim().split('\n').filter((line) => line.trim() !== '');
  const reason = output.find((line) => /error/i.test(line))?.trim() ?? output.slice(-3).join(' ');
  return reason.replaceAll('|', '\\|') || `exit code ${result.code}`;
}

const installedManifest = z.object({ version: z.string() });

async function hasVersions(project: string, versions: Record<string, string>): Promise<boolean> {
  for (const [name, version] of Object.entries(versions)) {
    const manifest = join(project, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return false;
    const parsed = installedManifest.safeParse(JSON.parse(await readFile(manifest, 'utf8')));
    if (!parsed.success || parsed.data.version !== version) return false;
  }
  return true;
}

/** Installs the anchor's pinned packages unless they already are; the reason on failure. */
async function install(anchor: Anchor, project: string): Promise<string | undefined> {
  await mkdir(project, { recursive: true });
  // No `"type": "module"` (the configs are .mjs): with it, Docusaurus's generated route registry is
  // compiled as strict ESM and its `require.resolveWeak` calls fail when pages are rendered.
  const manifest = { name: `orchestra-anchor-${anchor.name}`, private: true, dependencies: anchor.versions };
  await writeFile(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (await hasVersions(project, anchor.versions)) return undefined;
  progress(`npm install in ${relative(REPO, project)}…`);
  const result = await run('npm', ['install', '--no-audit', '--no-fund'], project, true);
  if (result.code !== 0) return `npm install failed: ${why(result)}`;
  return (await hasVersions(project, anchor.versions)) ? undefined : 'npm install did not install the pinned versions';
}

/** Copies every Markdown page of `corpus` under `target`, each through `transform`. */
async function copyCorpus(corpus: string, target: string, transform: (markdown: string) => string = (markdown) => markdown): Promise<void> {
  const files = (await readdir(corpus, { recursive: true })).filter((file) => file.endsWith('.md'));
  for (const file of files) {
    await mkdir(dirname(join(target, file)), { recursive: true });
    await writeFile(join(target, file), transform(await readFile(join(corpus, file), 'utf8')));
  }
}

async function removeAll(project: string, paths: string[]): Promise<void> {
  for (const path of paths) await rm(join(project, path), { recursive: true, force: true });
}

const lines = (...text: string[]) => `${text.join('\n')}\n`;

/** Starlight reads the sidebar order from `sidebar.order`; every other byte of the page is kept. */
const toStarlightFrontMatter = (markdown: string) => markdown.replace(/^sidebar_position: (\d+)$/m, 'sidebar:\n  order: $1');

const starlight: Anchor = {
  name: 'starlight',
  // Starlight 0.37 is the last line on Astro 5 (0.38 needs Astro 6); Astro 5 runs on Node 20.
  label: 'Starlight 0.37.7 (Astro 5.18.2)',
  versions: { astro: '5.18.2', '@astrojs/starlight': '0.37.7' },
  async prepare(project, corpus) {
    // Astro keeps a content data store between builds: drop it so every build is cold.
    await removeAll(project, ['src', 'dist', '.astro', 'node_modules/.astro']);
    await copyCorpus(corpus, join(project, 'src', 'content', 'docs', 'docs'), toStarlightFrontMatter);
    const sections = (await readdir(corpus, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
    const sidebar = sections.map((section) => ({ label: section, autogenerate: { directory: `docs/${section}` } }));
    await writeFile(
      join(project, 'astro.config.mjs'),
      lines(
        "import { defineConfig } from 'astro/config';",
        "import starlight from '@astrojs/starlight';",
        '',
        'export default defineConfig({',
        "  site: 'https://docs.example',",
        `  integrations: [starlight({ title: 'Orchestra anchor', sidebar: ${JSON.stringify(sidebar)} })],`,
        '});',
      ),
    );
    await writeFile(
      join(project, 'src', 'content.config.ts'),
      lines(
        "import { defineCollection } from 'astro:content';",
        "import { docsLoader } from '@astrojs/starlight/loaders';",
        "import { docsSchema } from '@astrojs/starlight/schema';",
        '',
        'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
      ),
    );
  },
  build: ['node_modules/astro/astro.js', 'build'],
  dist: 'dist',
};

const docusaurus: Anchor = {
  name: 'docusaurus',
  label: 'Docusaurus 3.10.2 (Rspack "faster")',
  versions: {
    '@docusaurus/core': '3.10.2',
    '@docusaurus/preset-classic': '3.10.2',
    '@docusaurus/faster': '3.10.2',
    '@mdx-js/react': '3.1.1',
    react: '19.3.1',
    'react-dom': '19.3.1',
  },
  async prepare(project, corpus) {
    // Docusaurus caches compiled MDX in node_modules/.cache and generated routes in .docusaurus.
    await removeAll(project, ['docs', 'src', 'build', '.docusaurus', 'node_modules/.cache']);
    // Docusaurus reads `sidebar_position` itself: the pages are copied unchanged.
    await copyCorpus(corpus, join(project, 'docs'));
    // The navbar title links to `/`, and the build fails on a broken link (its link check stays on).
    await mkdir(join(project, 'src', 'pages'), { recursive: true });
    await writeFile(join(project, 'src', 'pages', 'index.md'), lines('# Orchestra anchor', '', '[Docs](/docs/s00/p0000)'));
    await writeFile(
      join(project, 'docusaurus.config.mjs'),
      lines(
        'export default {',
        "  title: 'Orchestra anchor',",
        "  url: 'https://docs.example',",
        "  baseUrl: '/',",
        '  future: { v4: true, faster: true },',
        "  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],",
        '};',
      ),
    );
  },
  build: ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
  dist: 'build',
};

function generateCorpus(pages: number, dir: string): Promise<Run> {
  return run(process.execPath, [GENERATOR, String(pages), dir], REPO);
}

/**
 * Gzip bytes of every script a first visit to `route` runs, found by loading it in Chromium: the
 * HTML does not show them all (Docusaurus's runtime fetches the route's chunks, Starlight fetches
 * Pagefind's UI once the page is idle). Prefetches of linked pages are requests of type "other",
 * so they are not counted, as on our site. Sizes are gzip of the built files, as in `pageWeight`.
 */
async function loadedScriptsGzip(browser: Browser, dist: string, route: string): Promise<number> {
  const server = await startPreviewServer({ dir: dist, port: 0 });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(decodeURIComponent(new URL(request.url()).pathname));
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    // Idle callbacks can start a download after the network first went quiet.
    await page.waitForTimeout(1000);
    let total = 0;
    for (const script of scripts) total += gzipSync(await readFile(join(dist, script))).length;
    return total;
  } finally {
    await context.close();
    server.close();
  }
}

/** One table row: build time and the doc page's weight, or why there is no figure. */
async function anchorRow(anchor: Anchor, project: string, corpus: string, pages: number, browser: Browser | undefined): Promise<string> {
  await anchor.prepare(project, corpus);
  progress(`${anchor.name}: building ${pages} pages…`);
  const started = performance.now();
  const built = await run(process.execPath, anchor.build, project);
  const seconds = (performance.now() - started) / 1000;
  if (built.code !== 0) return `| ${anchor.label} | ${pages} pages | build failed: ${why(built)} | | | |`;
  const dist = join(project, anchor.dist);
  const { htmlBytes, htmlGzip } = await pageWeight(dist, DOC_PAGE);
  const js = browser ? kb(await loadedScriptsGzip(browser, dist, DOC_PAGE)) : 'not measured: no Chromium';
  return `| ${anchor.label} | ${pages} pages | ${seconds.toFixed(1)} s | ${kb(htmlBytes)} | ${kb(htmlGzip)} | ${js} |`;
}

export async function benchAnchors(sizes = [300, 1500]): Promise<string[]> {
  const rows = [
    `| anchor | corpus | build | doc page HTML (${DOC_PAGE}) | doc page HTML gzip | JS run on first visit (gzip) |`,
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  const installed: Anchor[] = [];
  for (const anchor of [starlight, docusaurus]) {
    const notInstalled = await install(anchor, join(ANCHORS, anchor.name));
    if (notInstalled) rows.push(`| ${anchor.label} | – | could not be installed: ${notInstalled} | | | |`);
    else installed.push(anchor);
  }
  if (installed.length === 0) return rows;
  const work = await mkdtemp(join(tmpdir(), 'orchestra-bench-anchors-'));
  const browser = CHROMIUM ? await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] }) : undefined;
  try {
    for (const pages of sizes) {
      const corpus = join(work, `corpus-${pages}`);
      const generated = await generateCorpus(pages, corpus);
      if (generated.code !== 0) throw new Error(`gen-corpus ${pages} pages failed: ${why(generated)}`);
      for (const anchor of installed) rows.push(await anchorRow(anchor, join(ANCHORS, anchor.name), corpus, pages, browser));
    }
  } finally {
    await browser?.close();
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}
