/**
 * The specs' descriptions are CommonMark with GFM: rendered to HTML once, at build time. Raw HTML
 * in a description is dropped (mdast-util-to-hast's default), so a spec cannot inject markup.
 */
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkGfm);
// Field descriptions repeat a lot ('First name.' in every address): convert each text once.
const cache = new Map<string, string>();

function hastOf(markdown: string): HastRoot {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return toHast(tree) as HastRoot;
}

/** Block HTML: paragraphs, lists, code. */
export function markdownHtml(markdown: string): string {
  const key = `block:${markdown}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = toHtml(hastOf(markdown));
    cache.set(key, html);
  }
  return html;
}

/** A one-paragraph text without its `<p>`, for descriptions that sit in a line of a table. */
export function inlineMarkdownHtml(markdown: string): string {
  const key = `inline:${markdown}`;
  let html = cache.get(key);
  if (html === undefined) {
    const root = hastOf(markdown);
    const blocks = root.children.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
    const only = blocks[0];
    html = blocks.length === 1 && only?.type === 'element' && only.tagName === 'p' ? toHtml(only.children) : toHtml(root);
    cache.set(key, html);
  }
  return html;
}

/** The words of a description without markup, for the search index. */
export function markdownText(markdown: string): string {
  return toString(processor.runSync(processor.parse(markdown))).replace(/\s+/g, ' ').trim();
}
