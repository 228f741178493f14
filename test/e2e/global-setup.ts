/**
 * Builds the browser-test fixture once (test/fixtures/site-docs with the repo's docs.config.ts)
 * through the same code as `docs build --content`, and serves it like `docs preview`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDocsSite } from '../../site/build/index.ts';
import { startPreviewServer } from '../../site/build/preview-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'orchestra-e2e-'));
  const result = await buildDocsSite({ content: resolve(import.meta.dirname, '../fixtures/site-docs'), outDir, log: () => undefined });
  if (!result.ok) throw new Error(`the fixture site did not build:\n${result.message}`);
  const server = await startPreviewServer({ dir: outDir, port: 0 });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('siteUrl', `http://127.0.0.1:${address.port}`);
  project.provide('siteDir', outDir);
  return async () => {
    server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
