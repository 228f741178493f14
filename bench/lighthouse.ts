/** Lighthouse (npm `lighthouse`, mobile preset) against Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

export async function lighthouseScores(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
  } finally {
    await chrome.kill();
  }
}

/**
 * Several runs of one page, each category as `min–max` (one number when the runs agree): on a
 * shared machine a single run says little.
 */
export async function lighthouseRange(url: string, runs: number): Promise<Record<keyof Scores, string>> {
  const results: Scores[] = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseScores(url));
  const range = (category: keyof Scores) => {
    const values = results.map((scores) => scores[category]);
    const low = Math.min(...values);
    const high = Math.max(...values);
    return low === high ? String(low) : `${low}–${high}`;
  };
  return { performance: range('performance'), accessibility: range('accessibility'), 'best-practices': range('best-practices'), seo: range('seo') };
}
