/**
 * What each API's checks depend on: its spec file and the files the spec references (the
 * example JSON files). Their hash decides whether cached sample and spec findings still hold;
 * their list is what watch mode watches.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { specPath } from './paths.ts';
import { API_NAMES, type ApiName } from '../../schemas/spec-types.ts';
import { hashText } from './text.ts';

export interface SpecInputs {
  hashes: Record<ApiName, string>;
  /** One hash over every API, for the spec checks. */
  combined: string;
  /** Absolute path → the APIs that read it. */
  files: Map<string, ApiName[]>;
}

const EXTERNAL_REF = /\$ref['"]?\s*:\s*['"]?([^'"#\s}]+)/g;

const readOrMissing = (file: string) => readFile(file, 'utf8').catch(() => '\u0000missing');

export async function specInputs(root: string): Promise<SpecInputs> {
  const files = new Map<string, ApiName[]>();
  const hashes = {} as Record<ApiName, string>;
  await Promise.all(
    API_NAMES.map(async (api) => {
      const spec = specPath(api, root);
      const text = await readOrMissing(spec);
      const referenced = [...new Set([...text.matchAll(EXTERNAL_REF)].map((match) => resolve(dirname(spec), match[1]!)))].sort();
      const parts = await Promise.all(referenced.map(readOrMissing));
      hashes[api] = hashText([text, ...referenced.flatMap((file, index) => [file, parts[index]!])].join('\u0000'));
      for (const file of [spec, ...referenced]) files.set(file, [...(files.get(file) ?? []), api]);
    }),
  );
  return { hashes, combined: hashText(API_NAMES.map((api) => hashes[api]).join(':')), files };
}
