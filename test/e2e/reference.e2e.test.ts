/**
 * The API reference pages (/api-v2, /wallet, /openapi/) in Chromium against the prerendered
 * fixture site: anchors, oneOf tabs, try-it against the built-in sandbox, validation before
 * sending, dark mode, reading without JavaScript, accessibility.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { API_REFERENCE_ROUTES, apiAnchors } from '../../cli/engine/routes.ts';
import { loadSpec } from '../../schemas/spec-loader.ts';
import { API_NAMES } from '../../schemas/spec-types.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';

const base = inject('siteUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const open = async (path: string, target: Page = page) => {
  await target.goto(`${base}${path}`);
  await target.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
  // The body's behaviours (language, try-it buttons) are attached once it is in.
  await target.locator('[data-reference-body][data-ready]').waitFor();
};

const operation = (id: string, target: Page = page): Locator => target.locator(`[id="operation/${id}"]`);

async function openTryIt(id: string): Promise<Locator> {
  await operation(id).getByRole('button', { name: 'Try it' }).click();
  const form = operation(id).getByRole('form', { name: `Try ${id}` });
  await form.waitFor();
  return form;
}

const sandboxLog = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('orchestra.sandbox.log') ?? '[]').length as number);

describeInBrowser('the API reference pages in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });

  it.each(API_NAMES)('renders on the %s page exactly the anchors the link checker accepts', async (api) => {
    await open(API_REFERENCE_ROUTES[api]);
    const ids = await page.locator('[data-reference-body] [id]').evaluateAll((elements) => elements.map((element) => element.id));
    const expected = apiAnchors(loadSpec(api).document);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(expected);
    const operations = expected.filter((anchor) => anchor.startsWith('operation/'));
    expect(operations.length).toBeGreaterThan(4);
    for (const anchor of operations) expect(await page.locator(`[id="${anchor}"] h3`).isVisible()).toBe(true);
  });

  it('switches the capture body between its three oneOf shapes', async () => {
    await open('/api-v2#operation/capturePayment');
    const shapes = operation('capturePayment').locator('.ref-tabs--variant').first();
    const labels = await shapes.locator('.ref-tabs__tab').allTextContents();
    expect(labels).toEqual(['Amount only', 'Amount with priority', 'Amount with partner transaction']);
    const visibleField = (name: string) => shapes.locator('.ref-tabs__panel').locator(`.ref-field__name:text-is("${name}")`).first().isVisible();
    expect(await visibleField('amount')).toBe(true);
    expect(await visibleField('priority')).toBe(false);
    await shapes.getByText('Amount with priority', { exact: true }).click();
    expect(await visibleField('priority')).toBe(true);
    expect(await visibleField('partner_transaction_id')).toBe(false);
    await shapes.getByText('Amount with partner transaction', { exact: true }).click();
    expect(await visibleField('partner_transaction_id')).toBe(true);
    expect(await visibleField('priority')).toBe(false);
  });

  it('creates a client session in the built-in sandbox: token first, then a validated 201', async () => {
    await open('/api-v2#operation/createClientSession');
    const form = await openTryIt('createClientSession');
    expect(await form.getByLabel('Send to').inputValue()).toBe('sandbox');
    await form.getByRole('button', { name: 'Get a token' }).click();
    await form.getByText(/^Token received/).waitFor();
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.locator('.tryit__status').waitFor();
    expect(await form.locator('.tryit__status .ref-status').textContent()).toBe('201');
    expect(await form.locator('.tryit__verdict').textContent()).toContain('matches the documented 201 response (application/json)');
    expect(await form.locator('.tryit__body').textContent()).toContain('"status": "CREATED"');
    // The secret stays in this tab's sessionStorage: never in the URL, never in localStorage.
    expect(page.url()).not.toContain('sandbox-secret');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('sandbox-secret');
    expect(await page.evaluate(() => sessionStorage.getItem('orchestra.try-it.credentials.v2'))).toContain('accessToken');
  });

  it('refuses an invalid body before sending and names the field', async () => {
    await open('/api-v2#operation/createClientSession');
    const form = await openTryIt('createClientSession');
    await form.getByRole('button', { name: 'Get a token' }).click();
    await form.getByText(/^Token received/).waitFor();
    const editor = form.getByLabel('JSON');
    await editor.fill((await editor.inputValue()).replace('"amount": 4299', '"amount": 42.99'));
    const before = await sandboxLog();
    await form.getByRole('button', { name: 'Send request' }).click();
    const errors = form.locator('.tryit__errors--body li');
    await errors.first().waitFor();
    expect(await errors.first().textContent()).toContain('/amount');
    expect(await errors.first().textContent()).toContain('42.99');
    expect(await form.getByText('Not sent: fix the fields marked above.').isVisible()).toBe(true);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    expect(await sandboxLog()).toBe(before);
    expect(await form.locator('.tryit__response').count()).toBe(0);
  });

  it('says clearly when a real server cannot be reached', async () => {
    await open('/api-v2#operation/getSigningKeys');
    const form = await openTryIt('getSigningKeys');
    await form.getByLabel('Send to').selectOption('custom');
    await form.getByLabel('Server URL').fill('http://127.0.0.1:9');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText(/could not reach http:\/\/127\.0\.0\.1:9/).waitFor();
    expect(await form.getByRole('alert').textContent()).toContain('CORS');
  });

  it('remembers the chosen language across pages, also after client-side navigation', async () => {
    await open('/api-v2');
    await operation('createPayment').locator('.ref-tabs--lang .ref-tabs__tab', { hasText: 'Python' }).click();
    const checked = (target: Locator) => target.locator('.ref-tabs--lang input:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(new Set(await checked(page.locator('[data-reference-body]')))).toEqual(new Set(['python']));
    await page.getByRole('button', { name: 'API' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Wallet' }).click();
    await page.locator('[data-reference-body="/wallet"][data-ready]').waitFor();
    expect(new Set(await checked(page.locator('[data-reference-body]')))).toEqual(new Set(['python']));
    expect(await operation('walletCreateSession').locator('.ref-tabs--lang .ref-tabs__panel:visible').textContent()).toContain('import requests');
  });

  it('opens the closed details and scrolls to a deep field anchor', async () => {
    await open('/api-v2#schema/ClientSessionRequest/order/shipments/item_lines/quantity');
    const field = page.locator('[id="schema/ClientSessionRequest/order/shipments/item_lines/quantity"]');
    expect(await field.isVisible()).toBe(true);
    expect(await field.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });

  it('follows a response field link to its place in the Schemas section, opening what hides it', async () => {
    await open('/api-v2#operation/getPayment');
    const link = operation('getPayment').locator('a.ref-field__more[href="#schema/Payment/captures"]');
    await link.click();
    await page.waitForFunction(() => window.location.hash === '#schema/Payment/captures');
    const target = page.locator('[id="schema/Payment/captures"]');
    expect(await target.isVisible()).toBe(true);
    expect(await target.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => window.location.hash === '#operation/getPayment');
  });

  it('follows dark mode, for the page and the highlighted code', async () => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open('/api-v2');
    const codeColours = () =>
      page.locator('.ref-code').first().evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, token: getComputedStyle(element.querySelector('code span')!).color }));
    const dark = await codeColours();
    expect(dark.background).toBe('rgb(13, 17, 23)');
    expect(await page.locator('.ref-method--post').first().evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(143, 156, 255)');
    await page.getByRole('button', { name: /Switch to/ }).first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    const light = await codeColours();
    expect(light.background).toBe('rgb(246, 248, 250)');
    expect(light.token).not.toBe(dark.token);
    expect(await page.locator('.ref-method--post').first().evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(47, 67, 214)');
  });

  it('is readable without JavaScript: every operation and schema, nested fields by <details>', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });
    const target = await noScript.newPage();
    for (const api of API_NAMES) {
      await target.goto(`${base}${API_REFERENCE_ROUTES[api]}`);
      for (const anchor of apiAnchors(loadSpec(api).document).filter((id) => /^(operation|schema)\/[^/]+$/.test(id))) {
        expect(await target.locator(`[id="${anchor}"] h3`).isVisible(), anchor).toBe(true);
      }
      // Nothing that needs JavaScript is offered.
      expect(await target.getByRole('button', { name: 'Try it' }).count()).toBe(0);
    }
    await target.goto(`${base}/api-v2`);
    const order = target.locator('[id="schema/ClientSessionRequest"] [id="schema/ClientSessionRequest/order"]');
    const reference = order.locator('[id="schema/ClientSessionRequest/order/reference"]');
    expect(await reference.isVisible()).toBe(false);
    await order.locator(':scope > details > summary').click();
    expect(await reference.isVisible()).toBe(true);
    await noScript.close();
  });

  it('marks API v1 deprecated: a banner and a badge on every operation', async () => {
    await open('/openapi/');
    const banner = page.getByRole('note');
    expect(await banner.textContent()).toContain('API v1 is deprecated');
    expect(await banner.getByRole('link', { name: 'Go to the API v2 reference' }).getAttribute('href')).toBe('/api-v2');
    const operations = page.locator('.ref-op');
    const count = await operations.count();
    expect(count).toBeGreaterThan(5);
    expect(await page.locator('.ref-op .ref-op__title .ref-badge--deprecated').count()).toBe(count);
  });

  it('offers the spec for download, with its examples inlined', async () => {
    await open('/wallet');
    const link = page.getByRole('link', { name: 'Download the OpenAPI spec (YAML)' });
    expect(await link.getAttribute('download')).toBe('orchestra-wallet.yaml');
    const response = await page.request.get(`${base}${await link.getAttribute('href')}`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('openapi: 3.1.0');
    expect(text).toContain('walletCreateSession');
    expect(text).not.toContain('../examples/');
  });

  it.each([
    ['/api-v2', 'light'],
    ['/api-v2', 'dark'],
    ['/openapi/', 'light'],
  ] as const)('axe finds no serious or critical violation on %s (%s)', async (path, theme) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await open(path);
    await operation(path === '/api-v2' ? 'createClientSession' : 'v1CreateSession').getByRole('button', { name: 'Try it' }).click();
    await page.locator('form.tryit').first().waitFor();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
});
