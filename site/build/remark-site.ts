/**
 * Markdown features of the site, applied to the tree the loader already parsed:
 * admonitions (`:::note` … `:::`), Mermaid fences (drawn or not), heading ids (the same slugs the link checker
 * accepts) and file links rewritten to routes.
 */
import type { Element, ElementContent, Properties } from 'hast';
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

export interface DiagramImage {
  src: string;
  width: number;
  height: number;
}

/** What the build's diagram step (mermaid-diagrams.ts) learnt about a fence. */
export type MermaidDrawing = { drawn: true; light: DiagramImage; dark: DiagramImage } | { drawn: false };

declare module 'mdast' {
  interface CodeData {
    mermaid?: MermaidDrawing;
  }
}

const DIAGRAM_NAMES: Record<string, string> = {
  sequenceDiagram: 'Sequence diagram',
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  classDiagram: 'Class diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  erDiagram: 'Entity relationship diagram',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  journey: 'User journey diagram',
  gitGraph: 'Git graph',
  mindmap: 'Mind map',
  timeline: 'Timeline',
};

/** The diagram's own title (`accTitle:`, `title`, front matter `title:`), else its kind. */
export function diagramLabel(source: string): string {
  const title = /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1] ?? /^\s*title\s*:?\s+(.+?)\s*$/m.exec(source)?.[1];
  if (title) return title;
  const body = source.replace(/^\s*---\n[\s\S]*?\n---\s*\n/, '');
  const keyword = body.split('\n').map((line) => line.trim()).find((line) => line !== '' && !line.startsWith('%%'))?.split(/\s/)[0];
  return (keyword && DIAGRAM_NAMES[keyword]) ?? 'Diagram';
}

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });

/** The light and the dark drawing (CSS shows the one of the colour mode), then the source, folded. */
function drawnDiagram(source: string, drawing: Extract<MermaidDrawing, { drawn: true }>): ElementContent[] {
  const image = (theme: 'light' | 'dark', { src, width, height }: DiagramImage) =>
    element('img', { src, width, height, alt: diagramLabel(source), decoding: 'async', loading: 'lazy', className: ['mermaid-diagram__image', `mermaid-diagram__image--${theme}`] });
  return [
    image('light', drawing.light),
    image('dark', drawing.dark),
    element('details', { className: ['mermaid-diagram__source'] }, [element('summary', {}, [{ type: 'text', value: 'Diagram source' }]), element('pre', {}, [element('code', {}, [{ type: 'text', value: source }])])]),
  ];
}

/**
 * A fence the build drew becomes images (only their URLs reach the page's module); any other
 * fence becomes `mermaid-diagram`, which draws it in the browser (dev server, no Chromium at build
 * time) or, when the build could not draw it, shows the source.
 */
export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const drawing = node.data?.mermaid;
      parent.children[index] = drawing?.drawn
        ? { type: 'paragraph', children: [], data: { hName: 'figure', hProperties: { className: ['mermaid-diagram', 'mermaid-diagram--drawn'] }, hChildren: drawnDiagram(node.value, drawing) } }
        : { type: 'paragraph', children: [], data: { hName: 'mermaid-diagram', hProperties: { 'data-chart': node.value, 'data-label': diagramLabel(node.value), ...(drawing ? { 'data-failed': true } : {}) } } };
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
