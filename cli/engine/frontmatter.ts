/**
 * Front matter: read by gray-matter, validated by the zod schema in schemas/frontmatter.ts, and
 * every finding placed on the key or value it concerns (gray-matter gives no positions, so the
 * YAML text is re-read with `yaml`, only when there is something to point at). Imported only
 * when a block must be validated: page.ts reuses the verdict on a block it has seen.
 */
import matter from 'gray-matter';
import { isMap, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { closest } from '../../schemas/messages.ts';
import { FRONT_MATTER_KEYS, FrontMatterSchema, type FrontMatter } from '../../schemas/frontmatter.ts';
import { error, pointRange, type Finding, type Range } from './diagnostics.ts';
import type { LineIndex } from './text.ts';

export interface FrontMatterVerdict {
  /** The validated front matter, or undefined when it is invalid. */
  data: FrontMatter | undefined;
  findings: Finding[];
}

/** Validates the front matter block at the top of `source` (front-block.ts found it). */
export function validateFrontMatter(source: string, lines: LineIndex): FrontMatterVerdict {
  let raw: unknown;
  let matterText: string;
  try {
    // Options bypass gray-matter's process-wide cache, which would keep every page alive in watch mode.
    const file = matter(source, {});
    raw = file.data;
    matterText = file.matter;
  } catch (caught) {
    const mark = (caught as { mark?: { line: number; column: number } }).mark;
    const reason = (caught as { reason?: string }).reason ?? (caught as Error).message;
    const range = mark ? pointRange(mark.line + 1, mark.column + 1) : pointRange(1, 1, 3);
    return { data: undefined, findings: [error('frontmatter/invalid', `front matter is not valid YAML: ${reason}`, range)] };
  }
  const parsed = FrontMatterSchema.safeParse(raw ?? {});
  if (parsed.success) return { data: parsed.data, findings: [] };
  const locate = locator(matterText, lines);
  const findings = parsed.error.issues.flatMap((issue) => describeIssue(issue, raw, locate));
  return { data: undefined, findings };
}

type Locate = (path: readonly PropertyKey[], part: 'key' | 'value') => Range;

/** Finds a key or value of the front matter in the file; the opening `---` when it is absent. */
function locator(matterText: string, lines: LineIndex): Locate {
  const document = parseDocument(matterText);
  // The matter text starts right after the opening `---`, at offset 3 of the file.
  const toRange = (node: YamlNode | undefined): Range => {
    if (!node?.range) return pointRange(1, 1, 3);
    const start = lines.position(3 + node.range[0]);
    const end = lines.position(3 + node.range[1]);
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  };
  return (path, part) => {
    const keys = path.map(String);
    if (part === 'key' && keys.length > 0 && isMap(document.contents)) {
      const parent = keys.length === 1 ? document.contents : document.getIn(keys.slice(0, -1), true);
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === keys.at(-1));
        if (pair && isScalar(pair.key)) return toRange(pair.key);
      }
    }
    const node = keys.length === 0 ? document.contents : document.getIn(keys, true);
    return toRange((node ?? undefined) as YamlNode | undefined);
  };
}

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value));

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown, locate: Locate): Finding[] {
  const name = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const hint = closest(key, [...FRONT_MATTER_KEYS]);
      const message = `unknown front matter key ${key}${hint ? ` (did you mean ${hint}?)` : ''}; allowed: ${FRONT_MATTER_KEYS.join(', ')}`;
      return error('frontmatter/invalid', message, locate([...issue.path, key], 'key'));
    });
  }
  if (issue.path.length === 0) {
    return [error('frontmatter/invalid', `front matter must be a mapping of keys (title: …), got ${show(raw)}`, locate([], 'value'))];
  }
  const value = valueAt(raw, issue.path);
  if (issue.code === 'invalid_type' && value === undefined) {
    return [error('frontmatter/invalid', `front matter needs ${name} (${issue.expected})`, pointRange(1, 1, 3))];
  }
  const message = issue.code === 'invalid_type' ? `${name} must be ${issue.expected}, got ${show(value)}` : `${name}: ${issue.message}, got ${show(value)}`;
  return [error('frontmatter/invalid', message, locate(issue.path, 'value'))];
}
