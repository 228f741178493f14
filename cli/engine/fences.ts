/**
 * Code fences the checker reads (JSON samples, shell fences with curl, anything annotated), with
 * what it takes to point into them: the source line and column of every line of the fence's
 * value. Fences indented in lists or quotes lose their indentation in the value; the map keeps it.
 */
import type { Code } from 'mdast';
import { META_ATTRIBUTE } from '../../sandbox/run-fence.ts';
import type { Range } from './diagnostics.ts';
import type { LineIndex } from './text.ts';

export interface CodeFence {
  lang: string;
  meta: string;
  value: string;
  /** Line of the opening fence, and the columns its text spans. */
  line: number;
  column: number;
  endColumn: number;
  /** Column where the meta text starts on the opening line. */
  metaColumn: number;
  /** Source [line, column] of the first character of each line of `value`. */
  lineStarts: Array<[number, number]>;
}

export const SHELL_LANGS: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'console']);
const META_KEYS = /(?:^|\s)(?:sample|nocheck|run)(?=[\s=]|$)/;

export function isCheckedFence(node: Code): boolean {
  const lang = node.lang?.toLowerCase() ?? '';
  if (lang === 'json' || META_KEYS.test(node.meta ?? '')) return true;
  return SHELL_LANGS.has(lang) && node.value.includes('curl');
}

export function codeFence(node: Code, lines: LineIndex): CodeFence {
  const line = node.position?.start.line ?? 1;
  const meta = node.meta ?? '';
  const opening = lines.line(line);
  const metaAt = meta ? opening.lastIndexOf(meta) : -1;
  const lineStarts = node.value.split('\n').map((text, index): [number, number] => {
    const sourceLine = line + 1 + index;
    const source = lines.line(sourceLine);
    const content = text.replace(/\r$/, '');
    if (content === '') return [sourceLine, 1];
    if (source.endsWith(content)) return [sourceLine, source.length - content.length + 1];
    // Tabs in the indentation become spaces in the value; fall back to the text's first character.
    const trimmed = content.trimStart();
    const at = source.indexOf(trimmed);
    return [sourceLine, at === -1 ? 1 : at + 1 - (content.length - trimmed.length)];
  });
  const column = node.position?.start.column ?? 1;
  return { lang: node.lang ?? '', meta, value: node.value, line, column, endColumn: Math.max(column + 1, opening.length + 1), metaColumn: metaAt === -1 ? column : metaAt + 1, lineStarts };
}

/** The source range of `value.slice(start, end)` in a fence. */
export function fenceRange(fence: CodeFence, start: number, end: number): Range {
  const from = valuePosition(fence, start);
  const to = valuePosition(fence, Math.max(end, start + 1));
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

function valuePosition(fence: CodeFence, offset: number): { line: number; column: number } {
  let lineIndex = 0;
  let lineStart = 0;
  const clamped = Math.max(0, Math.min(offset, fence.value.length));
  for (let next = fence.value.indexOf('\n'); next !== -1 && next < clamped; next = fence.value.indexOf('\n', next + 1)) {
    lineIndex++;
    lineStart = next + 1;
  }
  const [line, column] = fence.lineStarts[lineIndex] ?? [fence.line + 1, 1];
  return { line, column: Math.max(1, column + clamped - lineStart) };
}

export interface MetaAttribute {
  /** `true` for a bare word (`run`, `nocheck`). */
  value: string | true;
  /** Column of the attribute on the opening fence line. */
  column: number;
}

/**
 * `sample="v2 POST /v2/payments request" run nocheck="reason"` → attributes by name, with their
 * columns; the grammar is the sandbox's, which reads the same attributes to run the fence.
 */
export function parseMeta(fence: CodeFence): Map<string, MetaAttribute> {
  const attributes = new Map<string, MetaAttribute>();
  for (const match of fence.meta.matchAll(META_ATTRIBUTE)) {
    const [, name, double, single, bare] = match;
    const value = double ?? single ?? bare ?? true;
    if (!attributes.has(name!)) attributes.set(name!, { value, column: fence.metaColumn + match.index });
  }
  return attributes;
}
