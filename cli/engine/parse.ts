/**
 * The Markdown/MDX parsers: one frozen unified processor per syntax. The MDX and GFM extensions
 * are imported on first use: a tree of plain .md pages that GFM cannot change (gfm-gate.ts)
 * never loads them, which matters when a check parses one changed page.
 */
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface Syntax {
  mdx: boolean;
  gfm: boolean;
}

const processors = new Map<string, (text: string) => Root>();

async function processorFor({ mdx, gfm }: Syntax): Promise<(text: string) => Root> {
  const key = `${mdx}:${gfm}`;
  let parse = processors.get(key);
  if (!parse) {
    // Directives (`:::note`) are always on: admonitions are part of every page's syntax, and the
    // site renders the tree parsed here.
    const processor = unified().use(remarkParse).use(remarkDirective);
    if (mdx) processor.use((await import('remark-mdx')).default);
    if (gfm) processor.use((await import('remark-gfm')).default);
    const frozen = processor.freeze();
    parse = (text) => frozen.parse(text);
    processors.set(key, parse);
  }
  return parse;
}

export interface ParseFailure {
  message: string;
  line: number;
  column: number;
}

/** Parses a page; an MDX/Markdown syntax error comes back as a value, never as a throw. */
export async function parseMarkdown(text: string, syntax: Syntax): Promise<{ tree: Root } | { error: ParseFailure }> {
  const parse = await processorFor(syntax);
  try {
    return { tree: parse(text) };
  } catch (caught) {
    // Syntax errors come as VFileMessages. micromark's carry their place; the JSX tree builder's
    // (an unclosed tag) only name it in the text: "Expected a closing tag for `<div>` (4:1-4:6)".
    const message = caught as { reason?: unknown; line?: unknown; column?: unknown };
    if (typeof message.reason !== 'string') throw caught;
    const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message.reason);
    const line = typeof message.line === 'number' ? message.line : Number(named?.[1] ?? 1);
    const column = typeof message.column === 'number' ? message.column : Number(named?.[2] ?? 1);
    return { error: { message: message.reason, line, column } };
  }
}
