/**
 * Renders a reference page's static body once, at build time: React components to HTML, code
 * highlighted, with the stylesheet of the highlighter's token classes in front.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createCodeHighlighter } from './code-highlight.ts';
import type { ReferenceModel } from './reference-model.ts';
import { HighlighterContext } from './render/CodeBlock.tsx';
import { ReferenceBody } from './render/ReferenceBody.tsx';

export async function renderReferenceBody(model: ReferenceModel): Promise<string> {
  const highlighter = await createCodeHighlighter();
  const markup = renderToStaticMarkup(
    <HighlighterContext value={highlighter}>
      <ReferenceBody model={model} />
    </HighlighterContext>,
  );
  // The classes exist once every block is highlighted, so the stylesheet is written last.
  return `<style>${highlighter.css()}</style>${markup}`;
}
