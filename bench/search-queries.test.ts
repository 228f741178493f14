import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModel } from '../site/build/index.ts';
import type { SiteModel } from '../site/build/site-model.ts';
import { siteUrlChecker } from '../site/build/search/site-urls.ts';
import { metrics, percentile } from './search-metrics.ts';
import { answers, loadQuerySet, QUERY_TYPES } from './search-queries.ts';

describe('the search benchmark query set', () => {
  const set = loadQuerySet();
  let model: SiteModel;
  beforeAll(async () => {
    model = await loadSiteModel();
  });

  it('has at least 80 queries of every type, each once', () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(80);
    for (const type of QUERY_TYPES) expect(set.queries.filter((query) => query.type === type).length, type).toBeGreaterThanOrEqual(10);
    const texts = set.queries.map((query) => query.query.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('expects only pages and anchors the site serves', () => {
    const isSiteUrl = siteUrlChecker(model);
    const unknown = set.queries.flatMap((query) => query.expected.filter((url) => !isSiteUrl(url)).map((url) => `${query.query} → ${url}`));
    expect(unknown).toEqual([]);
  });

  it('types typos as one letter off a word of 4 letters or more: no query is its own answer', () => {
    for (const query of set.queries.filter((candidate) => candidate.type === 'typo')) {
      expect(model.pages.some((page) => page.title.toLowerCase() === query.query.toLowerCase()), query.query).toBe(false);
    }
  });
});

describe('loading a query set', () => {
  it('names the file and the faulty field of an invalid set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'orchestra-queries-'));
    try {
      const file = join(dir, 'queries.json');
      await writeFile(file, JSON.stringify({ version: 1, queries: [{ query: 'void', type: 'spelling', expected: ['/docs'] }] }));
      expect(() => loadQuerySet(file)).toThrow(/queries\.json is invalid:\n {2}queries\.0\.type: /);
      await writeFile(file, '{ not json');
      expect(() => loadQuerySet(file)).toThrow(/queries\.json: /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('benchmark metrics', () => {
  it('matches a hit by its page or by its exact section', () => {
    const hit = { url: '/docs/void#in-orchestra', url_without_anchor: '/docs/void' };
    expect(answers(hit, ['/docs/void'])).toBe(true);
    expect(answers(hit, ['/docs/void#in-orchestra'])).toBe(true);
    expect(answers(hit, ['/docs/void#what-can-go-wrong'])).toBe(false);
    expect(answers({ url: '/docs/void', url_without_anchor: '/docs/void' }, ['/docs/void#in-orchestra'])).toBe(false);
  });

  it('computes MRR@10, success@1, success@5 and the zero-result rate', () => {
    const result = metrics([
      { type: 'title', rank: 1, zeroResults: false },
      { type: 'title', rank: 4, zeroResults: false },
      { type: 'title', rank: 12, zeroResults: false },
      { type: 'title', rank: undefined, zeroResults: true },
    ]);
    expect(result).toEqual({ queries: 4, mrrAt10: (1 + 1 / 4) / 4, successAt1: 0.25, successAt5: 0.5, zeroResultRate: 0.25 });
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 0.95)).toBe(5);
  });
});
