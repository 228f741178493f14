/**
 * Where a page links to, and which extra anchors it defines: Markdown links, images and link
 * definitions (reference links resolve through these), JSX `href`/`to`/`src` string props and
 * `id` attributes, and in .md pages the same attributes in raw HTML. Each link carries the range
 * of its URL in the file, so a broken link is reported on the URL itself.
 */
import type { Definition, Html, Image, Link } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { pointRange, type Range } from './diagnostics.ts';
import type { LineIndex } from './text.ts';

export type LinkKind = 'link' | 'image' | 'definition' | 'jsx' | 'html';

export interface LinkRef {
  url: string;
  kind: LinkKind;
  /** The URL text in the source. */
  range: Range;
}

export interface Found {
  links: LinkRef[];
  ids: string[];
}

const LINK_PROPS = new Set(['href', 'to', 'src']);

function rangeOf(lines: LineIndex, start: number, end: number): Range {
  const from = lines.position(start);
  const to = lines.position(Math.max(end, start + 1));
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

export function markdownLink(node: Link | Image | Definition, lines: LineIndex): LinkRef {
  const kind = node.type;
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return { url: node.url, kind, range: pointRange(node.position?.start.line ?? 1, 1) };
  const text = lines.text.slice(start, end);
  // The destination comes last in `[text](url "title")` and `[label]: url`; search from the end.
  let at = node.url ? text.lastIndexOf(node.url) : -1;
  if (at === -1) at = Math.max(0, text.lastIndexOf('](') + 2);
  return { url: node.url, kind, range: rangeOf(lines, start + at, start + at + Math.max(1, node.url.length)) };
}

/** The value of a string prop: `href="/x"` or `href={'/x'}`; undefined for any other expression. */
function stringProp(attribute: MdxJsxFlowElement['attributes'][number], lines: LineIndex): { value: string; range: Range } | undefined {
  if (attribute.type !== 'mdxJsxAttribute' || attribute.value === null || attribute.value === undefined) return undefined;
  const start = attribute.position?.start.offset;
  const end = attribute.position?.end.offset;
  if (typeof attribute.value === 'string') {
    const value = attribute.value;
    if (start === undefined || end === undefined) return { value, range: pointRange(attribute.position?.start.line ?? 1, 1) };
    const text = lines.text.slice(start, end);
    const quote = text.search(/["']/);
    const from = start + (quote === -1 ? 0 : quote + 1);
    return { value, range: rangeOf(lines, from, from + value.length) };
  }
  const program = attribute.value.data?.estree;
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  const literal = statement.expression;
  if (literal.type !== 'Literal' || typeof literal.value !== 'string' || !literal.range) return undefined;
  // The literal's range includes its quotes.
  const [from, to] = literal.range;
  return { value: literal.value, range: rangeOf(lines, from + 1, to - 1) };
}

export function jsxFound(node: MdxJsxFlowElement | MdxJsxTextElement, lines: LineIndex): Found {
  const found: Found = { links: [], ids: [] };
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const isLink = LINK_PROPS.has(attribute.name);
    if (!isLink && attribute.name !== 'id') continue;
    const prop = stringProp(attribute, lines);
    if (!prop) continue;
    if (isLink) found.links.push({ url: prop.value, kind: 'jsx', range: prop.range });
    else found.ids.push(prop.value);
  }
  return found;
}

const HTML_ATTRIBUTE = /\s(href|src|id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

export function htmlFound(node: Html, lines: LineIndex): Found {
  const found: Found = { links: [], ids: [] };
  const base = node.position?.start.offset;
  for (const match of node.value.matchAll(HTML_ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? '';
    if (name === 'id' || name === 'name') {
      found.ids.push(value);
      continue;
    }
    const valueStart = match.index + match[0].length - value.length - 1;
    const range = base === undefined ? pointRange(node.position?.start.line ?? 1, 1) : rangeOf(lines, base + valueStart, base + valueStart + value.length);
    found.links.push({ url: value, kind: 'html', range });
  }
  return found;
}
