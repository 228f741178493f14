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
