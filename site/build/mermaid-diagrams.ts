/**
 * The build's diagram step: every ```mermaid fence of the site's pages is drawn once
 * (mermaid-render.ts), each drawing becomes a content-hashed SVG file, and the fence is annotated
 * for remark-site with the files' URLs. Without a browser the fences stay as they are and the
 * diagrams are drawn in the reader's browser, as in development.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { renderMermaidDiagrams, type RenderOptions } from './mermaid-render.ts';
import type { DiagramImage, MermaidDrawing } from './remark-site.ts';
import type { SiteModel } from './site-model.ts';

/** Size of the drawing in CSS pixels, from the root element's viewBox. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const viewBox = /^<svg\b[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1]?.trim().split(/[\s,]+/).map(Number);
  if (!viewBox || viewBox.length !== 4 || viewBox.some((value) => !Number.isFinite(value))) return undefined;
  return { width: Math.ceil(viewBox[2]!), height: Math.ceil(viewBox[3]!) };
}

/** The first and last lines of Mermaid's message (where and what), located in the page. */
function warning(file: string, fence: Code, message: string): string {
  const lines = message.split('\n').map((line) => line.trim()).filter(Boolean);
  const diagramLine = Number(/on line (\d+)/.exec(lines[0] ?? '')?.[1] ?? 0);
  const line = (fence.position?.start.line ?? 0) + diagramLine;
  const column = fence.position?.start.column ?? 1;
  const summary = lines.length > 1 ? `${lines[0]} ${lines.at(-1)}` : (lines[0] ?? 'unknown error');
  return `${relative(process.cwd(), file)}:${line}:${column}: warning: Mermaid cannot draw this diagram (the page shows its source): ${summary}`;
}

export interface DiagramFiles {
  /** Fences found in the pages. */
  fences: number;
  /** URL (`/assets/mermaid-….svg`) → SVG, to write into the output folder. */
  files: Map<string, string>;
}

export async function drawMermaidDiagrams(model: Pick<SiteModel, 'pages'>, options: { log: (message: string) => void; render?: RenderOptions }): Promise<DiagramFiles> {
  const fences: Array<{ file: string; node: Code }> = [];
  for (const page of model.pages) {
    if (page.source.type !== 'markdown') continue;
    visit(page.source.tree, 'code', (node) => {
      if (node.lang === 'mermaid') fences.push({ file: page.file, node });
    });
  }
  const files = new Map<string, string>();
  if (fences.length === 0) return { fences: 0, files };

  const outcome = await renderMermaidDiagrams(
    fences.map(({ node }) => node.value),
    options.render,
  );
  if (!outcome.ok) {
    options.log(`warning: ${fences.length} Mermaid diagram(s) will be drawn in the reader's browser: ${outcome.reason}`);
    return { fences: fences.length, files };
  }
  const asset = (svg: string, size: { width: number; height: number }): DiagramImage => {
    const src = `/assets/mermaid-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
    files.set(src, svg);
    return { src, ...size };
  };
  for (const { file, node } of fences) {
    const drawn = outcome.diagrams.get(node.value);
    let drawing: MermaidDrawing = { drawn: false };
    if (drawn?.ok) {
      const sizes = { light: svgSize(drawn.svg.light), dark: svgSize(drawn.svg.dark) };
      if (sizes.light && sizes.dark) drawing = { drawn: true, light: asset(drawn.svg.light, sizes.light), dark: asset(drawn.svg.dark, sizes.dark) };
      else options.log(warning(file, node, 'Mermaid drew an SVG without a viewBox'));
    } else {
      options.log(warning(file, node, drawn?.message ?? 'not drawn'));
    }
    node.data = { ...node.data, mermaid: drawing };
  }
  return { fences: fences.length, files };
}

/** After Vite emptied the output folder. */
export async function writeDiagramFiles(outDir: string, files: Map<string, string>): Promise<void> {
  if (files.size === 0) return;
  await mkdir(join(outDir, 'assets'), { recursive: true });
  await Promise.all([...files].map(([url, svg]) => writeFile(join(outDir, url), svg)));
}
