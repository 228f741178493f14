/** Runnable examples in Chromium: Run chains earlier steps, shows a verdict, feeds the inbox, survives a reload. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getRegistry } from '../../schemas/index.ts';
import { startSandboxServer } from '../../sandbox/server.ts';
import { SANDBOX_CREDENTIALS } from '../../sandbox/test-values.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';

const base = inject('siteUrl');
let browser: Browser;

async function open(page: Page, path: string) {
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
}

const sessionIdOf = async (page: Page) => {
  const body = await page.getByRole('region', { name: 'Response' }).first().getByLabel('Response body').textContent();
  return (JSON.parse(body ?? '{}') as { id?: string }).id;
};

describeInBrowser('runnable examples', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads nothing of the sandbox until a reader runs an example', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await open(page, '/docs/guides/run-examples');
    await page.waitForTimeout(500);
    const before = scripts.length;
    await page.getByRole('button', { name: /Run POST \/v2\/client-sessions in the sandbox/ }).click();
    await page.getByText('✓ matches the documented response').first().waitFor();
    expect(scripts.length).toBeGreaterThan(before);
    await page.close();
  });

  it('runs the earlier steps first, fills placeholders, shows status, time and verdict, and feeds the webhook inbox', async () => {
    const page = await browser.newPage();
    await open(page, '/docs/guides/run-examples');
    await expect(page.getByText('Webhook inbox (0)').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /Run POST \/v2\/client-sessions\/…\/abort/ }).click();
    const results = page.getByRole('region', { name: 'Response' });
    await expect.poll(() => results.count()).toBe(3);
    const statuses = await page.locator('.run-example__status strong').allTextContents();
    expect(statuses).toEqual(['201 Created', '200 OK', '200 OK']);
    await expect(page.getByText('✓ matches the documented response').count()).resolves.toBe(3);
    await expect(page.locator('.run-example__status').first().textContent()).resolves.toMatch(/in \d+\.\d ms/);
    const abort = JSON.parse((await results.nth(2).getByLabel('Response body').textContent()) ?? '{}') as { status: string; id: string };
    expect(abort.status).toBe('ABORTED_BY_MERCHANT');
    expect(abort.id).toBe(await sessionIdOf(page));
    // The session was created and aborted: two status changes, two webhooks.
    await page.getByText(/Webhook inbox \([12]\)/).waitFor();
    await page.close();
  });

  it('keeps the sandbox state of the tab across a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/docs/guides/run-examples');
    await page.getByRole('button', { name: /Run POST \/v2\/client-sessions in the sandbox/ }).click();
    await page.getByText('✓ matches the documented response').first().waitFor();
    const first = await sessionIdOf(page);
    await page.reload();
    await page.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
    await page.getByRole('button', { name: /Run POST \/v2\/client-sessions in the sandbox/ }).click();
    await page.getByRole('region', { name: 'Response' }).first().waitFor();
    // Without the replay of the tab's log, a fresh sandbox with the tab's seed would hand out the first id again.
    const second = await sessionIdOf(page);
    expect(first).toMatch(/^cs_/);
    expect(second).toMatch(/^cs_/);
    expect(second).not.toBe(first);
    await context.close();
  });

  it('runs the examples against a sandbox host the reader configures, with their credentials', async () => {
    const logged: string[] = [];
    const server = await startSandboxServer({ port: 0, registry: getRegistry(), log: (line) => logged.push(line) });
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await open(page, '/docs/guides/run-examples');
      await page.getByText('Runs against: the built-in sandbox').click();
      await page.getByLabel('Sandbox host').fill(server.url);
      await page.getByLabel('Client id').fill(SANDBOX_CREDENTIALS.clientId);
      await page.getByLabel('Client secret').fill(SANDBOX_CREDENTIALS.clientSecret);
      await page.getByRole('button', { name: 'Save for this tab' }).click();
      await page.getByText(`Runs against: ${server.url}`).waitFor();
      await page.getByRole('button', { name: /Run POST \/v2\/client-sessions in the sandbox/ }).click();
      await page.getByText('✓ matches the documented response').first().waitFor();
      expect(logged.some((line) => line.startsWith('POST /oauth/token 200'))).toBe(true);
      expect(logged.some((line) => line.startsWith('POST /v2/client-sessions 201'))).toBe(true);
      // The secret stays in the tab's sessionStorage, never in the URL.
      expect(page.url()).not.toContain(SANDBOX_CREDENTIALS.clientSecret);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
