/**
 * The searchable parts of a Markdown/MDX page, in reading order: its headings (h2–h6, with the
 * ids the page renders) and its text blocks (a paragraph, a list item, a table row), each under
 * the headings it sits in. Code, raw HTML and MDX expressions are not text a reader searches.
 */
import type { Nodes, Root } from 'mdast';
import { headingText } from '../../../cli/engine/headings.ts';

export type HeadingLevel = 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface PagePart {
  type: HeadingLevel | 'content';
  /** h2–h6 texts above (and including) this part. */
  headings: Partial<Record<HeadingLevel, string>>;
  /** The id of the nearest heading above; undefined before the first one. */
  anchor: string | undefined;
  /** The text of a block; undefined for a heading. */
  text?: string;
}

const SKIPPED = new Set(['code', 'html', 'yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'definition', 'thematicBreak', 'image', 'imageReference']);
const LEVELS: HeadingLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** What a reader reads in an inline node: text, code and link text; not expressions or raw HTML. */
function plainText(node: Nodes): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(plainText).join('');
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

export function pageParts(tree: Root): PagePart[] {
  const parts: PagePart[] = [];
  let headings: PagePart['headings'] = {};
  let anchor: string | undefined;
  const addText = (text: string) => {
    const squeezed = squeeze(text);
    if (squeezed) parts.push({ type: 'content', headings, anchor, text: squeezed });
  };
  const visit = (node: Nodes): void => {
    if (SKIPPED.has(node.type)) return;
    switch (node.type) {
      case 'heading': {
        if (node.depth === 1) {
          // The page's title is its lvl1 record, and the text under it is read from the top of the page.
          headings = {};
          anchor = undefined;
          return;
        }
        const id = node.data?.hProperties?.id;
        anchor = typeof id === 'string' ? id : undefined;
        const level = LEVELS[Math.min(node.depth, 6) - 2]!;
        headings = Object.fromEntries([...LEVELS.slice(0, LEVELS.indexOf(level)).flatMap((above) => (headings[above] ? [[above, headings[above]]] : [])), [level, squeeze(headingText(node))]]);
        parts.push({ type: level, headings, anchor });
        return;
      }
      case 'paragraph':
        return addText(plainText(node));
      case 'listItem': {
        // The item's own text is one block; a nested list gives blocks of its own.
        addText(node.children.filter((child) => child.type !== 'list').map(plainText).join(' '));
        for (const child of node.children) if (child.type === 'list') visit(child);
        return;
      }
      case 'table':
        // The header row names the columns; the rows are what a reader looks for.
        for (const row of node.children.slice(1)) addText(row.children.map(plainText).map(squeeze).filter(Boolean).join(' · '));
        return;
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
    }
  };
  visit(tree);
  return parts;
}
