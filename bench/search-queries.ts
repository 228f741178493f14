/**
 * The search quality query set (bench/search-queries.json): what a reader types and where they
 * should land. Versioned, so figures from different versions of the set are not compared.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

export const QUERY_TYPES = ['title', 'heading', 'content', 'typo', 'prefix', 'vocabulary'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

const querySetSchema = z
  .object({
    version: z.literal(1),
    queries: z.array(
      z
        .object({
          query: z.string().trim().min(1).max(64),
          type: z.enum(QUERY_TYPES),
          expected: z.array(z.string().regex(/^\//, 'a site route, starting with /')).min(1),
        })
        .strict(),
    ),
  })
  .strict();

export type QuerySet = z.output<typeof querySetSchema>;
export type BenchQuery = QuerySet['queries'][number];

export const QUERY_SET_FILE = resolve(import.meta.dirname, 'search-queries.json');

export function loadQuerySet(file = QUERY_SET_FILE): QuerySet {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const parsed = querySetSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is invalid:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  return parsed.data;
}

/** A hit answers a query when it is the expected page (expected without anchor) or the expected section. */
export const answers = (hit: { url: string; url_without_anchor: string }, expected: readonly string[]) =>
  expected.some((url) => url === hit.url || url === hit.url_without_anchor);
