/** A highlighted code block with the site's code-block frame; the copy button works once the page is interactive. */
import { createContext, useContext } from 'react';
import type { CodeHighlighter } from '../code-highlight.ts';

export const HighlighterContext = createContext<CodeHighlighter | undefined>(undefined);

const COPY_BUTTON = '<button type="button" class="code-block__copy" data-copy>Copy</button>';

export function CodeBlock({ code, lang, title }: { code: string; lang: string; title?: string }) {
  const highlighter = useContext(HighlighterContext);
  if (!highlighter) throw new Error('CodeBlock rendered without a highlighter');
  return (
    <div className="code-block">
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body" dangerouslySetInnerHTML={{ __html: highlighter.html(code, lang) + COPY_BUTTON }} />
    </div>
  );
}

export const json = (value: unknown) => JSON.stringify(value, null, 2) ?? 'null';
