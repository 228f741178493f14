import type { Range } from '../engine/diagnostics.ts';
import type { LineIndex } from '../engine/text.ts';

/**
 * The offending line with one line of context either side and a caret under the range
 * (to the end of the line when the range spans several).
 */
export function codeFrame(lines: LineIndex, range: Range, paint: (text: string) => string = (text) => text): string {
  const first = Math.max(1, range.line - 1);
  const last = Math.min(lines.lineCount, range.line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const text = lines.line(number).replace(/\t/g, ' ');
    const gutter = String(number).padStart(width);
    out.push(`${number === range.line ? '>' : ' '} ${gutter} | ${text}`.trimEnd());
    if (number !== range.line) continue;
    const end = range.endLine === range.line ? range.endColumn : text.length + 1;
    const caret = '^'.repeat(Math.max(1, end - range.column));
    out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, range.column - 1))}${paint(caret)}`);
  }
  return out.map((line) => `    ${line}`).join('\n');
}
