/**
 * Search in Algolia mode (appId, apiKey and indexName set in docs.config.ts), in Chromium: the
 * fixture site built with those settings, and a stand-in for Algolia answering at the network
 * level every request the browser sends to Algolia's hosts, in Algolia's multi-query format.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildDocsSite } from '../../site/build/index.ts';
import { startPreviewServer } from '../../site/build/preview-server.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const INDEX_NAME = 'orchestra-docs-test';
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;
const LOCAL_INDEX = /\/assets\/search-[^/]+\.json$/;

/** A record of the index as the stand-in returns it, highlighted and snippeted as Algolia does. */
function hit(n: number, query: string) {
  const title = `Refund ${n}: return money to the shopper`;
  const content = `Ask for a refund of 4299 (42.99 EUR) on a captured payment, step ${n}.`;
  const marked = (text: string) => ({ value: text.replace(new RegExp(query, 'i'), (word) => `<mark>${word}</mark>`), matchLevel: 'full', matchedWords: [query] });
  return {
    objectID: `refund-${n}`,
    type: 'lvl2',
    url: `/docs/guides/first-guide#refund-${n}`,
    content,
    hierarchy: { lvl0: 'Guides', lvl1: 'First guide', lvl2: title, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl0: marked('Guides'), lvl1: marked('First guide'), lvl2: marked(title) }, content: marked(content) },
    _snippetResult: { hierarchy: { lvl1: marked('First guide'), lvl2: marked(title) }, content: marked(content) },
  };
}

interface AlgoliaRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  params?: string;
}

/** What the stand-in was asked: host, credentials and each request of each call. */
interface Received {
  host: string;
  appId: string | null;
  apiKey: string | null;
  requests: AlgoliaRequest[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let server: Server;
let siteDir: string;
let base: string;
let received: Received[];
let failing: boolean;

async function standIn(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const header = (name: string) => request.headers()[name] ?? url.searchParams.get(name);
  const body = JSON.parse(request.postData() ?? '{}') as { requests?: AlgoliaRequest[] };
  received.push({ host: url.host, appId: header('x-algolia-application-id'), apiKey: header('x-algolia-api-key'), requests: body.requests ?? [] });
  if (failing) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'stand-in failure', status: 500 }) });
  const results = (body.requests ?? []).map((entry) => {
    const params = new URLSearchParams(entry.params ?? '');
    const query = entry.query ?? params.get('query') ?? '';
    const hitsPerPage = entry.hitsPerPage ?? Number(params.get('hitsPerPage') ?? 20);
    const hits = /refund/i.test(query) ? [1, 2, 3].map((n) => hit(n, 'refund')) : [];
    return { hits, nbHits: hits.length, page: 0, nbPages: hits.length > 0 ? 1 : 0, hitsPerPage, query, params: entry.params ?? '', processingTimeMS: 1, exhaustiveNbHits: true, index: entry.indexName };
  });
  return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ results }) });
}

async function newContext(): Promise<void> {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(ALGOLIA_HOSTS, standIn);
  page = await context.newPage();
}

async function open(path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
}

async function searchInModal(query: string): Promise<void> {
  await page.locator('.navbar').getByRole('button', { name: /^Search/ }).click();
  await page.locator('.DocSearch-Input').fill(query);
}

describeInBrowser('search in Algolia mode, in Chromium', () => {
  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'orchestra-algolia-'));
    const built = await buildDocsSite({
      content: resolve(import.meta.dirname, '../fixtures/site-docs'),
      outDir: siteDir,
      log: () => undefined,
      configOverrides: (config) => ({ ...config, search: { ...config.search, appId: APP_ID, apiKey: API_KEY, indexName: INDEX_NAME, insights: false } }),
    });
    if (!built.ok) throw new Error(`the fixture site did not build:\n${built.message}`);
    server = await startPreviewServer({ dir: siteDir, port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
    await rm(siteDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    received = [];
    failing = false;
    await newContext();
  });

  it('asks the configured index with the search-only key, shows its hits, and never downloads the local index', async () => {
    const local: string[] = [];
    page.on('request', (request) => {
      if (LOCAL_INDEX.test(new URL(request.url()).pathname)) local.push(request.url());
    });
    await open('/docs');
    await searchInModal('refund');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await expect(page.locator('.DocSearch-Hit-title').allTextContents()).resolves.toEqual([1, 2, 3].map((n) => `Refund ${n}: return money to the shopper`));
    // Only <mark> survives in what Algolia highlighted.
    await expect(page.locator('.DocSearch-Hit-title mark').first().textContent()).resolves.toBe('Refund');

    const asked = received.filter((call) => call.requests.some((request) => (request.query ?? new URLSearchParams(request.params ?? '').get('query')) === 'refund'));
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) {
      expect(call.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
      expect(call.appId).toBe(APP_ID);
      expect(call.apiKey).toBe(API_KEY);
      expect(call.requests.map((request) => request.indexName)).toEqual(call.requests.map(() => INDEX_NAME));
    }
    expect(local).toEqual([]);
  });

  it('answers "See all" on the /search page from Algolia too', async () => {
    await open('/docs');
    await searchInModal('refund');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer.textContent()).resolves.toBe('See all 3 results');
    await footer.click();
    await page.waitForURL(`${base}/search?q=refund`);
    await page.locator('.search-page__hit').first().waitFor();
    await expect(page.locator('.search-page__status').textContent()).resolves.toBe('3 results');
    await expect(page.locator('.search-page__hit-title').allTextContents()).resolves.toEqual([1, 2, 3].map((n) => `Refund ${n}: return money to the shopper`));
    const fromPage = received.at(-1)!;
    expect(fromPage.requests[0]).toMatchObject({ indexName: INDEX_NAME, query: 'refund', hitsPerPage: 20, page: 0 });
  });

  it('shows "Unable to fetch results" when Algolia fails, in the modal and on the /search page', async () => {
    failing = true;
    await open('/docs');
    await searchInModal('refund');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title').textContent()).resolves.toBe('Unable to fetch results');
    await open('/search?q=refund');
    await page.getByText('Unable to fetch results').waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.search-page__hit').first().waitFor();
  });
});
