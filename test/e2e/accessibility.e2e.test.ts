/** axe-core in the same Chromium: no serious or critical violation; the site works by keyboard. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser } from './browser.ts';

const base = inject('siteUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

async function openPage(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), colorScheme);
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
  return page;
}

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describeInBrowser('accessibility', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['a doc page', '/docs/guides/first-guide', 'light'],
    ['a doc page in dark mode', '/docs/guides/first-guide', 'dark'],
    ['the docs home', '/docs', 'light'],
    ['the 404 page', '/docs/does-not-exist', 'light'],
  ] as const)('axe finds no serious or critical violation on %s', async (_name, path, scheme) => {
    const page = await openPage(path, scheme);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it.each(['light', 'dark'] as const)('axe finds no serious or critical violation in the open search modal, empty and with hits (%s)', async (scheme) => {
    const page = await openPage('/docs', scheme);
    await page.locator('.navbar').getByRole('button', { name: /^Search/ }).click();
    await page.locator('.DocSearch-StartScreen').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.DocSearch-Input').fill('quokka');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('axe finds no serious or critical violation on the /search page with results', async () => {
    const page = await openPage('/search?q=quokka');
    await page.locator('.search-page__hit').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('reaches the navbar, the API menu and the content with the keyboard alone', async () => {
    const page = await openPage('/docs/reference/limits');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const labels: string[] = [];
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      labels.push((await focused()) ?? '');
    }
    expect(labels[0]).toBe('Skip to main content');
    expect(labels).toContain('Documentation');
    expect(labels).toContain('API');
    // Open the API menu from the keyboard and follow its first item.
    while ((await focused()) !== 'API') await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('API v2');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'API' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.close();
  });
});
