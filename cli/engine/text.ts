import { createHash } from 'node:crypto';

/** The content hash everything is cached by. */
export const hashText = (text: string) => createHash('sha1').update(text).digest('base64url');

/** Offsets ↔ 1-based line and column in one text. Columns count UTF-16 code units, as editors do. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) this.starts.push(index + 1);
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): { line: number; column: number } {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= clamped) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: clamped - this.starts[low]! + 1 };
  }

  /** The text of a 1-based line, without its line ending. */
  line(line: number): string {
    const start = this.starts[line - 1];
    if (start === undefined) return '';
    const next = this.starts[line];
    return this.text.slice(start, next === undefined ? this.text.length : next - 1).replace(/\r$/, '');
  }
}
