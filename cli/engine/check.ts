/**
 * The check orchestrator: content + specs → diagnostics, as fast as the cache allows.
 *
 * 1. pages are read and hashed; a page whose hash is in the cache is not parsed again, the others
 *    are parsed (pool.ts) while a thread holding the schema registry reads and judges the specs
 *    (spec-worker.ts); a run that does not judge them reads their anchors and servers here;
 * 2. sample findings (and runnable examples, run in the sandbox: run.ts) are reused while the
 *    page and the specs its samples name are unchanged; a page parsed in this run has its samples
 *    sent to the spec thread as soon as it is parsed;
 * 3. routes, links, anchors and sidebars are cross-page and cheap: recomputed from the facts.
 *
 * A session keeps all of it in memory, so watch mode re-runs only what a change touches: the
 * changed pages, the pages linking to them, the pages whose samples use a changed spec.
 * Modules the warm path does not need (parser, ajv, swagger-parser) are imported on first use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { ApiName } from '../../schemas/spec-types.ts';
import { pagesCacheFile, readCache, sandboxKey, specsCacheFile, toolKey, verdictCacheFile, writeCache, type PageRecord, type PagesCache, type SpecsCache, type VerdictCache } from './cache.ts';
import { discoverPages, docIdOf, normalizeRoute, pageRoute, resolveLayout, type ContentLayout } from './content.ts';
import { compareDiagnostics, error, inFile, pointRange, type Diagnostic, type Finding } from './diagnostics.ts';
import { checkLinks, type LinkResult, type LinkSite } from './link-check.ts';
import type { LinkRef } from './links.ts';
import type { LoadedPage, PageFacts } from './page.ts';
import type { ParsedPage, ParseJob } from './parse-job.ts';
import { REPO_ROOT } from './paths.ts';
import { API_REFERENCE_ROUTES, RouteTable } from './routes.ts';
import type { SampleResult } from './samples.ts';
import type { LoadedSidebars } from './sidebars.ts';
import type { SpecFacts } from './spec-facts.ts';
import { specInputs, type SpecInputs } from './spec-inputs.ts';
import { hashText } from './text.ts';
import { SpecService } from './spec-service.ts';

export interface CheckOptions {
  /** The content root (absolute, or relative to the working directory). Default: `<repo>/content`. */
  content?: string;
  /** The folder holding specs/ and examples/. Default: the repository. */
  specRoot?: string;
  /** Check external URLs too (network; answers cached on disk). */
  external?: boolean;
  /**
   * Judge the specs too (spec/invalid, spec/example-invalid). Default: true. The CLI turns it off
   * for `--content DIR`: another tree's samples use the specs, but the specs are not its subject.
   */
  specRules?: boolean;
  /** Cache directory, or false for none. Default: `<repo>/node_modules/.cache/orchestra-docs`. */
  cacheDir?: string | false;
  /** Threads to parse on. Default: every core. */
  threads?: number;
  /**
   * Keep the trees of the pages this run parses (with GFM, as the site renders them) in
   * `CheckRun.loaded`: the build then parses only the pages the check did not.
   */
  keepTrees?: boolean;
}

export interface CheckRun {
  /** Sorted (see compareDiagnostics). */
  diagnostics: Diagnostic[];
  /** Text of every checked page and of the sidebars file, by absolute path, for code frames. */
  sources: ReadonlyMap<string, string>;
  stats: { pages: number; parsed: number; elapsedMs: number };
  /** With `keepTrees`: the pages parsed in this run, by absolute path, with the hash of their text. */
  loaded?: ReadonlyMap<string, { hash: string; page: LoadedPage }>;
}

export const DEFAULT_CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'orchestra-docs');

interface PageState {
  relPath: string;
  file: string;
  source: string;
  hash: string;
  facts: PageFacts;
  anchors: ReadonlySet<string>;
  route: string;
  samples?: PageRecord['samples'];
  links?: LinkResult;
}

const NO_SAMPLES: SampleResult = { findings: [], apis: [] };

/** The specs as a run uses them: read at once, judged (when asked) in a thread of their own. */
interface Specs {
  inputs: SpecInputs;
  /** From the cache, or from the spec thread while the pages are parsed. */
  facts: Promise<SpecFacts>;
  /** spec/invalid and spec/example-invalid, awaited last: the pages' work goes on meanwhile. */
  findings: Promise<Diagnostic[]>;
  /** The spec thread judges the specs in this run (not known from the cache). */
  judging: boolean;
}

export class CheckSession {
  private readonly pages = new Map<string, PageState>();
  private specs: Specs | undefined;
  /** The thread holding the schema registry, started when something needs it. */
  private service: SpecService | undefined;
  private sidebars: { hash: string; loaded: LoadedSidebars } | undefined;
  private cache: PagesCache | undefined;
  /** The last run came from the verdict cache: no page state was loaded. */
  private fromVerdict = false;

  private constructor(
    readonly layout: ContentLayout,
    private readonly options: Required<Pick<CheckOptions, 'specRoot' | 'external' | 'specRules'>> & CheckOptions,
    private readonly cacheDir: string | undefined,
    /** Keys of the page cache (tool, configuration, specs folder) and of the spec cache (tool, specs folder). */
    private readonly keys: { pages: string; specs: string },
  ) {}

  static async open(options: CheckOptions = {}): Promise<CheckSession> {
    const root = resolve(options.content ?? join(REPO_ROOT, 'content'));
    if (!existsSync(root)) throw new (await import('./errors.ts')).UsageError(`no content directory at ${root}`);
    const specRoot = resolve(options.specRoot ?? REPO_ROOT);
    const external = options.external ?? false;
    const config = join(REPO_ROOT, 'docs.config.ts');
    const configText = existsSync(config) ? await readFile(config, 'utf8') : '';
    const tool = await toolKey();
    const keys = { pages: hashText([tool, configText, specRoot].join('\u0000')), specs: hashText([tool, specRoot].join('\u0000')) };
    const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
    const specRules = options.specRules ?? true;
    return new CheckSession(resolveLayout(root), { ...options, specRoot, external, specRules }, cacheDir === false ? undefined : cacheDir, keys);
  }

  /** Every file whose change matters: pages are found by the content root, the rest listed here. */
  specFiles(): string[] {
    return [...(this.specs?.inputs.files.keys() ?? [])];
  }

  /**
   * Checks everything (no argument), or brings the previous run up to date after `changed`
   * (absolute paths of created, changed or deleted files).
   */
  async run(changed?: ReadonlySet<string>): Promise<CheckRun> {
    const started = performance.now();
    // A session answered from the verdict holds no page state: bring it all up to date.
    if (this.fromVerdict) {
      this.fromVerdict = false;
      changed = undefined;
    }
    const read = this.readSources(changed);
    const fresh = changed === undefined && this.pages.size === 0;
    const verdict = fresh ? await this.verdict(read.sources) : undefined;
    if (verdict?.answer) {
      this.fromVerdict = true;
      const sources = new Map(read.sources.map((page) => [join(this.layout.root, page.relPath), page.source]));
      if (this.layout.sidebarsFile) sources.set(this.layout.sidebarsFile, verdict.sidebarsSource ?? '');
      return { diagnostics: verdict.answer, sources, stats: { pages: read.sources.length, parsed: 0, elapsedMs: performance.now() - started } };
    }
    const pagesFile = this.cacheDir && pagesCacheFile(this.cacheDir, this.layout.root, this.options.external);
    this.cache ??= (pagesFile && (await readCache<PagesCache>(pagesFile, this.keys.pages))) || { key: this.keys.pages, pages: {} };

    const { jobs, fromCache, changedPages, touched } = this.sortByCache(read);
    const inputs = verdict?.inputs ?? (await specInputs(this.options.specRoot));
    const previousSpecs = this.specs;
    if (previousSpecs?.inputs.combined !== inputs.combined) {
      await this.service?.close();
      this.service = undefined;
      this.specs = await this.readSpecs(inputs);
    }
    const specs = this.specs!;
    // A spec thread judging the specs keeps a core busy for seconds: one parser thread fewer then.
    const threads = Math.max(1, (this.options.threads ?? availableParallelism()) - (specs.judging ? 1 : 0));
    const keepTrees = this.options.keepTrees ?? false;
    // Each parsed page's samples go to the spec thread at once: they are checked while parsing goes on.
    const early = new Map<string, Promise<SampleResult>>();
    const onParsed = (relPath: string, page: ParsedPage) => {
      if (page.fences.length > 0) early.set(relPath, this.sampleResult(page.fences, specs.facts));
    };
    const parsing = jobs.length > 0 ? import('./pool.ts').then(({ parsePages }) => parsePages(jobs, { external: this.options.external, threads, keepTrees, onParsed })) : undefined;
    const parsed = (await parsing) ?? new Map<string, ParsedPage>();
    const facts = await specs.facts;
    const loaded = new Map<string, { hash: string; page: LoadedPage }>();
    for (const { relPath, source, hash, record } of fromCache) this.setPage(relPath, source, hash, record.facts, touched, record.samples);
    for (const job of jobs) {
      const page = parsed.get(job.relPath)!;
      if ('tree' in page) loaded.set(join(this.layout.root, job.relPath), { hash: job.hash, page });
      this.setPage(job.relPath, job.source, job.hash, 'tree' in page ? withoutTree(page) : page, touched);
    }
    const samplesChecked = await this.checkSamples(inputs, specs.facts, early);

    // An API reference whose anchors changed is a changed target for the pages linking to it.
    if (JSON.stringify((await previousSpecs?.facts)?.anchors) !== JSON.stringify(facts.anchors)) {
      for (const api of Object.keys(API_REFERENCE_ROUTES) as ApiName[]) {
        if (previousSpecs?.inputs.hashes[api] !== inputs.hashes[api]) touched.add(normalizeRoute(API_REFERENCE_ROUTES[api]));
      }
    }
    // A changed file that is no page nor spec may be an image some page links to: re-check every link.
    const assetChanged = changed !== undefined && [...changed].some((file) => !/\.mdx?$/.test(file) && !inputs.files.has(file) && file !== this.layout.sidebarsFile);
    const site = this.linkSite(facts);
    for (const state of this.pages.values()) {
      const dependent = state.links?.targets.some((target) => touched.has(target));
      if (!changed || !state.links || assetChanged || changedPages.has(state.relPath) || dependent) {
        state.links = checkLinks({ file: state.file, page: site.pages.get(state.relPath) }, state.facts.links, site);
      }
    }
    const sidebars = await this.checkSidebarsFile(site);
    const external = this.options.external ? await this.externalFindings(sidebars?.links) : [];

    const sources = new Map<string, string>();
    if (sidebars) sources.set(sidebars.file, sidebars.source);
    const collisions = this.routeCollisions();
    const diagnostics: Diagnostic[] = [...(await specs.findings), ...(sidebars?.diagnostics ?? []), ...external];
    for (const state of this.pages.values()) {
      sources.set(state.file, state.source);
      diagnostics.push(
        ...inFile(state.file, [
          ...state.facts.findings,
          ...(state.samples?.result.findings ?? []),
          ...(state.links?.findings ?? []),
          ...(collisions.get(state.relPath) ?? []),
          ...(sidebars?.missing.get(state.relPath) ?? []),
        ]),
      );
    }
    diagnostics.sort(compareDiagnostics);

    if ((jobs.length > 0 || samplesChecked) && pagesFile) {
      this.cache.pages = Object.fromEntries(
        [...this.pages.values()].map((state) => [state.relPath, { hash: state.hash, facts: state.facts, ...(state.samples ? { samples: state.samples } : {}) }]),
      );
      await writeCache(pagesFile, this.cache);
    }
    if (verdict?.file && verdict.signature) {
      const entry: VerdictCache = { key: this.keys.pages, signature: verdict.signature, probes: site.probes(), diagnostics };
      await writeCache(verdict.file, entry);
    }
    return { diagnostics, sources, stats: { pages: this.pages.size, parsed: jobs.length, elapsedMs: performance.now() - started }, ...(keepTrees ? { loaded } : {}) };
  }

  /**
   * Reads the pages that are new or changed (all of them in a fresh session) and drops those gone
   * from the disk; `touched` gets the paths and routes of the pages gone.
   */
  private readSources(changed: ReadonlySet<string> | undefined) {
    const { layout } = this;
    const touched = new Set<string>();
    const sources: Array<{ relPath: string; source: string; hash: string }> = [];
    const relPaths = discoverPages(layout);
    const present = new Set(relPaths);
    for (const [relPath, state] of this.pages) {
      if (present.has(relPath)) continue;
      this.pages.delete(relPath);
      touched.add(relPath).add(state.route);
    }
    for (const relPath of relPaths) {
      if (changed && this.pages.has(relPath) && !changed.has(join(layout.root, relPath))) continue;
      // Synchronous reads: for a thousand small files, twice as fast as the thread pool's round trips.
      const source = readIfPresent(join(layout.root, relPath));
      if (source === undefined) continue; // Deleted since it was listed: the next run sees it gone.
      sources.push({ relPath, source, hash: hashText(source) });
    }
    return { sources, touched };
  }

  /** Sorts the pages read into unchanged ones, those the cache knows and those to parse. */
  private sortByCache({ sources, touched }: ReturnType<CheckSession['readSources']>) {
    const changedPages = new Set<string>();
    const jobs: Array<ParseJob & { hash: string }> = [];
    const fromCache: Array<{ relPath: string; source: string; hash: string; record: PageRecord }> = [];
    for (const { relPath, source, hash } of sources) {
      const previous = this.pages.get(relPath);
      if (previous?.hash === hash) {
        previous.source = source;
        continue;
      }
      changedPages.add(relPath);
      const record = this.cache?.pages[relPath];
      if (record?.hash === hash) fromCache.push({ relPath, source, hash, record });
      else jobs.push({ relPath, source, hash, known: previous?.facts ?? record?.facts });
    }
    return { jobs, fromCache, changedPages, touched };
  }

  /**
   * The previous full run's diagnostics when nothing they depend on changed (cache.ts,
   * VerdictCache); otherwise where and under which signature to store this run's.
   * External links are never answered from it: their answers age.
   */
  private async verdict(sources: ReadonlyArray<{ relPath: string; hash: string }>) {
    if (!this.cacheDir || this.options.external) return undefined;
    const file = verdictCacheFile(this.cacheDir, this.layout.root);
    const sidebarsFile = this.layout.sidebarsFile;
    const [inputs, sandbox, sidebarsSource, cached] = await Promise.all([
      specInputs(this.options.specRoot),
      sandboxKey(),
      sidebarsFile ? readFile(sidebarsFile, 'utf8').catch(() => '') : undefined,
      readCache<VerdictCache>(file, this.keys.pages),
    ]);
    const pages = [...sources].sort((a, b) => (a.relPath < b.relPath ? -1 : 1)).map((page) => `${page.relPath}\u0000${page.hash}`);
    const signature = hashText([String(this.options.specRules), inputs.combined, sandbox, sidebarsSource ?? '', ...pages].join('\u0001'));
    const holds = cached?.signature === signature && Object.entries(cached.probes).every(([path, existed]) => existsSync(path) === existed);
    return { file, signature, inputs, sidebarsSource, answer: holds ? cached.diagnostics : undefined };
  }

  /**
   * Sample findings are reused while the page and every spec its samples name are unchanged; a
   * page's runnable examples run again when a spec or the sandbox changes. `early` holds the
   * results of the pages parsed in this run, already asked for.
   */
  private async checkSamples(inputs: SpecInputs, specFacts: Promise<SpecFacts>, early: ReadonlyMap<string, Promise<SampleResult>>): Promise<boolean> {
    const stale: PageState[] = [];
    let sandbox: string | undefined;
    for (const state of this.pages.values()) {
      const fences = state.facts.fences;
      if (fences.length === 0) {
        state.samples ??= { specs: {}, result: NO_SAMPLES };
        continue;
      }
      const runs = fences.some((fence) => fence.run);
      if (runs) sandbox ??= await sandboxKey();
      const samples = state.samples;
      const fresh = samples && samples.result.apis.every((api) => samples.specs[api] === inputs.hashes[api]) && (!runs || samples.sandbox === sandbox);
      if (!fresh) stale.push(state);
    }
    const record = (state: PageState, result: SampleResult) => {
      const runs = state.facts.fences.some((fence) => fence.run);
      state.samples = { specs: Object.fromEntries(result.apis.map((api) => [api, inputs.hashes[api]])), ...(runs ? { sandbox } : {}), result };
    };
    const results = await Promise.all(stale.map((state) => early.get(state.relPath) ?? this.sampleResult(state.facts.fences, specFacts)));
    results.forEach((result, index) => record(stale[index]!, result));
    return stale.length > 0;
  }

  /** The samples of one page, checked by the spec thread when they need the registry. */
  private sampleResult(fences: PageFacts['fences'], specFacts: Promise<SpecFacts>): Promise<SampleResult> {
    const result = Promise.all([import('./samples.ts'), specFacts]).then(async ([{ checkFences, needsRegistry }, { servers }]) => {
      if (!needsRegistry(fences, servers)) return checkFences(fences, { servers, registry: noRegistry });
      return this.specService().samples(fences, servers);
    });
    // Awaited in checkSamples; marked handled now so a failure while parsing goes on is not fatal first.
    result.catch(() => undefined);
    return result;
  }

  private linkSite(facts: SpecFacts): LinkSite & { probes(): Record<string, boolean> } {
    const existing = new Map<string, boolean>();
    return {
      layout: this.layout,
      routes: new RouteTable(this.pages.values(), facts.anchors),
      pages: new Map([...this.pages].map(([relPath, state]) => [relPath, { route: state.route, anchors: state.anchors, parsed: state.facts.parsed }])),
      fileExists: (path) => existing.get(path) ?? existing.set(path, existsSync(path)).get(path)!,
      probes: () => Object.fromEntries(existing),
    };
  }

  /** The sidebars file, re-imported when it changes; the check itself is cheap and always runs. */
  private async checkSidebarsFile(site: LinkSite) {
    const file = this.layout.sidebarsFile;
    if (!file) return undefined;
    const source = await readFile(file, 'utf8');
    const hash = hashText(source);
    // Imported on use: zod and the sidebars module cost more than a warm run of a large tree.
    const { checkSidebars, loadSidebars } = await import('./sidebars.ts');
    if (this.sidebars?.hash !== hash) this.sidebars = { hash, loaded: await loadSidebars(file) };
    const docs = [...this.pages.values()].flatMap((state) => {
      const docId = docIdOf(this.layout, state.relPath);
      return docId === undefined ? [] : [{ docId, relPath: state.relPath, frontmatter: state.facts.frontmatter }];
    });
    const result = checkSidebars(this.sidebars.loaded, docs);
    const links = checkLinks({ file, page: undefined }, result.links, site);
    return { file, source, missing: result.missing, links, diagnostics: inFile(file, [...result.findings, ...links.findings]) };
  }

  private setPage(relPath: string, source: string, hash: string, facts: PageFacts, touched: Set<string>, samples?: PageRecord['samples']): void {
    const previous = this.pages.get(relPath);
    const route = pageRoute(this.layout, relPath, facts.frontmatter?.slug);
    touched.add(relPath).add(route);
    if (previous) touched.add(previous.route);
    this.pages.set(relPath, {
      relPath,
      file: join(this.layout.root, relPath),
      source,
      hash,
      facts,
      anchors: new Set(facts.anchors),
      route,
      ...(samples ? { samples } : {}),
    });
  }

  private specService(): SpecService {
    this.service ??= new SpecService(this.options.specRoot);
    return this.service;
  }

  /** Stops the spec thread, if one runs. A session is usable again after it (a thread restarts on need). */
  async close(): Promise<void> {
    await this.service?.close();
    this.service = undefined;
  }

  /**
   * The specs' facts and findings, from the cache when it has them (every content root reads the
   * same specs), else from the spec thread, which reads and judges them beside the pages' work.
   */
  private async readSpecs(inputs: SpecInputs): Promise<Specs> {
    const file = this.cacheDir && specsCacheFile(this.cacheDir);
    const cached = file ? await readCache<SpecsCache>(file, this.keys.specs) : undefined;
    const known = cached?.hash === inputs.combined ? cached : undefined;
    const judging = this.options.specRules && !known?.findings;
    // The spec thread reads the specs once for both when it judges them; otherwise reading them
    // here costs less than starting a thread and loading the validator, which no page may need.
    const facts = known ? Promise.resolve(known.facts) : judging ? this.specService().facts() : this.readFactsHere();
    const judged = !this.options.specRules ? Promise.resolve(undefined) : known?.findings ? Promise.resolve(known.findings) : this.specService().judge();
    const findings = Promise.all([facts, judged]).then(async ([read, found]) => {
      const entry: SpecsCache = { key: this.keys.specs, hash: inputs.combined, facts: read, findings: found ?? known?.findings };
      if (file && (!known || (found && !known.findings))) await writeCache(file, entry);
      return found ?? [];
    });
    // Awaited at the end of the run; marked handled now so a failure meanwhile is not fatal first.
    facts.catch(() => undefined);
    findings.catch(() => undefined);
    return { inputs, facts, findings, judging };
  }

  private async readFactsHere(): Promise<SpecFacts> {
    const [{ readSpecFacts }, { loadSpec }] = await Promise.all([import('./spec-facts.ts'), import('../../schemas/spec-loader.ts')]);
    return readSpecFacts((api) => loadSpec(api, this.options.specRoot).document);
  }

  /** Two pages on one route: the site can serve only one. Reported on every page but the first. */
  private routeCollisions(): Map<string, Finding[]> {
    const byRoute = new Map<string, PageState[]>();
    for (const state of this.pages.values()) {
      const states = byRoute.get(state.route);
      if (states) states.push(state);
      else byRoute.set(state.route, [state]);
    }
    const findings = new Map<string, Finding[]>();
    for (const [route, states] of byRoute) {
      const [first, ...others] = states.sort((a, b) => (a.relPath < b.relPath ? -1 : 1));
      for (const state of others) {
        const message = `${state.relPath} and ${first!.relPath} both have the route ${route}: give one of them a distinct slug in its front matter`;
        findings.set(state.relPath, [error('frontmatter/invalid', message, pointRange(1, 1, 3))]);
      }
    }
    return findings;
  }

  /** External links of the pages and the sidebars file, as warnings (external.ts). */
  private async externalFindings(sidebarLinks: LinkResult | undefined): Promise<Diagnostic[]> {
    const sidebarsFile = this.layout.sidebarsFile;
    const occurrences: Array<{ file: string; link: LinkRef }> = [
      ...[...this.pages.values()].flatMap((state) => (state.links?.external ?? []).map((link) => ({ file: state.file, link }))),
      ...(sidebarsFile && sidebarLinks ? sidebarLinks.external.map((link) => ({ file: sidebarsFile, link })) : []),
    ];
    if (occurrences.length === 0) return [];
    const { checkExternal } = await import('./external.ts');
    const answers = await checkExternal(
      occurrences.map(({ link }) => link.url),
      this.cacheDir && join(this.cacheDir, 'external.json'),
    );
    return occurrences.flatMap(({ file, link }) => {
      const answer = answers.get(link.url.split('#')[0]!);
      if (!answer || answer.ok) return [];
      return [{ file, ...error('link/broken', `external link ${link.url} failed: ${answer.detail}`, link.range), severity: 'warning' as const }];
    });
  }
}

/** page.ts's factsOf, without importing the parser's modules into a warm run. */
function withoutTree(page: LoadedPage): PageFacts {
  const { tree: _tree, headings: _headings, ...facts } = page;
  return facts;
}

const noRegistry = () => Promise.reject(new Error('needsRegistry said no registry is needed'));

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** One full check. */
export async function check(options: CheckOptions = {}): Promise<CheckRun> {
  const session = await CheckSession.open(options);
  try {
    return await session.run();
  } finally {
    await session.close();
  }
}
