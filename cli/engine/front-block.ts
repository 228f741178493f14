/** Finds the front matter block at the top of a page, without reading it (frontmatter.ts does). */
import { error, pointRange, type Finding } from './diagnostics.ts';

export type FrontBlock =
  /** `block`: the text of the block, delimiters included. */
  | { block: string; body: string }
  | { problem: Finding; body: string };

const OPEN = /^---[ \t]*\r?\n/;

/** The block's end offset, by gray-matter's own rule: the first line starting with `---`. */
function blockEnd(source: string): number | undefined {
  if (!OPEN.test(source)) return undefined;
  const close = source.indexOf('\n---', 3);
  if (close === -1) return undefined;
  const lineEnd = source.indexOf('\n', close + 1);
  return lineEnd === -1 ? source.length : lineEnd;
}

/**
 * `body` is the source with the block turned into blank lines: same length, same lines and
 * columns, so the Markdown parser's positions are positions in the file.
 */
export function splitFrontMatter(source: string): FrontBlock {
  const end = blockEnd(source);
  if (end === undefined) {
    const message = OPEN.test(source)
      ? 'front matter is not closed: end it with a line holding only ---'
      : 'front matter with a title is required at the top of the page (---, title: …, ---)';
    return { problem: error('frontmatter/invalid', message, pointRange(1, 1, 3)), body: source };
  }
  const block = source.slice(0, end);
  return { block, body: block.replace(/[^\r\n]/g, ' ') + source.slice(end) };
}
