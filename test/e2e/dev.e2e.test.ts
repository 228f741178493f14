/**
 * `docs dev` in Chromium: the pages the build prerenders, rendered per request with React's
 * development build, which checks what production does not (hydration mismatches among them);
 * and the live reload a content change triggers.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../site/build/dev-server.ts';
import { loadSiteModel } from '../../site/build/index.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/site-docs');

let browser: Browser;
let server: DevServer;
let content: string;

/** Console errors and warnings, and uncaught errors, of a page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${new URL(response.url()).pathname}`);
  });
  return problems;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');

describeInBrowser('docs dev in Chromium', () => {
  beforeAll(async () => {
    // A copy: the live-reload test edits a page.
    content = await mkdtemp(join(tmpdir(), 'orchestra-dev-'));
    await cp(FIXTURE, content, { recursive: true });
    [browser, server] = await Promise.all([launchBrowser(), loadSiteModel(content).then((model) => startDevServer(model, { port: 0 }))]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    await rm(content, { recursive: true, force: true });
  });

  it('hydrates every kind of page with no warning from React, ids included', async () => {
    const page = await browser.newPage();
    const problems = problemsOf(page);
    for (const path of ['/docs', '/docs/guides/first-guide', '/api-v2', '/search?q=capture']) {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      // useId values: the server's, kept in the HTML, must be the ones the client renders.
      const toggle = page.getByRole('button', { name: 'API', exact: true });
      await toggle.click();
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect.poll(() => menu.isVisible()).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reloads the page in the browser when its content changes', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/guides/second-guide`);
    await hydrated(page);
    const file = join(content, 'guides', 'second-guide.mdx');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^# .*$/m, '# Second guide, edited'));
    const reloaded = page.waitForEvent('load');
    server.update(await loadSiteModel(content));
    await reloaded;
    await expect.poll(() => page.locator('h1').textContent()).toBe('Second guide, edited');
    await page.close();
  });
});
