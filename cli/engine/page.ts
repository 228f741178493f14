/**
 * One page, parsed once: front matter, the mdast tree with positions, and the facts the checks
 * and the site build read from it (headings and anchors, links, code fences). A syntax error is
 * a finding on the page, never a throw.
 */
import type { Nodes, Root } from 'mdast';
import type { FrontMatter } from '../../schemas/frontmatter.ts';
import { error, pointRange, type Finding } from './diagnostics.ts';
import { fenceFindings, type SpecFence } from './fence-rules.ts';
import { codeFence, isCheckedFence, type CodeFence } from './fences.ts';
import { splitFrontMatter } from './front-block.ts';
import { needsGfm } from './gfm-gate.ts';
import { createSlugger, takeHeadingIds, type Heading } from './headings.ts';
import { htmlFound, jsxFound, markdownLink, type LinkRef } from './links.ts';
import { parseMarkdown } from './parse.ts';
import { hashText, LineIndex } from './text.ts';

/** Everything the checker reads from a page: plain data, cached between runs and sent between threads. */
export interface PageFacts {
  /** The validated front matter; undefined when missing or invalid (`findings` says why). */
  frontmatter: FrontMatter | undefined;
  /** The front matter block's hash and findings: a page edited below it is not validated again. */
  frontmatterCheck: { hash: string; findings: Finding[] };
  /** False when the page has a syntax error: then no anchors, links or fences were read. */
  parsed: boolean;
  /** Every fragment the page answers to: heading ids and JSX/HTML `id` attributes. */
  anchors: string[];
  links: LinkRef[];
  /** Fences whose checks need the specs or the sandbox: well-formed samples, runnable fences, curl. */
  fences: SpecFence[];
  /** Findings of the page's text alone: syntax, front matter, and fences (fence-rules.ts). */
  findings: Finding[];
}

export interface LoadedPage extends PageFacts {
  /** Undefined when the page does not parse. Headings carry their id in `data.hProperties.id`. */
  tree: Root | undefined;
  headings: Heading[];
}

export interface LoadOptions {
  /** Parse as MDX (.mdx files) rather than Markdown. */
  mdx: boolean;
  /**
   * `always` gives the tree the site renders. `when-needed` skips remark-gfm when it cannot change
   * the facts (see gfm-gate.ts): the checker's choice, since parsing bounds a cold run.
   */
  gfm: 'always' | 'when-needed';
  /** External links are checked: autolink literals matter. */
  external?: boolean;
  /** What an earlier version of the page said of its front matter. */
  known?: PageFacts | undefined;
}

export async function loadPage(source: string, options: LoadOptions): Promise<LoadedPage> {
  const lines = new LineIndex(source);
  const front = splitFrontMatter(source);
  const hash = 'block' in front ? hashText(front.block) : '';
  const known = options.known;
  // zod, gray-matter and yaml are loaded only when there is a block not seen before.
  const verdict =
    'problem' in front
      ? { data: undefined, findings: [front.problem] }
      : known && known.frontmatterCheck.hash === hash
        ? { data: known.frontmatter, findings: known.frontmatterCheck.findings }
        : (await import('./frontmatter.ts')).validateFrontMatter(source, lines);
  const { text, ids } = takeHeadingIds(front.body);
  const gfm = options.gfm === 'always' || needsGfm(text, { external: options.external ?? false });
  const parsed = await parseMarkdown(text, { mdx: options.mdx, gfm });
  const page: LoadedPage = {
    frontmatter: verdict.data,
    frontmatterCheck: { hash, findings: verdict.findings },
    parsed: 'tree' in parsed,
    headings: [],
    anchors: [],
    links: [],
    fences: [],
    findings: [...verdict.findings],
    tree: 'tree' in parsed ? parsed.tree : undefined,
  };
  if ('error' in parsed) {
    const { line, column, message } = parsed.error;
    page.findings.push(error('mdx/syntax', message, pointRange(line, column)));
    return page;
  }
  const slugger = createSlugger();
  const fences: CodeFence[] = [];
  const anchors = new Set<string>();
  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'heading': {
        const heading = slugger.heading(node, ids.get(node.position?.start.line ?? 0));
        page.headings.push(heading);
        anchors.add(heading.id);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: heading.id } };
        break;
      }
      case 'link':
      case 'image':
      case 'definition':
        page.links.push(markdownLink(node, lines));
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
      case 'html': {
        const found = node.type === 'html' ? htmlFound(node, lines) : jsxFound(node, lines);
        page.links.push(...found.links);
        for (const id of found.ids) anchors.add(id);
        break;
      }
      case 'code':
        if (isCheckedFence(node)) fences.push(codeFence(node, lines));
        break;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(parsed.tree);
  page.anchors = [...anchors];
  const fenceChecks = fenceFindings(fences);
  page.findings.push(...fenceChecks.findings);
  page.fences = fenceChecks.forSpecs;
  return page;
}

/** What the checker keeps of a loaded page (plain data: cached, and sent between threads). */
export function factsOf(page: LoadedPage): PageFacts {
  const { tree: _tree, headings: _headings, ...facts } = page;
  return facts;
}
