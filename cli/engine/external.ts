/**
 * External links, checked only with `--external`: HEAD (GET when HEAD is refused), a few at a
 * time, answers kept on disk (a day when the link worked, an hour when it did not) so that the
 * writer's loop does not wait on the network. Failures are warnings: a site being down is not
 * the page's fault.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface ExternalAnswer {
  ok: boolean;
  /** HTTP status, or the network error. */
  detail: string;
  checkedAt: number;
}

const FRESH_OK_MS = 24 * 60 * 60 * 1000;
const FRESH_FAILED_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 10_000;
const CONCURRENCY = 8;

async function probe(url: string): Promise<ExternalAnswer> {
  const attempt = (method: 'HEAD' | 'GET') => fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
  try {
    let response = await attempt('HEAD');
    if ([403, 405, 501].includes(response.status)) response = await attempt('GET');
    await response.body?.cancel();
    return { ok: response.status < 400, detail: `HTTP ${response.status}`, checkedAt: Date.now() };
  } catch (caught) {
    // undici wraps the network error; a refused connection can hide in an AggregateError.
    const cause = (caught as { cause?: { code?: string; errors?: Array<{ code?: string }> } }).cause;
    return { ok: false, detail: cause?.code ?? cause?.errors?.[0]?.code ?? (caught as Error).message, checkedAt: Date.now() };
  }
}

/** Answers for every URL (fragment removed), from the disk cache when fresh. */
export async function checkExternal(urls: Iterable<string>, cacheFile: string | undefined): Promise<Map<string, ExternalAnswer>> {
  let cached: Record<string, ExternalAnswer> = {};
  if (cacheFile) cached = await readFile(cacheFile, 'utf8').then((text) => JSON.parse(text) as Record<string, ExternalAnswer>, () => ({}));
  const now = Date.now();
  const answers = new Map<string, ExternalAnswer>();
  const todo: string[] = [];
  for (const url of new Set([...urls].map((url) => url.split('#')[0]!))) {
    const known = cached[url];
    if (known && now - known.checkedAt < (known.ok ? FRESH_OK_MS : FRESH_FAILED_MS)) answers.set(url, known);
    else todo.push(url);
  }
  const next = async (): Promise<void> => {
    const url = todo.pop();
    if (url === undefined) return;
    answers.set(url, await probe(url));
    return next();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, next));
  if (cacheFile) {
    await mkdir(dirname(cacheFile), { recursive: true });
    await writeFile(cacheFile, JSON.stringify({ ...cached, ...Object.fromEntries(answers) }));
  }
  return answers;
}
