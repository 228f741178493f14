/**
 * Turns a page's already-parsed Markdown tree into a JS module (MDX's processor `run`s the tree
 * it is given, so nothing is parsed twice) exporting the content component and the page's meta.
 */
import { createProcessor, type ProcessorOptions } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import type { PageMeta } from '../app/types.ts';
import { rehypeHighlight } from './highlight.ts';
import { remarkRunnable } from './remark-runnable.ts';
import { remarkAdmonitions, remarkFileLinks, remarkHeadingLinks, remarkMermaid, type PageFileData } from './remark-site.ts';

const processorOptions: ProcessorOptions = {
  remarkPlugins: [remarkGfm, remarkAdmonitions, remarkMermaid, remarkRunnable, remarkHeadingLinks, remarkFileLinks],
  rehypePlugins: [rehypeHighlight],
  jsx: false,
  development: false,
};

const processors = {
  md: createProcessor({ ...processorOptions, format: 'md' }),
  mdx: createProcessor({ ...processorOptions, format: 'mdx' }),
};

export interface CompileInput extends PageFileData {
  file: string;
  format: 'md' | 'mdx';
  tree: Root;
  meta: PageMeta;
}

export async function compilePage(input: CompileInput): Promise<string> {
  const processor = processors[input.format];
  const file = new VFile({ path: input.file });
  Object.assign(file.data, { resolveLink: input.resolveLink } satisfies PageFileData);
  // `run` mutates the tree; callers hand over a tree they no longer need.
  const program = await processor.run(input.tree as never, file);
  const code = String(processor.stringify(program as never, file));
  return `${code}\nexport const meta = ${JSON.stringify(input.meta)};\n`;
}
