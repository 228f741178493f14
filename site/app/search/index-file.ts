/**
 * The local index file as the browser receives it: parsed and checked before the engine sees it,
 * so a truncated download, an HTML error page served as JSON or a file from another version
 * becomes "Unable to fetch results" instead of a crash inside the engine. zod/mini keeps the check
 * small in the lazily loaded search chunk.
 */
import * as z from 'zod/mini';
import type { SearchIndexFile } from './types.ts';

const level = z.nullable(z.string());

const recordSchema = z.object({
  objectID: z.string(),
  type: z.enum(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']),
  url: z.string(),
  url_without_anchor: z.string(),
  anchor: z.nullable(z.string()),
  hierarchy: z.object({ lvl0: z.string(), lvl1: z.string(), lvl2: level, lvl3: level, lvl4: level, lvl5: level, lvl6: level }),
  content: z.nullable(z.string()),
  weight: z.object({ pageRank: z.number(), level: z.number(), position: z.number() }),
});

const indexFileSchema = z.object({ version: z.literal(1), records: z.array(recordSchema) });

/** The index file's records, or an error saying what is wrong with the file at `url`. */
export function parseIndexFile(text: string, url: string): SearchIndexFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`search index ${url} is not JSON: ${(error as Error).message}`);
  }
  const result = indexFileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`search index ${url} is invalid at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return result.data;
}
