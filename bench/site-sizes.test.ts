import { describe, expect, it } from 'vitest';
import { GROWTH_ALLOWED, growthChecks, type PageWeight } from './site-sizes.ts';

const weight = (htmlBytes: number, jsGzip: number): PageWeight => ({ htmlBytes, htmlGzip: 0, jsGzip, scripts: [] });

describe('growthChecks', () => {
  it('accepts growth up to the allowance and a page that shrank', () => {
    const checks = growthChecks(weight(40_000, 80_000), weight(40_000 + GROWTH_ALLOWED.htmlBytes, 80_000 - 100));
    expect(checks.map(({ measure, growth, ok }) => ({ measure, growth, ok }))).toEqual([
      { measure: 'htmlBytes', growth: GROWTH_ALLOWED.htmlBytes, ok: true },
      { measure: 'jsGzip', growth: -100, ok: true },
    ]);
  });

  it('fails a page whose HTML or JS grows past the allowance', () => {
    const html = growthChecks(weight(40_000, 80_000), weight(40_000 + GROWTH_ALLOWED.htmlBytes + 1, 80_000));
    expect(html.map((check) => check.ok)).toEqual([false, true]);
    const js = growthChecks(weight(40_000, 80_000), weight(40_000, 80_000 + GROWTH_ALLOWED.jsGzip + 1));
    expect(js.map((check) => check.ok)).toEqual([true, false]);
  });
});
