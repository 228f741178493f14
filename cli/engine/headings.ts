/**
 * Heading anchors, computed exactly as the site renders them: github-slugger over the heading's
 * text, one slugger per page (so repeated headings get `-1`, `-2`), or the writer's own
 * `{#custom-id}`. The site build calls the same functions, so an anchor the checker accepts is
 * an anchor the page has.
 */
import GithubSlugger from 'github-slugger';
import type { Heading as MdastHeading, Nodes } from 'mdast';

export interface Heading {
  depth: number;
  /** The text a reader sees, without the `{#id}`. */
  text: string;
  id: string;
  line: number;
}

const FENCE = /^(?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(`{3,}|~{3,})/;
const HEADING_ID = /^((?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?#{1,6}[ \t].*?)(\{#([^}\s]+)\})[ \t]*$/;

/**
 * Takes `{#custom-id}` off ATX heading lines before parsing: MDX would read `{…}` as a JavaScript
 * expression. The id is replaced by spaces, so every offset, line and column stays true.
 * Lines inside code fences are left alone.
 */
export function takeHeadingIds(text: string): { text: string; ids: Map<number, string> } {
  const ids = new Map<number, string>();
  if (!text.includes('{#')) return { text, ids };
  const lines = text.split('\n');
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const found = FENCE.exec(line);
    const marker = found?.[1];
    if (fence) {
      const closes = marker && marker[0] === fence[0] && marker.length >= fence.length && line.slice(found[0].length).trim() === '';
      if (closes) fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    const match = HEADING_ID.exec(line.replace(/\r$/, ''));
    if (!match) return;
    ids.set(index + 1, match[3]!);
    lines[index] = match[1]! + ' '.repeat(line.length - match[1]!.length);
  });
  return { text: lines.join('\n'), ids };
}

/** The text of a heading as rendered: text and code, not image alt text, expressions or raw HTML. */
export function headingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (!('children' in node)) return '';
  let text = '';
  for (const child of node.children as Nodes[]) text += headingText(child);
  return text;
}

export function createSlugger(): { heading(node: MdastHeading, customId: string | undefined): Heading } {
  const slugger = new GithubSlugger();
  return {
    heading(node, customId) {
      const text = headingText(node).trim();
      return { depth: node.depth, text, id: customId ?? slugger.slug(text), line: node.position?.start.line ?? 1 };
    },
  };
}
