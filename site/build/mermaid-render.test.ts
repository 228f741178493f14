/**
 * Mermaid drawn at build time: in Chromium (loudly skipped without one, failing under CI=true),
 * cached on disk, broken diagrams reported where they are written, drawings reaching the page
 * module as image URLs only.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeInBrowser } from '../../test/e2e/browser.ts';
import { launchChromium } from './chromium.ts';
import { compilePage } from './compile-page.ts';
import { drawMermaidDiagrams, svgSize, writeDiagramFiles } from './mermaid-diagrams.ts';
import { renderMermaidDiagrams } from './mermaid-render.ts';
import { diagramLabel } from './remark-site.ts';
import type { SitePageInput } from './site-model.ts';

const SEQUENCE = 'sequenceDiagram\n  accTitle: Creating a session\n  Merchant->>Orchestra: POST /v2/client-sessions\n  Orchestra-->>Merchant: 201\n';
const BROKEN = 'sequenceDiagram\n  Merchant->>: nobody\n';

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'mermaid-cache-'));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

function countingLaunch() {
  const launch = Object.assign(() => (launch.calls++, launchChromium()), { calls: 0 });
  return launch;
}

function markdownPage(markdown: string, file = join(process.cwd(), 'content/docs/flows.md')): SitePageInput & { source: { tree: Root } } {
  return { route: '/docs/flows', file, source: { type: 'markdown', format: 'md', tree: fromMarkdown(markdown) }, kind: 'doc', title: 'Flows', hideTableOfContents: false, headings: [] };
}

describe('what a diagram is called and how large it is', () => {
  it('uses the accessible title, then the title, then the kind of diagram', () => {
    expect(diagramLabel(SEQUENCE)).toBe('Creating a session');
    expect(diagramLabel('sequenceDiagram\n  title Refund flow\n  A->>B: hi')).toBe('Refund flow');
    expect(diagramLabel('---\ntitle: Session states\n---\nstateDiagram-v2\n  [*] --> A')).toBe('Session states');
    expect(diagramLabel('%% a comment\n\nstateDiagram-v2\n  [*] --> A')).toBe('State diagram');
    expect(diagramLabel('flowchart LR\n  A --> B')).toBe('Flowchart');
    expect(diagramLabel('somethingNew\n  A')).toBe('Diagram');
  });

  it('reads the size from the root viewBox, rounded up', () => {
    expect(svgSize('<svg id="m" width="100%" viewBox="-50 -10 980.2 537" role="img"><g viewBox="0 0 1 1"/></svg>')).toEqual({ width: 981, height: 537 });
    expect(svgSize('<svg width="100%"><g viewBox="0 0 1 1"/></svg>')).toBeUndefined();
  });

  it('reports a browser that cannot start instead of failing', async () => {
    const outcome = await renderMermaidDiagrams([`${SEQUENCE}%% unseen\n`], { cacheDir, launch: () => Promise.reject(new Error('no Chromium found\nmore detail')) });
    expect(outcome).toEqual({ ok: false, reason: 'no Chromium found' });
  });

  it('without a browser, leaves the fences to be drawn in the reader\'s browser, with one warning', async () => {
    const page = markdownPage(`# Flows\n\n\`\`\`mermaid\n${SEQUENCE}%% never drawn\n\`\`\`\n`);
    const log: string[] = [];
    const step = await drawMermaidDiagrams({ pages: [page] }, { log: (line) => log.push(line), render: { cacheDir, launch: () => Promise.reject(new Error('no Chromium found')) } });
    expect(step).toEqual({ fences: 1, files: new Map() });
    expect(log).toEqual(["warning: 1 Mermaid diagram(s) will be drawn in the reader's browser: no Chromium found"]);
    const module = await compilePage({ file: page.file, format: 'md', tree: page.source.tree, meta: { route: '/docs/flows', title: 'Flows', kind: 'doc', toc: [], hideTableOfContents: false, breadcrumbs: [] }, resolveLink: () => undefined });
    expect(module).toContain('"mermaid-diagram"');
    expect(module).not.toContain('data-failed');
  });
});

describeInBrowser('Mermaid drawn in Chromium', () => {
  it('draws light and dark SVGs, then serves them from the cache without a browser', async () => {
    const first = countingLaunch();
    const drawn = await renderMermaidDiagrams([SEQUENCE, SEQUENCE], { cacheDir, launch: first });
    expect(first.calls).toBe(1);
    if (!drawn.ok) throw new Error(drawn.reason);
    expect(drawn.browserLaunched).toBe(true);
    const svgs = drawn.diagrams.get(SEQUENCE);
    if (!svgs?.ok) throw new Error('not drawn');
    for (const svg of Object.values(svgs.svg)) {
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('POST /v2/client-sessions');
      expect(svgSize(svg)?.width).toBeGreaterThan(100);
    }
    expect(svgs.svg.light).not.toBe(svgs.svg.dark);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith('.svg'))).toHaveLength(2);

    const second = countingLaunch();
    const cached = await renderMermaidDiagrams([SEQUENCE], { cacheDir, launch: second });
    expect(second.calls).toBe(0);
    expect(cached).toEqual({ ok: true, browserLaunched: false, diagrams: new Map([[SEQUENCE, svgs]]) });
  });

  it('reports a diagram Mermaid cannot parse', async () => {
    const outcome = await renderMermaidDiagrams([BROKEN], { cacheDir });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.diagrams.get(BROKEN)).toEqual({ ok: false, message: expect.stringMatching(/^Parse error on line 2/) });
  });

  it('turns the fences of a page into image files and image URLs, warning at a broken one', async () => {
    const page = markdownPage(`# Flows\n\nText.\n\n\`\`\`mermaid\n${SEQUENCE}\`\`\`\n\n\`\`\`mermaid\n${BROKEN}\`\`\`\n`);
    const log: string[] = [];
    const step = await drawMermaidDiagrams({ pages: [page] }, { log: (line) => log.push(line), render: { cacheDir } });
    expect(step.fences).toBe(2);
    expect([...step.files.keys()]).toEqual([expect.stringMatching(/^\/assets\/mermaid-[0-9a-f]{10}\.svg$/), expect.stringMatching(/^\/assets\/mermaid-[0-9a-f]{10}\.svg$/)]);
    // The broken fence opens on line 12: Mermaid's line 2 is the page's line 14.
    expect(log).toEqual([expect.stringMatching(/^content\/docs\/flows\.md:14:1: warning: Mermaid cannot draw this diagram \(the page shows its source\): Parse error on line 2: Expecting/)]);

    const module = await compilePage({ file: page.file, format: 'md', tree: page.source.tree, meta: { route: '/docs/flows', title: 'Flows', kind: 'doc', toc: [], hideTableOfContents: false, breadcrumbs: [] }, resolveLink: () => undefined });
    const [light, dark] = [...step.files.keys()];
    expect(module).toContain(JSON.stringify(light));
    expect(module).toContain(JSON.stringify(dark));
    expect(module).toContain('"Creating a session"');
    expect(module).not.toContain('<svg');
    expect(module).toContain('"data-failed": true');

    const outDir = await mkdtemp(join(tmpdir(), 'mermaid-out-'));
    try {
      await writeDiagramFiles(outDir, step.files);
      await expect(readFile(join(outDir, light!), 'utf8')).resolves.toBe(step.files.get(light!));
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
