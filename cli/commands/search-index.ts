/**
 * `docs search-index [--out FILE] [--algolia] [--content DIR]`: writes the site's search records
 * (the `SearchIndexFile` the site serves) and, with `--algolia`, uploads them to the Algolia
 * index of docs.config.ts `search` with the write key from ALGOLIA_ADMIN_API_KEY.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { ConfigError } from '../engine/errors.ts';

export interface SearchIndexOptions {
  out: string;
  algolia?: boolean;
  content?: string;
}

const log = (message: string) => process.stderr.write(`docs: ${message}\n`);

export async function searchIndexCommand(options: SearchIndexOptions, env: Record<string, string | undefined> = process.env): Promise<number> {
  const [{ loadSiteConfig, loadSiteModel }, { searchIndexFile }, algolia] = await Promise.all([
    import('../../site/build/index.ts'),
    import('../../site/build/search/index-file.ts'),
    import('../../site/build/search/algolia.ts'),
  ]);
  const started = performance.now();
  // Credentials first: a misconfigured upload fails before any work.
  const target = options.algolia ? algolia.algoliaTarget((await loadSiteConfig()).search, env) : undefined;
  log('loading the pages…');
  const model = await loadSiteModel(options.content === undefined ? undefined : resolve(options.content));
  const { text, records } = searchIndexFile(model);
  const out = resolve(options.out);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);
  const shown = relative(process.cwd(), out);
  log(`${records.length} records (${(Buffer.byteLength(text) / 1024).toFixed(0)} KB) written to ${shown.startsWith('..') ? out : shown}`);
  if (target) {
    log(`uploading to the Algolia index ${target.indexName} of application ${target.appId}…`);
    try {
      await algolia.uploadToAlgolia(target, records, { log });
    } catch (caught) {
      const status = (caught as { status?: unknown }).status;
      throw new ConfigError(`the upload to Algolia failed: ${(caught as Error).message}${typeof status === 'number' ? ` (HTTP ${status})` : ''}`);
    }
    log(`uploaded ${records.length} records to ${target.indexName}`);
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}
