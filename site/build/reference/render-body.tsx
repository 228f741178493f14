/**
 * Renders a reference page's static body once, at build time: React components to HTML, code
 * highlighted, with the stylesheet of the highlighter's token classes in front; and the panels
 * of the deferred code samples (see render/CodeSamples.tsx), highlighted by the same highlighter
 * so the page's stylesheet covers them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createCodeHighlighter } from './code-highlight.ts';
import type { ReferenceModel } from './reference-model.ts';
import { HighlighterContext } from './render/CodeBlock.tsx';
import { SampleContent } from './render/CodeSamples.tsx';
import { ReferenceBody } from './render/ReferenceBody.tsx';
import { shipsInPage } from './snippets.ts';

/** Operation anchor → language key → the HTML of that language's tab panel. */
export type DeferredSamples = Record<string, Record<string, string>>;

export interface RenderedBody {
  html: string;
  deferredSamples: DeferredSamples;
}

export async function renderReferenceBody(model: ReferenceModel): Promise<RenderedBody> {
  const highlighter = await createCodeHighlighter();
  const markup = renderToStaticMarkup(
    <HighlighterContext value={highlighter}>
      <ReferenceBody model={model} />
    </HighlighterContext>,
  );
  const deferredSamples: DeferredSamples = {};
  for (const operation of model.tags.flatMap((tag) => tag.operations)) {
    const deferred = operation.samples.filter((sample) => !shipsInPage(sample));
    if (deferred.length === 0) continue;
    deferredSamples[operation.anchor] = Object.fromEntries(
      deferred.map((sample) => [
        sample.key,
        renderToStaticMarkup(
          <HighlighterContext value={highlighter}>
            <SampleContent sample={sample} />
          </HighlighterContext>,
        ),
      ]),
    );
  }
  // The classes exist once every block is highlighted, so the stylesheet is written last.
  return { html: `<style>${highlighter.css()}</style>${markup}`, deferredSamples };
}
