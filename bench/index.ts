/**
 * `npm run bench [-- check|site|anchors|sandbox|reference|search]`: every benchmark, or the ones
 * named, each printed as a Markdown table (the README keeps the latest figures). `anchors` builds the
 * same corpora with Starlight and Docusaurus (installed on first use under node_modules/.cache).
 */
import { availableParallelism, cpus, totalmem } from 'node:os';

const SUITES = {
  check: async () => (await import('./check.ts')).benchCheck(),
  site: async () => (await import('./site.ts')).benchSite(),
  anchors: async () => (await import('./anchors.ts')).benchAnchors(),
  reference: async () => (await import('./reference.ts')).benchReference(),
  sandbox: async () => (await import('./sandbox.ts')).benchSandbox(),
  search: async () => (await import('./search.ts')).benchSearch(),
} satisfies Record<string, () => Promise<string[]>>;

type Suite = keyof typeof SUITES;
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  process.stderr.write(`unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(SUITES).join(', ')}\n`);
  process.exit(2);
}
const names = (requested.length > 0 ? requested : Object.keys(SUITES)) as Suite[];
process.stdout.write(`Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n\n`);
for (const name of names) {
  process.stderr.write(`bench ${name}…\n`);
  const lines = await SUITES[name]();
  process.stdout.write(`## ${name}\n\n${lines.join('\n')}\n\n`);
}
