/**
 * `docs build`: check first (errors stop the build: broken links fail it), then load the content
 * with the trees the site renders and build the static site.
 */
import { join } from 'node:path';
import { check, loadContent } from '../../cli/engine/index.ts';
import { REPO_ROOT } from '../../cli/engine/paths.ts';
import { importTypeScript } from '../../cli/load-typescript.ts';
import type { CheckRun, Diagnostic } from '../../cli/engine/index.ts';
import { parseConfig, type SiteConfig } from '../../schemas/config.ts';
import { buildSite, type BuildReport } from './build-site.ts';
import { siteModelFrom } from './content-model.ts';
import { referencePages } from './reference/index.ts';
import { searchPage } from './search-page.ts';
import type { SiteModel } from './site-model.ts';

export interface BuildDocsOptions {
  /** Content root; default `<repo>/content`. */
  content?: string;
  outDir: string;
  log: (message: string) => void;
  /** Benchmarks build corpora whose samples are not annotated: build them anyway. */
  ignoreCheckErrors?: boolean;
  /** Changes to docs.config.ts for this build (tests build the fixture in Algolia search mode). */
  configOverrides?: (config: SiteConfig) => SiteConfig;
}

export type BuildDocsResult = { ok: true; report: BuildReport; diagnostics: Diagnostic[] } | { ok: false; message: string; diagnostics: Diagnostic[] };

export async function loadSiteConfig(root = REPO_ROOT): Promise<SiteConfig> {
  const file = join(root, 'docs.config.ts');
  const exported = (await importTypeScript(file)).default;
  const parsed = parseConfig(exported);
  if (!parsed.ok) throw new Error(`${file} is invalid:\n${parsed.message}`);
  return parsed.config;
}

/**
 * `parsed`: the pages a check just parsed, so that each page is parsed once (loadContent);
 * `configOverrides`: see BuildDocsOptions.
 */
export async function loadSiteModel(content?: string, parsed?: CheckRun['loaded'], configOverrides?: BuildDocsOptions['configOverrides']): Promise<SiteModel> {
  const [read, loaded, references] = await Promise.all([loadSiteConfig(), loadContent(content, parsed), referencePages()]);
  const config = configOverrides ? configOverrides(read) : read;
  const model = siteModelFrom(loaded, config, REPO_ROOT);
  // The API references (from specs/) and the /search page exist whatever the content tree is.
  return { ...model, pages: [...model.pages, ...references, searchPage()] };
}

export async function buildDocsSite(options: BuildDocsOptions): Promise<BuildDocsResult> {
  options.log('checking the content…');
  const run = await check({ ...(options.content === undefined ? {} : { content: options.content }), keepTrees: true });
  const errors = run.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length > 0 && !options.ignoreCheckErrors) {
    return { ok: false, message: `docs check found ${errors.length} error(s); the build stops.`, diagnostics: run.diagnostics };
  }
  options.log('loading the pages…');
  const model = await loadSiteModel(options.content, run.loaded, options.configOverrides);
  const report = await buildSite(model, { outDir: options.outDir, log: options.log });
  return { ok: true, report, diagnostics: run.diagnostics };
}
