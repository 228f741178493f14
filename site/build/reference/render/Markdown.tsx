/** Spec descriptions (CommonMark + GFM) rendered at build time. */
import { inlineMarkdownHtml, markdownHtml } from '../markdown.ts';

export function Markdown({ text, className = 'ref-md' }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />;
}

/**
 * A short description without the paragraph around it (a field, a summary). `as="div"` where the
 * text may still hold several paragraphs; a `span` only where one line is certain.
 */
export function InlineMarkdown({ text, className, as: Tag = 'span' }: { text: string | undefined; className?: string; as?: 'span' | 'div' }) {
  if (!text) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: inlineMarkdownHtml(text) }} />;
}
