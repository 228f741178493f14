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
    const visibleField = (name: string) => shapes.locator('.ref-tabs__panel').locator(`.ref-fields > li > :first-child:text-is("${name}")`).first().isVisible();
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

  it('fetches the other languages when one is picked and remembers it across pages, also after client-side navigation', async () => {
    const samplesFetched: string[] = [];
    page.on('request', (request) => {
      if (/-samples-[^/]*\.json$/.test(new URL(request.url()).pathname)) samplesFetched.push(new URL(request.url()).pathname);
    });
    await open('/api-v2');
    const visibleSample = (id: string) => operation(id).locator('.ref-tabs--lang .ref-tabs__panel:visible');
    expect(await visibleSample('createPayment').textContent()).toContain('curl --request POST');
    expect(samplesFetched).toEqual([]);
    await operation('createPayment').locator('.ref-tabs--lang .ref-tabs__tab', { hasText: 'Python' }).click();
    await visibleSample('createPayment').getByText('import requests').waitFor();
    // One file for the page, and every operation got its sample, not only the one clicked.
    expect(samplesFetched).toHaveLength(1);
    expect(await visibleSample('capturePayment').textContent()).toContain('import requests');
    const checked = (target: Locator) => target.locator('.ref-tabs--lang input:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(new Set(await checked(page.locator('[data-reference-body]')))).toEqual(new Set(['python']));
    await operation('createPayment').locator('.ref-tabs--lang .ref-tabs__tab', { hasText: 'Go' }).click();
    await visibleSample('createPayment').getByText('net/http').waitFor();
    expect(samplesFetched).toHaveLength(1);
    await operation('createPayment').locator('.ref-tabs--lang .ref-tabs__tab', { hasText: 'Python' }).click();
    await page.getByRole('button', { name: 'API' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Wallet' }).click();
    await page.locator('[data-reference-body="/wallet"][data-ready]').waitFor();
    expect(new Set(await checked(page.locator('[data-reference-body]')))).toEqual(new Set(['python']));
    await visibleSample('walletCreateSession').getByText('import requests').waitFor();
    expect(samplesFetched).toHaveLength(2);
    expect(samplesFetched[1]).toContain('orchestra-wallet-samples');
  });

  it('says so in the panel when the samples cannot be fetched, and tries again', async () => {
    await page.route(/-samples-[^/]*\.json$/, (route) => route.fulfill({ status: 503, body: 'down' }));
    await open('/api-v2');
    const samples = operation('createPayment').locator('.ref-tabs--lang');
    await samples.locator('.ref-tabs__tab', { hasText: 'Ruby' }).click();
    await samples.getByRole('alert').filter({ hasText: 'The code sample could not be loaded (HTTP 503)' }).waitFor();
    await page.unroute(/-samples-[^/]*\.json$/);
    await samples.locator('.ref-tabs__tab', { hasText: 'cURL' }).click();
    await samples.locator('.ref-tabs__tab', { hasText: 'Ruby' }).click();
    await samples.locator('.ref-tabs__panel:visible').getByText("require 'net/http'").waitFor();
  });

  it('comes back to a reference page after client-side navigation without fetching it again, as the reader left it', async () => {
    await open('/api-v2');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/api-v2') documents.push(request.url());
    });
    const order = page.locator('[id="schema/ClientSessionRequest/order"]');
    await order.locator(':scope > details > summary').click();
    await openTryIt('createClientSession');
    await page.getByRole('button', { name: 'API' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Wallet' }).click();
    await page.locator('[data-reference-body="/wallet"][data-ready]').waitFor();
    await page.goBack();
    await page.locator('[data-reference-body="/api-v2"][data-ready]').waitFor();
    expect(documents).toEqual([]);
    expect(await order.locator(':scope > details').getAttribute('open')).toBe('');
    // The try-it panel left open was closed on leaving: its button is as new.
    const button = operation('createClientSession').locator('button[data-try-it-open]');
    expect(await button.textContent()).toBe('Try it');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await operation('createClientSession').locator('.ref-tryit__slot').isHidden()).toBe(true);
    await openTryIt('createClientSession');
  });

  it('opens the closed details and scrolls to a deep field anchor', async () => {
    await open('/api-v2#schema/ClientSessionRequest/order/shipments/item_lines/quantity');
    const field = page.locator('[id="schema/ClientSessionRequest/order/shipments/item_lines/quantity"]');
    expect(await field.isVisible()).toBe(true);
    expect(await field.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });

  it('follows a request body link to its place in the Schemas section, opening what hides it', async () => {
    await open('/api-v2#operation/createClientSession');
    const session = operation('createClientSession');
    // The body's second level is inline; the third links to the Schemas section.
    await session.locator('.ref-op__main .ref-fields > li', { has: page.locator(':scope > code:text-is("order")') }).locator(':scope > details > summary').click();
    const link = session.locator('a.ref-field__more[href="#schema/ClientSessionRequest/order/shipments"]');
    await link.click();
    await page.waitForFunction(() => window.location.hash === '#schema/ClientSessionRequest/order/shipments');
    const target = page.locator('[id="schema/ClientSessionRequest/order/shipments"]');
    expect(await target.isVisible()).toBe(true);
    expect(await target.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => window.location.hash === '#operation/createClientSession');
    // A response names its schema and links to it.
    const payment = operation('getPayment');
    await payment.locator('.ref-response > summary', { hasText: '200' }).click();
    await payment.locator('.ref-response[open] .ref-schema-view__type a[href="#schema/Payment"]').click();
    await page.waitForFunction(() => window.location.hash === '#schema/Payment');
    expect(await page.locator('[id="schema/Payment"] h3').isVisible()).toBe(true);
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

  it('is readable without JavaScript: every anchor, operations and schemas visible, nested fields by <details>, curl samples', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });
    const target = await noScript.newPage();
    for (const api of API_NAMES) {
      await target.goto(`${base}${API_REFERENCE_ROUTES[api]}`);
      const anchors = apiAnchors(loadSpec(api).document);
      const ids = await target.locator('[data-reference-body] [id]').evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.sort()).toEqual(anchors);
      for (const anchor of anchors.filter((id) => /^(operation|schema)\/[^/]+$/.test(id))) {
        expect(await target.locator(`[id="${anchor}"] h3`).isVisible(), anchor).toBe(true);
      }
      // Nothing that needs JavaScript is offered: no try-it, no language whose sample is fetched.
      expect(await target.getByRole('button', { name: 'Try it' }).count()).toBe(0);
      const languageGroups = await target.locator('.ref-tabs--lang').count();
      expect(languageGroups).toBeGreaterThan(3);
      expect(await target.locator('.ref-tabs--lang .ref-tabs__tab:visible', { hasText: 'cURL' }).count()).toBe(languageGroups);
      expect(await target.locator('.ref-tabs__tab--deferred:visible').count()).toBe(0);
    }
    await target.goto(`${base}/api-v2`);
    expect(await operation('createPayment', target).locator('.ref-tabs--lang .ref-tabs__panel:visible').textContent()).toContain('curl --request POST');
    const order = target.locator('[id="schema/ClientSessionRequest"] [id="schema/ClientSessionRequest/order"]');
    const reference = order.locator('[id="schema/ClientSessionRequest/order/reference"]');
    expect(await reference.isVisible()).toBe(false);
    await order.locator(':scope > details > summary').click();
    expect(await reference.isVisible()).toBe(true);
    await noScript.close();
  });

  it('shows a field row: name, type, badges on one line, description and facts under them', async () => {
    await open('/api-v2#schema/Order');
    const row = page.locator('[id="schema/Order/discount_amount"]');
    const name = row.locator(':scope > :first-child');
    expect(await name.textContent()).toBe('discount_amount');
    expect(await name.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
    // A click on an anchored field's name gives its address.
    await name.click();
    await page.waitForFunction(() => window.location.hash === '#schema/Order/discount_amount');
    expect(await row.locator(':scope > .ref-badge--deprecated').isVisible()).toBe(true);
    const required = page.locator('[id="schema/Order/reference"]');
    const badge = required.locator(':scope > strong');
    expect(await badge.textContent()).toBe('required');
    const top = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(Math.abs((await top(badge)) - (await top(required.locator(':scope > :first-child'))))).toBeLessThan(8);
    const description = required.locator(':scope > div:not([class])');
    expect(await top(description)).toBeGreaterThan(await top(badge));
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
