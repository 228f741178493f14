/** What a reader's browser downloads for one prerendered page: its HTML and the JS it loads. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  htmlBytes: number;
  htmlGzip: number;
  /** Gzip bytes of every script the page loads on a first visit (entry, preloads, page chunk). */
  jsGzip: number;
  scripts: string[];
}

export async function pageWeight(dist: string, route: string): Promise<PageWeight> {
  const htmlFile = join(dist, route === '/' ? '' : route.replace(/^\//, ''), 'index.html');
  const html = await readFile(htmlFile);
  const text = html.toString('utf8');
  const scripts = new Set<string>();
  for (const match of text.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)) scripts.add((match[1] ?? match[2])!);
  const boot = /<script id="__orchestra_boot" type="application\/json">(.*?)<\/script>/.exec(text)?.[1];
  const page = boot ? (JSON.parse(boot) as { page?: string }).page : undefined;
  if (page) scripts.add(page);
  let jsGzip = 0;
  for (const script of scripts) jsGzip += gzipSync(await readFile(join(dist, script))).length;
  return { htmlBytes: html.length, htmlGzip: gzipSync(html).length, jsGzip, scripts: [...scripts] };
}

/** Issue 4: no page's HTML or JS grows with the number of pages. What the larger corpus may add. */
export const GROWTH_ALLOWED = { htmlBytes: 1024, jsGzip: 512 } as const;

export interface GrowthCheck {
  measure: keyof typeof GROWTH_ALLOWED;
  small: number;
  large: number;
  /** Bytes the page gained in the larger corpus (negative when it lost some). */
  growth: number;
  ok: boolean;
}

export function growthChecks(small: PageWeight, large: PageWeight): GrowthCheck[] {
  return (Object.keys(GROWTH_ALLOWED) as Array<keyof typeof GROWTH_ALLOWED>).map((measure) => {
    const growth = large[measure] - small[measure];
    return { measure, small: small[measure], large: large[measure], growth, ok: growth <= GROWTH_ALLOWED[measure] };
  });
}
