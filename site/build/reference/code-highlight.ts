/**
 * Build-time highlighting of the reference's code samples and examples with the site's shiki
 * setup (light and dark themes at once), in a compact form: a reference page holds hundreds of
 * samples, and shiki's inline `style="color:…;--shiki-dark:…"` on every token would make up most
 * of its HTML. Each distinct token style becomes a short class instead, defined once in a
 * stylesheet the page carries (`css()`); tokens in the default colour lose their span.
 */
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { getHighlighter, THEMES } from '../highlight.ts';

export interface CodeHighlighter {
  /** `<pre class="ref-code">` with the highlighted code; unknown languages stay plain text. */
  html(code: string, lang: string): string;
  /** The rules of every class `html` handed out so far, light first, dark under `html[data-theme='dark']`. */
  css(): string;
}

const SCOPE = '.api-ref';

/** `color:#D73A49;--shiki-dark:#F97583;font-style:italic` → light and dark declarations. */
function splitStyle(style: string): { light: string[]; dark: string[] } {
  const light: string[] = [];
  const dark: string[] = [];
  for (const declaration of style.split(';')) {
    const [property, value] = declaration.split(':').map((part) => part.trim());
    if (!property || !value) continue;
    if (property.startsWith('--shiki-dark')) {
      const real = property === '--shiki-dark' ? 'color' : property.slice('--shiki-dark-'.length);
      if (real !== 'bg') dark.push(`${real}:${value}`);
    } else light.push(`${property}:${value}`);
  }
  return { light, dark };
}

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const shiki = await getHighlighter();
  const languages = new Set(shiki.getLoadedLanguages());
  const classes = new Map<string, string>();
  let base: string | undefined;

  const classFor = (style: string) => {
    let name = classes.get(style);
    if (!name) {
      name = `t${classes.size.toString(36)}`;
      classes.set(style, name);
    }
    return name;
  };

  return {
    html(code, lang) {
      const hast = shiki.codeToHast(code, { lang: languages.has(lang) ? lang : 'text', themes: THEMES, defaultColor: 'light' });
      const pre = hast.children[0] as Element;
      const preStyle = String(pre.properties.style ?? '');
      base ??= preStyle;
      const tokens = (nodes: ElementContent[]): ElementContent[] =>
        nodes.flatMap((node): ElementContent[] => {
          if (node.type !== 'element') return [node];
          // shiki writes `class` as a plain string property.
          const className = node.properties.class ?? node.properties.className;
          if ((Array.isArray(className) ? className.map(String) : String(className ?? '').split(' ')).includes('line')) return tokens(node.children);
          const style = typeof node.properties.style === 'string' ? node.properties.style : '';
          // The default colour is the <pre>'s own: such tokens need no span at all.
          if (!style || style.toLowerCase() === splitColors(preStyle).toLowerCase()) return node.children;
          return [{ ...node, properties: { className: [classFor(style)] } }];
        });
      const codeElement = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const body: Element = { type: 'element', tagName: 'code', properties: {}, children: tokens(codeElement?.children ?? []) };
      return toHtml({ type: 'element', tagName: 'pre', properties: { className: ['ref-code'], tabIndex: 0, dataLanguage: lang }, children: [body] });
    },
    css() {
      const rules: string[] = [];
      const emit = (selector: string, style: string) => {
        const { light, dark } = splitStyle(style);
        if (light.length > 0) rules.push(`${SCOPE} ${selector}{${light.join(';')}}`);
        if (dark.length > 0) rules.push(`html[data-theme='dark'] ${SCOPE} ${selector}{${dark.join(';')}}`);
      };
      if (base) emit('.ref-code', splitColors(base));
      for (const [style, name] of classes) emit(`.${name}`, style);
      return rules.join('\n');
    },
  };
}

/** The text colours of a `<pre>` style, without its backgrounds (the site's code background wins). */
function splitColors(style: string): string {
  return style
    .split(';')
    .filter((declaration) => /^(color|--shiki-dark):/i.test(declaration.trim()))
    .join(';');
}
