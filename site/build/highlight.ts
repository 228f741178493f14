/**
 * Build-time syntax highlighting with shiki, in light and dark at once (CSS variables switch
 * with the colour mode), so the browser ships no highlighter. Fence meta understood:
 * `title="…"` and highlighted lines `{1,4-6}`.
 */
import type { Element, Root } from 'hast';
import { createHighlighter, type Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';

const LANGUAGES = ['json', 'bash', 'shell', 'console', 'typescript', 'javascript', 'tsx', 'jsx', 'python', 'go', 'java', 'php', 'csharp', 'ruby', 'kotlin', 'swift', 'html', 'css', 'yaml', 'http', 'diff', 'sql', 'xml', 'markdown', 'mdx'] as const;
const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', ts: 'typescript', js: 'javascript', py: 'python', 'c#': 'csharp', cs: 'csharp', rb: 'ruby', yml: 'yaml', md: 'markdown', curl: 'bash' };
export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [...LANGUAGES] });
  return highlighter;
}

export function parseHighlightedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const range = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of range?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let line = from; line <= (to ?? from); line++) lines.add(line);
  }
  return lines;
}

export function parseTitle(meta: string): string | undefined {
  return /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((value) => value !== undefined);
}

function textOf(node: Element): string {
  let text = '';
  visit(node, 'text', (child) => {
    text += child.value;
  });
  return text;
}

export function rehypeHighlight() {
  return async (tree: Root) => {
    const shiki = await getHighlighter();
    const blocks: Array<{ pre: Element; code: Element }> = [];
    visit(tree, 'element', (node) => {
      const code = node.tagName === 'pre' ? node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') : undefined;
      if (code) blocks.push({ pre: node, code });
    });
    for (const { pre, code } of blocks) {
      const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
      const requested = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const lang = ALIASES[requested] ?? requested;
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
      const highlighted = parseHighlightedLines(meta);
      const source = textOf(code).replace(/\n$/, '');
      const hast = shiki.codeToHast(source, {
        lang: (LANGUAGES as readonly string[]).includes(lang) ? lang : 'text',
        themes: THEMES,
        defaultColor: 'light',
        transformers: [
          {
            line(node, line) {
              if (highlighted.has(line)) this.addClassToHast(node, 'highlighted-line');
            },
          },
        ],
      });
      const shikiPre = hast.children[0] as Element;
      pre.properties = { ...shikiPre.properties, 'data-language': requested };
      const title = parseTitle(meta);
      if (title) pre.properties['data-title'] = title;
      pre.children = shikiPre.children;
    }
  };
}
