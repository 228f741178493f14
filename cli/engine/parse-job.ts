/** The unit of parsing work, the same in the main thread and in workers. */
import { factsOf, loadPage, type PageFacts } from './page.ts';

export interface ParseJob {
  relPath: string;
  source: string;
  /** The facts of the page's previous version, if any: an unchanged front matter is not validated again. */
  known?: PageFacts | undefined;
}

export interface ParseOptions {
  external: boolean;
}

export async function parseJob(job: ParseJob, options: ParseOptions): Promise<PageFacts> {
  return factsOf(await loadPage(job.source, { mdx: job.relPath.endsWith('.mdx'), gfm: 'when-needed', external: options.external, known: job.known }));
}
