// Loaded with `node --import` into each benchmarked process: records its peak resident set size
// (worker threads included) where the benchmark asked, when the process exits.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
