/** The unit of parsing work, the same in the main thread and in workers. */
import { factsOf, loadPage, type LoadedPage, type PageFacts } from './page.ts';

export interface ParseJob {
  relPath: string;
  source: string;
  /** The facts of the page's previous version, if any: an unchanged front matter is not validated again. */
  known?: PageFacts | undefined;
}

export interface ParseOptions {
  external: boolean;
  /** Keep the tree the site renders (parsed with GFM), so a build parses each page once. */
  keepTrees?: boolean;
}

/** A page's facts, and its tree and headings when the options keep them. */
export type ParsedPage = PageFacts | LoadedPage;

export async function parseJob(job: ParseJob, options: ParseOptions): Promise<ParsedPage> {
  const loaded = await loadPage(job.source, {
    mdx: job.relPath.endsWith('.mdx'),
    gfm: options.keepTrees ? 'always' : 'when-needed',
    external: options.external,
    known: job.known,
  });
  return options.keepTrees ? loaded : factsOf(loaded);
}
