/**
 * Mermaid diagrams drawn to SVG at build time, in Chromium (Mermaid needs a real layout engine),
 * in a light and a dark theme. Results are cached on disk by (Mermaid version, settings, theme,
 * source), so a rebuild launches no browser unless a diagram changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Mermaid, MermaidConfig } from 'mermaid';
import { launchChromium } from './chromium.ts';

export const DEFAULT_MERMAID_CACHE = resolve(import.meta.dirname, '../../node_modules/.cache/orchestra-docs/mermaid');

const require = createRequire(import.meta.url);
const MERMAID_DIR = dirname(require.resolve('mermaid/package.json'));
const MERMAID_VERSION = (require('mermaid/package.json') as { version: string }).version;
const MERMAID_SCRIPT = join(MERMAID_DIR, 'dist/mermaid.min.js');

export const THEMES = { light: 'default', dark: 'dark' } as const;
export type ThemeName = keyof typeof THEMES;

/** `deterministicIds`: the same source gives the same SVG, so its content-hashed URL is stable. */
const SETTINGS: MermaidConfig = { startOnLoad: false, securityLevel: 'strict', deterministicIds: true };

export type DiagramSvgs = { ok: true; svg: Record<ThemeName, string> } | { ok: false; message: string };

export type RenderOutcome =
  | { ok: true; diagrams: Map<string, DiagramSvgs>; browserLaunched: boolean }
  /** No browser could be started: nothing was drawn (cached diagrams included, for consistency). */
  | { ok: false; reason: string };

export interface RenderOptions {
  cacheDir?: string;
  launch?: () => Promise<Browser>;
}

type CacheEntry = { ok: true; svg: string } | { ok: false; message: string };

function cacheKey(theme: ThemeName, source: string): string {
  return createHash('sha256').update(JSON.stringify([MERMAID_VERSION, SETTINGS, THEMES[theme], source])).digest('hex');
}

async function readCache(cacheDir: string, key: string): Promise<CacheEntry | undefined> {
  const svg = await readFile(join(cacheDir, `${key}.svg`), 'utf8').catch(() => undefined);
  if (svg !== undefined) return { ok: true, svg };
  const message = await readFile(join(cacheDir, `${key}.error`), 'utf8').catch(() => undefined);
  return message === undefined ? undefined : { ok: false, message };
}

async function writeCache(cacheDir: string, key: string, entry: CacheEntry): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await writeFile(join(cacheDir, entry.ok ? `${key}.svg` : `${key}.error`), entry.ok ? entry.svg : entry.message);
}

/** Draws each source in one theme, in order, inside the page that loaded Mermaid. */
function drawInPage(page: Page, theme: ThemeName, sources: string[]): Promise<CacheEntry[]> {
  return page.evaluate(
    async ({ sources, settings, theme }) => {
      const mermaid = (window as unknown as { mermaid: Mermaid }).mermaid;
      mermaid.initialize({ ...settings, theme });
      const results: Array<{ ok: true; svg: string } | { ok: false; message: string }> = [];
      for (const [index, source] of sources.entries()) {
        const id = `mermaid-${index}`;
        try {
          const { svg } = await mermaid.render(id, source);
          // Mermaid serialises as HTML; an <img> needs well-formed XML (`<br/>`, xmlns).
          const element = new DOMParser().parseFromString(svg, 'text/html').querySelector('svg');
          if (!element) throw new Error('Mermaid returned no <svg>');
          element.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
          results.push({ ok: true, svg: new XMLSerializer().serializeToString(element) });
        } catch (error) {
          results.push({ ok: false, message: error instanceof Error ? error.message : String(error) });
        } finally {
          // A failed render leaves its scratch element behind.
          document.getElementById(`d${id}`)?.remove();
        }
      }
      return results;
    },
    { sources, settings: SETTINGS, theme: THEMES[theme] },
  );
}

/**
 * Draws every distinct source in both themes. One browser for all of them, launched only when a
 * diagram is not cached, always closed.
 */
export async function renderMermaidDiagrams(sources: Iterable<string>, options: RenderOptions = {}): Promise<RenderOutcome> {
  const cacheDir = options.cacheDir ?? DEFAULT_MERMAID_CACHE;
  const unique = [...new Set(sources)];
  const entries = new Map<string, Partial<Record<ThemeName, CacheEntry>>>();
  const missing: Record<ThemeName, string[]> = { light: [], dark: [] };
  for (const source of unique) {
    const found: Partial<Record<ThemeName, CacheEntry>> = {};
    for (const theme of Object.keys(THEMES) as ThemeName[]) {
      const cached = await readCache(cacheDir, cacheKey(theme, source));
      if (cached) found[theme] = cached;
      else missing[theme].push(source);
    }
    entries.set(source, found);
  }

  const browserNeeded = missing.light.length + missing.dark.length > 0;
  if (browserNeeded) {
    let browser: Browser;
    try {
      browser = await (options.launch ?? launchChromium)();
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    }
    try {
      const page = await browser.newPage();
      await page.addScriptTag({ path: MERMAID_SCRIPT });
      for (const theme of Object.keys(THEMES) as ThemeName[]) {
        const drawn = await drawInPage(page, theme, missing[theme]);
        for (const [index, source] of missing[theme].entries()) {
          const entry = drawn[index]!;
          entries.get(source)![theme] = entry;
          await writeCache(cacheDir, cacheKey(theme, source), entry);
        }
      }
    } finally {
      await browser.close();
    }
  }

  const diagrams = new Map<string, DiagramSvgs>();
  for (const [source, { light, dark }] of entries) {
    if (light?.ok && dark?.ok) diagrams.set(source, { ok: true, svg: { light: light.svg, dark: dark.svg } });
    else diagrams.set(source, { ok: false, message: [light, dark].find((entry): entry is Extract<CacheEntry, { ok: false }> => entry?.ok === false)?.message ?? 'not drawn' });
  }
  return { ok: true, diagrams, browserLaunched: browserNeeded };
}
