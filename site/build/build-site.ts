/**
 * `docs build` after the check: Vite client build (one chunk per page), server build, then every
 * route prerendered to dist/**\/index.html, plus 404.html, sitemap.xml, the route manifest, the
 * sidebars and the search records as JSON, and the Mermaid diagrams drawn as SVG files.
 */
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Rolldown } from 'vite';
import { normalizeRoute } from '../../cli/engine/content.ts';
import { toClientConfig } from '../app/client-config.ts';
import { htmlDocument, type ClientAssets } from './html-document.ts';
import { drawMermaidDiagrams, writeDiagramFiles } from './mermaid-diagrams.ts';
import { buildNavigation } from './navigation.ts';
import { searchIndexFile } from './search/index-file.ts';
import type { SiteModel } from './site-model.ts';
import { orchestraSite, pageModuleId, PAGE_ID_PREFIX } from './vite-plugin.ts';

const APP_DIR = resolve(import.meta.dirname, '../app');
/** The server bundle imports react & co. from node_modules, so it must live inside the repo. */
const SSR_DIR = resolve(import.meta.dirname, '../../node_modules/.cache/orchestra-docs/ssr');
const PUBLIC_DIR = resolve(import.meta.dirname, '../public');

let buildCount = 0;

export interface BuildOptions {
  outDir: string;
  log: (message: string) => void;
}

export interface BuildReport {
  pages: number;
  outDir: string;
  timings: Record<string, number>;
  search: { url: string; records: number; bytes: number; gzipBytes: number };
}

type OutputChunk = Rolldown.OutputChunk;

function outputs(result: Awaited<ReturnType<typeof build>>): OutputChunk[] {
  const list = Array.isArray(result) ? result : [result];
  return list.flatMap((item) => ('output' in item ? item.output : [])).filter((item): item is OutputChunk => item.type === 'chunk');
}

function baseConfig(model: SiteModel, compiled: Map<number, Promise<string>>): InlineConfig {
  return {
    configFile: false,
    root: APP_DIR,
    publicDir: PUBLIC_DIR,
    logLevel: 'warn',
    plugins: [react(), orchestraSite({ model }, compiled)],
  };
}

async function writeJsonAsset(outDir: string, name: string, value: unknown): Promise<string> {
  return writeTextAsset(outDir, name, JSON.stringify(value));
}

async function writeTextAsset(outDir: string, name: string, text: string): Promise<string> {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  const file = `/assets/${name}-${hash}.json`;
  await writeFile(join(outDir, file), text);
  return file;
}

async function writePage(outDir: string, route: string, html: string): Promise<void> {
  const file = route === '/' ? join(outDir, 'index.html') : join(outDir, route.replace(/^\/|\/$/g, ''), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

export async function buildSite(model: SiteModel, options: BuildOptions): Promise<BuildReport> {
  const outDir = resolve(options.outDir);
  // One folder per build: Node caches an imported module by URL, so a second build in the same
  // process (the benchmarks build several sites) must not import the first one's server entry.
  const ssrDir = join(SSR_DIR, `${process.pid}-${++buildCount}`);
  const timings: Record<string, number> = {};
  const compiled = new Map<number, Promise<string>>();
  const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    options.log(`${label}…`);
    const result = await work();
    timings[label] = Math.round(performance.now() - started);
    options.log(`${label}: ${timings[label]} ms`);
    return result;
  };

  // Before any page is compiled: compiling changes the trees the records are read from.
  const searchIndex = await time('search records', async () => searchIndexFile(model));
  // Before the pages are compiled: the fences are annotated with the drawings' URLs.
  const diagrams = await time('Mermaid diagrams', () => drawMermaidDiagrams(model, { log: options.log }));
  const pageInputs = Object.fromEntries(model.pages.map((_, index) => [`page-${index}`, pageModuleId(index)]));
  const client = await time(`client build of ${model.pages.length} pages`, () =>
    build({
      ...baseConfig(model, compiled),
      build: {
        outDir,
        emptyOutDir: true,
        reportCompressedSize: false,
        // Mermaid's lazy chunks (diagrams drawn in the browser: no Chromium at build time) are large by nature.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          input: { main: join(APP_DIR, 'entry-client.tsx'), ...pageInputs },
          preserveEntrySignatures: 'exports-only',
          output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
        },
      },
    }),
  );
  await writeDiagramFiles(outDir, diagrams.files);
  const chunks = outputs(client);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticImports = (fileName: string, seen = new Set<string>()): string[] => {
    for (const imported of byFile.get(fileName)?.imports ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        staticImports(imported, seen);
      }
    }
    return [...seen];
  };
  const main = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
  if (!main) throw new Error('the client build produced no main entry');
  const assets: ClientAssets = {
    entry: `/${main.fileName}`,
    css: [...(main.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
    preload: staticImports(main.fileName).map((file) => `/${file}`),
  };
  const pageChunk = new Map<number, OutputChunk>();
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    if (chunk.isEntry && id.startsWith(`\0${PAGE_ID_PREFIX}`)) pageChunk.set(Number(id.slice(PAGE_ID_PREFIX.length + 1)), chunk);
  }
  const manifest: Record<string, string> = {};
  model.pages.forEach((page, index) => {
    const chunk = pageChunk.get(index);
    if (!chunk) throw new Error(`no client chunk for ${page.route}`);
    manifest[normalizeRoute(page.route)] = `/${chunk.fileName}`;
  });
  const manifestUrl = await writeJsonAsset(outDir, 'routes', manifest);
  const sidebars: Record<string, string> = {};
  for (const [id, data] of buildNavigation(model.sidebars).sidebarData) sidebars[id] = await writeJsonAsset(outDir, `sidebar-${id}`, data);
  const search = { url: await writeTextAsset(outDir, 'search', searchIndex.text), records: searchIndex.records.length, bytes: Buffer.byteLength(searchIndex.text), gzipBytes: gzipSync(searchIndex.text).length };
  options.log(`search index: ${search.records} records, ${(search.bytes / 1024).toFixed(0)} KB (${(search.gzipBytes / 1024).toFixed(0)} KB gzip)`);

  await time('server build', () =>
    build({
      ...baseConfig(model, compiled),
      build: { ssr: join(APP_DIR, 'entry-server.tsx'), outDir: ssrDir, emptyOutDir: true, reportCompressedSize: false, rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } } },
    }),
  );

  await time(`prerender of ${model.pages.length + 1} pages`, async () => {
    const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.mjs')).href)) as typeof import('../app/entry-server.tsx');
    const clientConfig = toClientConfig(model.config);
    const headScript = server.headScript(clientConfig);
    const write = async (route: string, index: number | undefined) => {
      const rendered = await server.render(route);
      const page = index === undefined ? undefined : pageChunk.get(index);
      const html = htmlDocument({
        config: clientConfig,
        headScript,
        appHtml: rendered.html,
        boot: { route, page: page ? `/${page.fileName}` : '', manifest: manifestUrl, sidebars, search: search.url, status: rendered.status },
        assets,
        pagePreload: page ? [`/${page.fileName}`, ...staticImports(page.fileName).map((file) => `/${file}`)].filter((file) => !assets.preload.includes(file)) : [],
        route,
        ...(rendered.meta ? { meta: rendered.meta } : {}),
        status: rendered.status,
      });
      if (index === undefined) await writeFile(join(outDir, '404.html'), html);
      else await writePage(outDir, route, html);
    };
    let done = 0;
    for (const [index, page] of model.pages.entries()) {
      await write(page.route, index);
      if (++done % 250 === 0) options.log(`  ${done}/${model.pages.length} pages`);
    }
    await write('/__not-found__', undefined);
  });

  const urls = model.pages.map((page) => `<url><loc>${new URL(page.route, model.config.url).href}</loc></url>`);
  await writeFile(join(outDir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  await rm(ssrDir, { recursive: true, force: true });
  return { pages: model.pages.length, outDir, timings, search };
}
