/**
 * Markdown features of the site, applied to the tree the loader already parsed:
 * admonitions (`:::note` … `:::`), Mermaid fences, heading ids (the same slugs the link checker
 * accepts) and file links rewritten to routes.
 */
import type { Heading, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const ADMONITIONS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: Array<{ type: string; data?: { directiveLabel?: boolean; hName?: string; hProperties?: Record<string, unknown> }; children?: unknown[] }>;
  data?: Record<string, unknown>;
}

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node) => {
      const directive = node as unknown as DirectiveNode;
      if (directive.type !== 'containerDirective' || !(directive.name in ADMONITIONS)) return;
      const kind = directive.name as keyof typeof ADMONITIONS;
      const labelIndex = directive.children.findIndex((child) => child.data?.directiveLabel);
      const label = labelIndex >= 0 ? directive.children.splice(labelIndex, 1)[0] : undefined;
      const title = {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition__title'] } },
        children: label?.children ?? [{ type: 'text', value: ADMONITIONS[kind] }],
      };
      directive.children.unshift(title);
      directive.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition--${kind}`], 'aria-label': ADMONITIONS[kind] } };
    });
  };
}

export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'paragraph',
        children: [],
        data: { hName: 'mermaid-diagram', hProperties: { 'data-chart': node.value } },
      };
    });
  };
}

/** Per-page inputs, passed on the VFile so one processor serves every page. */
export interface PageFileData {
  /** Route (and anchor) of a relative file link, or undefined to leave it. */
  resolveLink: (url: string) => string | undefined;
}

/**
 * Headings carry the id the loader gave them (`data.hProperties.id`: the same slugger the link
 * checker uses); this adds the "#" link a reader copies.
 */
export function remarkHeadingLinks() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const id = node.data?.hProperties?.id;
      if (typeof id !== 'string' || node.depth < 2) return;
      node.children.push({
        type: 'link',
        url: `#${id}`,
        title: null,
        children: [{ type: 'text', value: '#' }],
        data: { hProperties: { className: ['hash-link'], 'aria-label': 'Direct link to this heading' } },
      } satisfies Link);
    });
  };
}

/** Relative file links (`./webhooks.mdx#signature`) become the route of that file. */
export function remarkFileLinks() {
  return (tree: Root, file: VFile) => {
    const resolve = (file.data as Partial<PageFileData>).resolveLink;
    if (!resolve) return;
    visit(tree, 'link', (node: Link) => {
      const resolved = resolve(node.url);
      if (resolved) node.url = resolved;
    });
  };
}
