/**
 * The result cache under node_modules/.cache/orchestra-docs/: per content root, each page's facts
 * by content hash with its sample findings and the hashes of the specs they were checked against;
 * beside it, the spec findings by spec hash. A file is void when the tool (its version or any of
 * its sources) or the configuration changes: its key no longer matches.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiName } from '../../schemas/spec-types.ts';
import type { PageFacts } from './page.ts';
import { REPO_ROOT } from './paths.ts';
import { hashText } from './text.ts';
import type { SampleResult } from './samples.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { SpecFacts } from './spec-facts.ts';

export interface PageRecord {
  hash: string;
  facts: PageFacts;
  /**
   * Findings of the page's samples and runnable examples, with what they depend on: the hash of
   * each spec they read and, when examples ran, of the sandbox's sources.
   */
  samples?: { specs: Partial<Record<ApiName, string>>; sandbox?: string | undefined; result: SampleResult };
}

export interface PagesCache {
  key: string;
  pages: Record<string, PageRecord>;
}

export interface SpecsCache {
  key: string;
  /** SpecInputs.combined of the specs read. */
  hash: string;
  facts: SpecFacts;
  /** The spec rules' findings, once they ran. */
  findings?: Diagnostic[] | undefined;
}

const ENGINE_DIR = dirname(fileURLToPath(import.meta.url));

/** The sources of some folders (tests left out), hashed. */
async function sourcesHash(dirs: string[], seed = ''): Promise<string> {
  const hash = createHash('sha1').update(seed);
  for (const dir of dirs) {
    const names = (await readdir(dir)).filter((name) => /\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts')).sort();
    for (const name of names) hash.update(name).update(await readFile(join(dir, name)));
  }
  return hash.digest('base64url');
}

/**
 * The tool's identity: package version plus the text of the engine and schema sources, so that
 * changing the checker (even without a version bump) never serves results of the old one.
 */
export async function toolKey(): Promise<string> {
  const { version } = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return sourcesHash([ENGINE_DIR, join(REPO_ROOT, 'schemas')], version ?? '');
}

/** The sandbox's identity: run results hold while it is unchanged. */
export const sandboxKey = () => sourcesHash([join(REPO_ROOT, 'sandbox')]);

/**
 * The last full run's diagnostics, valid while its signature (tool, configuration, every page's
 * hash, the specs, the sidebars file, the sandbox) is unchanged and every static file its links
 * probed still exists or is still missing. A run with nothing changed reads this small file
 * instead of every page's facts and rechecking every link.
 */
export interface VerdictCache {
  key: string;
  signature: string;
  /** Absolute path → whether it existed: the static files links point to. */
  probes: Record<string, boolean>;
  diagnostics: Diagnostic[];
}

/** External link checking parses autolinks too (see gfm-gate.ts): its pages have their own file. */
export const pagesCacheFile = (cacheDir: string, contentRoot: string, external: boolean) =>
  join(cacheDir, `pages-${hashText(contentRoot)}${external ? '-external' : ''}.json`);
export const verdictCacheFile = (cacheDir: string, contentRoot: string) => join(cacheDir, `verdict-${hashText(contentRoot)}.json`);
export const specsCacheFile = (cacheDir: string) => join(cacheDir, 'specs.json');

/** The cache in `file` if it was written under `key`; undefined when absent, damaged or stale. */
export async function readCache<T extends { key: string }>(file: string, key: string): Promise<T | undefined> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as T;
    if (data.key === key) return data;
  } catch {
    // No cache yet, or a damaged one: start empty.
  }
  return undefined;
}

/** Written to a temporary file and renamed, so a concurrent run never reads half a cache. */
export async function writeCache(file: string, data: { key: string }): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(data));
  await rename(temporary, file);
}
