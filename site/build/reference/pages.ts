/**
 * The three API reference pages as site pages: generated modules (plain JS, no JSX: virtual
 * modules are not transformed) rendering `ApiReferencePage` with the body prerendered here.
 *
 * The body HTML is only in the server build's copy of the module (`import.meta.env.SSR`, which
 * Vite replaces in virtual modules too, so the client build drops the string): the browser
 * reads the body from the prerendered page, or fetches that page on client-side navigation.
 * Hydrating the body from a data model instead would ship the whole spec as JS.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { API_REFERENCE_ROUTES } from '../../../cli/engine/routes.ts';
import { loadSpec, specFile } from '../../../schemas/spec-loader.ts';
import { API_NAMES, type ApiName, type JsonObject } from '../../../schemas/spec-types.ts';
import type { ApiReferenceProps } from '../../app/reference/ApiReferencePage.tsx';
import type { SitePageInput } from '../site-model.ts';
import { referenceModel, type ReferenceModel } from './reference-model.ts';
import { renderReferenceBody, type DeferredSamples } from './render-body.tsx';

const PAGE_COMPONENT = resolve(import.meta.dirname, '../../app/reference/ApiReferencePage.tsx');
/**
 * Inside the repository, so Vite's dev server may serve the file and the build may bundle it;
 * not under the checker's cache folder, which its benchmark deletes.
 */
const ASSET_DIR = resolve(import.meta.dirname, '../../../node_modules/.cache/orchestra-reference');

/** API v1's deprecation notice and where to go instead. */
const DEPRECATIONS: Partial<Record<ApiName, NonNullable<ApiReferenceProps['deprecation']>>> = {
  v1: {
    message: 'API v1 is deprecated: every operation on this page is kept for existing integrations only. Build new integrations on the orchestration API v2 and plan the migration of existing ones.',
    successor: { label: 'Go to the API v2 reference', href: API_REFERENCE_ROUTES.v2 },
  },
};

/**
 * A file the page links to, written where Vite can bundle it (imported with `?url`, so it gets a
 * content-hashed name in the build). Content-addressed here too, so concurrent builds never
 * write over each other's file.
 */
async function writePageAsset(name: string, text: string): Promise<string> {
  const dir = join(ASSET_DIR, createHash('sha256').update(text).digest('hex').slice(0, 16));
  const file = join(dir, name);
  await mkdir(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
  return file;
}

/**
 * The downloadable spec: the document with its example files inlined (the repository's YAML
 * refers to `../examples/…`, which a downloaded copy could not follow).
 */
export async function writeSpecDownload(api: ApiName, document: JsonObject): Promise<{ file: string; name: string }> {
  const text = `# Orchestra ${api} OpenAPI document, with its examples inlined.\n${stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 })}`;
  const name = `orchestra-${api}.yaml`;
  return { file: await writePageAsset(name, text), name };
}

/** The code samples a page does not carry, fetched when a reader picks their language. */
export function writeDeferredSamples(api: ApiName, samples: DeferredSamples): Promise<string> {
  return writePageAsset(`orchestra-${api}-samples.json`, JSON.stringify(samples));
}

type PageProps = Omit<ApiReferenceProps, 'specUrl' | 'samplesUrl' | 'body'>;

export function pageModuleCode(props: PageProps, body: string, files: { spec: string; samples: string }): string {
  return [
    `import { jsx } from 'react/jsx-runtime';`,
    `import { ApiReferencePage } from ${JSON.stringify(PAGE_COMPONENT)};`,
    `import specUrl from ${JSON.stringify(`${files.spec}?url`)};`,
    `import samplesUrl from ${JSON.stringify(`${files.samples}?url`)};`,
    `const props = ${JSON.stringify(props)};`,
    // The server build keeps the string; the client build sees `false ? … : undefined` and drops it.
    `const body = import.meta.env.SSR ? ${JSON.stringify(body)} : undefined;`,
    `export default function ReferencePage() {`,
    `  return jsx(ApiReferencePage, { ...props, specUrl, samplesUrl, body });`,
    `}`,
  ].join('\n');
}

function pageProps(model: ReferenceModel, specFileName: string): PageProps {
  const deprecation = DEPRECATIONS[model.api];
  return {
    api: model.api,
    route: API_REFERENCE_ROUTES[model.api],
    title: model.title,
    version: model.version,
    ...(model.summary ? { summary: model.summary } : {}),
    specFileName,
    ...(deprecation ? { deprecation } : {}),
  };
}

async function referencePage(api: ApiName): Promise<SitePageInput> {
  const { document } = loadSpec(api);
  const model = referenceModel(api, document);
  const [body, download] = await Promise.all([renderReferenceBody(model), writeSpecDownload(api, document)]);
  const samples = await writeDeferredSamples(api, body.deferredSamples);
  return {
    route: API_REFERENCE_ROUTES[api],
    file: specFile(api),
    source: { type: 'module', code: pageModuleCode(pageProps(model, download.name), body.html, { spec: download.file, samples }), spec: { api, document } },
    kind: 'site',
    title: model.title,
    ...(model.summary ? { description: model.summary } : {}),
    // The page renders its own navigation by tag; the table of contents would repeat it.
    hideTableOfContents: true,
    headings: model.tags.filter((tag) => tag.anchor).map((tag) => ({ depth: 2, text: tag.name, id: tag.anchor })),
  };
}

/** The reference pages of the three APIs, appended to the site's pages by `loadSiteModel`. */
export function referencePages(): Promise<SitePageInput[]> {
  return Promise.all(API_NAMES.map(referencePage));
}
