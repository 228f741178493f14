/**
 * The search box and the /search page (seed §2, §3 "Site-side data", §8 site messages, §9 search
 * limits), in Chromium against the prerendered fixture site with its local index. The fixture's
 * glossary (test/fixtures/site-docs/reference/glossary.md) holds the rare words searched here.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import config from '../../docs.config.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';

const base = inject('siteUrl');
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__orchestra-local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__orchestra-local';
/** Everything the search box downloads on intent: its chunk and CSS, the engine, the index. */
const SEARCH_DOWNLOAD = /\/assets\/(SearchModal-[^/]+\.(js|css)|local-index-[^/]+\.js|search-[^/]+\.json)$/;
const INDEX_FILE = /\/assets\/search-[^/]+\.json$/;

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function open(path: string, target: Page = page): Promise<void> {
  await target.goto(`${base}${path}`);
  await target.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
}

async function newContext(width: number, theme?: 'dark'): Promise<void> {
  await context?.close();
  context = await browser.newContext({ viewport: { width, height: 800 } });
  if (theme) await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  page = await context.newPage();
}

const searchButton = () => page.locator('.navbar').getByRole('button', { name: 'Search', exact: true });
const input = () => page.locator('.DocSearch-Input');
const modal = () => page.locator('.DocSearch-Modal');
const hits = () => page.locator('.DocSearch-Dropdown .DocSearch-Hit');

async function openModal(): Promise<void> {
  await searchButton().click();
  await input().waitFor();
}

async function searchFor(query: string): Promise<void> {
  await input().fill(query);
  await page.locator('.DocSearch-Hits').first().waitFor();
}

/** A recent or favorite search as DocSearch stores it (a hit without its highlighting). */
function storedSearch(n: number) {
  const url = `/docs/reference/glossary#quokka-term-${n}`;
  return {
    objectID: `stored-${n}`,
    type: 'lvl2',
    url,
    url_without_anchor: '/docs/reference/glossary',
    anchor: `quokka-term-${n}`,
    content: null,
    hierarchy: { lvl0: 'Reference', lvl1: 'Quokka glossary', lvl2: `Stored search ${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

async function seedStorage(entries: Record<string, unknown[]>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

const stored = (key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]') as Array<{ objectID: string }>, key);

/** Words of a snippet as the reader sees them, without the ellipses that mark the cuts. */
const wordCount = (text: string) => text.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length;

describeInBrowser('search in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await newContext(1280);
  });

  it('downloads nothing for search on page load, and the box, engine and index on the first hover', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await open('/docs/guides/first-guide');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    expect(requests.filter((path) => SEARCH_DOWNLOAD.test(path))).toEqual([]);
    const index = page.waitForRequest(INDEX_FILE);
    await searchButton().hover();
    await index;
    await page.waitForLoadState('networkidle');
    // Without the content hash (which may itself hold a dash).
    const downloaded = requests.filter((path) => SEARCH_DOWNLOAD.test(path)).map((path) => path.replace(/^\/assets\/(SearchModal|local-index|search)-.+\.(js|css|json)$/, '/assets/$1.$2'));
    expect(downloaded.sort()).toEqual(['/assets/SearchModal.css', '/assets/SearchModal.js', '/assets/local-index.js', '/assets/search.json']);
  });

  it('renders a button reading "Search" with the Ctrl K hint, opens on click, closes on Escape and gives the focus back', async () => {
    await open('/docs');
    await expect(searchButton().textContent()).resolves.toBe('SearchCtrlK');
    await expect(searchButton().getAttribute('aria-keyshortcuts')).resolves.toBe('Control+K Meta+K /');
    await openModal();
    await expect(input().evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });
    await expect(searchButton().evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('opens and closes with Ctrl+K and with Meta+K', async () => {
    await open('/docs');
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(shortcut);
      await input().waitFor();
      await page.keyboard.press(shortcut);
      await modal().waitFor({ state: 'detached' });
    }
  });

  it("opens on '/' outside input fields, but not in an input, a textarea or an editable element", async () => {
    await open('/docs');
    await page.evaluate(() => {
      const article = document.querySelector('article')!;
      for (const html of ['<input id="field">', '<textarea id="area"></textarea>', '<div id="editable" contenteditable="true"></div>']) article.insertAdjacentHTML('beforeend', html);
    });
    for (const id of ['#field', '#area', '#editable']) {
      await page.locator(id).focus();
      await page.keyboard.press('/');
      await page.waitForTimeout(150);
      await expect(modal().count()).resolves.toBe(0);
      await expect(page.locator(id).evaluate((element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : element.textContent))).resolves.toBe('/');
    }
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await input().waitFor();
    await expect(input().inputValue()).resolves.toBe('');
  });

  it('opens with the letter typed on the focused button, and keeps at most 64 characters of what is typed', async () => {
    await open('/docs');
    await searchButton().focus();
    await page.keyboard.press('q');
    await input().waitFor();
    await expect(input().inputValue()).resolves.toBe('q');
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });

    // Letters typed while the box downloads go into its query too, cut to 64 characters.
    await newContext(1280);
    await page.route(/\/assets\/SearchModal-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await open('/docs');
    await searchButton().focus();
    const typed = 'abcdefghij'.repeat(8);
    await page.keyboard.type(typed);
    await input().waitFor();
    await expect(input().inputValue()).resolves.toBe(typed.slice(0, 64));
  });

  it('limits the query to 64 characters', async () => {
    await open('/docs');
    await openModal();
    await page.keyboard.type('quokka '.repeat(12).slice(0, 80));
    await expect(input().inputValue()).resolves.toHaveLength(64);
    await expect(input().getAttribute('maxlength')).resolves.toBe('64');
  });

  it('shows the texts: Search, No recent searches, Clear the query, and Cancel on a narrow screen', async () => {
    await open('/docs');
    await openModal();
    await expect(page.locator('.DocSearch-MagnifierLabel').textContent()).resolves.toBe('Search');
    await expect(page.locator('.DocSearch-StartScreen').textContent()).resolves.toBe('No recent searches');
    await searchFor('quokka');
    const reset = page.getByRole('button', { name: 'Clear the query' });
    await expect(reset.getAttribute('title')).resolves.toBe('Clear the query');
    await reset.click();
    await expect(input().inputValue()).resolves.toBe('');
    // Cancel is DocSearch's close button of the full-screen (≤ 768 px) modal.
    await expect(page.getByRole('button', { name: 'Cancel' }).isVisible()).resolves.toBe(false);
    await newContext(600);
    await open('/docs');
    await openModal();
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(cancel.textContent()).resolves.toBe('Cancel');
    await cancel.click();
    await modal().waitFor({ state: 'detached' });
  });

  it('stores a chosen hit under the recent searches of the index and lists it under "Recent"', async () => {
    await open('/docs');
    await openModal();
    await searchFor('quokka');
    const first = hits().first();
    const title = (await first.locator('.DocSearch-Hit-title').textContent())!;
    await first.click();
    await modal().waitFor({ state: 'detached' });
    const saved = await stored(RECENT_KEY);
    expect(saved).toHaveLength(1);
    await openModal();
    const recent = page.locator('.DocSearch-Hits').filter({ has: page.locator('.DocSearch-Hit-source', { hasText: /^Recent$/ }) });
    await expect(recent.locator('.DocSearch-Hit-title').allTextContents()).resolves.toEqual([title]);
  });

  it('keeps 7 recent searches, the newest first, and 4 when there are favorites', async () => {
    await open('/docs');
    await seedStorage({ [RECENT_KEY]: [1, 2, 3, 4, 5, 6, 7].map(storedSearch) });
    await openModal();
    await expect(page.locator('.DocSearch-Hit').count()).resolves.toBe(7);
    await searchFor('quokka');
    await hits().first().click();
    await modal().waitFor({ state: 'detached' });
    const recent = await stored(RECENT_KEY);
    expect(recent).toHaveLength(7);
    expect(recent[0]!.objectID).not.toBe('stored-1');
    expect(recent.map((hit) => hit.objectID)).not.toContain('stored-7');

    await seedStorage({ [RECENT_KEY]: [1, 2, 3, 4, 5, 6, 7].map(storedSearch), [FAVORITE_KEY]: [storedSearch(8)] });
    await openModal();
    const section = (name: string) => page.locator('.DocSearch-Hits').filter({ has: page.locator('.DocSearch-Hit-source', { hasText: new RegExp(`^${name}$`) }) });
    await expect(section('Recent').locator('.DocSearch-Hit').count()).resolves.toBe(4);
    await expect(section('Favorite').locator('.DocSearch-Hit').count()).resolves.toBe(1);
  });

  it('saves a recent search as a favorite under the index, keeping 10 favorites', async () => {
    await open('/docs');
    await seedStorage({ [RECENT_KEY]: [storedSearch(1)], [FAVORITE_KEY]: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(storedSearch) });
    await openModal();
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect.poll(() => stored(RECENT_KEY)).toEqual([]);
    const favorites = await stored(FAVORITE_KEY);
    expect(favorites).toHaveLength(10);
    expect(favorites[0]!.objectID).toBe('stored-1');
    await expect(page.locator('.DocSearch-Hit-source', { hasText: /^Favorite$/ }).isVisible()).resolves.toBe(true);
  });

  it('groups hits under their lvl1 page, at most 5 a group', async () => {
    await open('/docs');
    await openModal();
    await searchFor('quokka glossary');
    const group = page.locator('.DocSearch-Hits').first();
    await expect(group.locator('.DocSearch-Hit-source').textContent()).resolves.toBe('Reference');
    const items = group.locator('.DocSearch-Hit');
    await expect(items.count()).resolves.toBe(5);
    const classes = await items.evaluateAll((elements) => elements.map((element) => element.classList.contains('DocSearch-Hit--Child')));
    // The page itself, then its sections drawn as its children.
    expect(classes).toEqual([false, true, true, true, true]);
    await expect(items.first().locator('.DocSearch-Hit-title').textContent()).resolves.toBe('Quokka glossary');
    await expect(items.nth(1).locator('.DocSearch-Hit-path').textContent()).resolves.toBe('Quokka glossary');
  });

  it('follows a hit client-side, by click and by Enter', async () => {
    await open('/docs');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await openModal();
    await searchFor('quokka');
    const clicked = (await hits().nth(1).locator('.search-hit').getAttribute('data-href'))!;
    await hits().nth(1).click();
    await page.waitForURL(`${base}${clicked}`);
    await modal().waitFor({ state: 'detached' });
    await page.locator('h1', { hasText: 'Quokka glossary' }).waitFor();
    await openModal();
    await searchFor('limits');
    const active = (await page.locator('.DocSearch-Hit[aria-selected="true"] .search-hit').getAttribute('data-href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}${active}`);
    await modal().waitFor({ state: 'detached' });
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    // A middle click opens the hit in a new tab and leaves the box open.
    await openModal();
    await searchFor('quokka');
    const target = (await hits().first().locator('.search-hit').getAttribute('data-href'))!;
    const [tab] = await Promise.all([context.waitForEvent('page'), hits().first().click({ button: 'middle' })]);
    await tab.waitForURL(`${base}${target}`);
    await expect(modal().isVisible()).resolves.toBe(true);
  });

  it('links "See all {count} results" to the /search page, with 20 hits a page and paging', async () => {
    await open('/docs');
    await openModal();
    await searchFor('quokka');
    const footer = page.locator('.DocSearch-HitsFooter a');
    const text = (await footer.textContent())!;
    const count = Number(/^See all (\d+) results$/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(40);
    await footer.click();
    await page.waitForURL(`${base}/search?q=quokka`);
    await modal().waitFor({ state: 'detached' });
    await page.locator('.search-page__hit').first().waitFor();
    await expect(page.locator('.search-page__status').textContent()).resolves.toBe(`${count} results`);
    await expect(page.locator('.search-page__hit').count()).resolves.toBe(20);
    const pages = Math.ceil(count / 20);
    await expect(page.locator('.search-page__pagination').textContent()).resolves.toContain(`Page 1 of ${pages}`);
    const firstPage = await page.locator('.search-page__hit-title').allTextContents();
    await page.getByRole('link', { name: 'Next page →' }).click();
    await page.waitForURL(`${base}/search?q=quokka&page=2`);
    await expect.poll(() => page.locator('.search-page__pagination').textContent()).toContain(`Page 2 of ${pages}`);
    const secondPage = await page.locator('.search-page__hit-title').allTextContents();
    expect(secondPage).toHaveLength(Math.min(20, count - 20));
    expect(secondPage.filter((title) => firstPage.includes(title) && !title.startsWith('Quokka term'))).toEqual([]);
    await page.goBack();
    await expect.poll(() => page.locator('.search-page__pagination').textContent()).toContain(`Page 1 of ${pages}`);
  });

  it('shows the no-results screen with up to 3 suggestions, "Try searching for" and the "Let us know." link', async () => {
    await open('/docs');
    await openModal();
    await searchFor('amount');
    await input().fill('zzqxjv');
    await page.locator('.DocSearch-NoResults').waitFor();
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title').textContent()).resolves.toBe('No results for "zzqxjv"');
    await expect(page.locator('.DocSearch-NoResults-Prefill-List .DocSearch-Help').textContent()).resolves.toBe('Try searching for:');
    const suggestions = await page.locator('.DocSearch-Prefill').allTextContents();
    expect(suggestions.length).toBeGreaterThanOrEqual(1);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    const help = page.locator('.DocSearch-NoResults > .DocSearch-Help');
    await expect(help.textContent()).resolves.toBe('Believe this query should return results? Let us know.');
    const expected = config.search!.missingResultsUrl!.replace('{query}', 'zzqxjv');
    await expect(help.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).resolves.toBe(expected);
    await page.locator('.DocSearch-Prefill').first().click();
    await expect(input().inputValue()).resolves.toBe(`${suggestions[0]!.toLowerCase()} `);
  });

  it('shows "Unable to fetch results" while the index cannot load, and results once it can', async () => {
    await page.route(INDEX_FILE, (route) => route.abort());
    await open('/docs');
    await openModal();
    await input().fill('quokka');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    await expect(error.locator('.DocSearch-Title').textContent()).resolves.toBe('Unable to fetch results');
    await expect(error.locator('.DocSearch-Help').textContent()).resolves.toBe('You might want to check your network connection.');
    await expect(page.getByText('No results for').isVisible()).resolves.toBe(false);
    // Typing more does not bring back an empty screen while the index is still unreachable.
    await page.keyboard.type(' term');
    await page.waitForTimeout(300);
    await expect(error.isVisible()).resolves.toBe(true);
    await page.unroute(INDEX_FILE);
    await page.keyboard.press('Backspace');
    await hits().first().waitFor();
    await expect(error.isVisible()).resolves.toBe(false);
  });

  it('never turns markup from the content or the query into elements', async () => {
    await open('/docs');
    await openModal();
    // The fixture has this very text in a paragraph: the query finds it.
    const attack = '<img src=x onerror=window.__xss=1>';
    await input().fill(attack);
    await hits().first().waitFor();
    await expect(page.locator('.DocSearch-Hit-title').first().textContent()).resolves.toBe(`${attack} is wombat text.`);
    await expect(page.locator('.DocSearch-Container img').count()).resolves.toBe(0);
    const unknown = '<marquee>zzqxjv</marquee>';
    await input().fill(unknown);
    await page.locator('.DocSearch-NoResults').waitFor();
    await expect(page.locator('.DocSearch-NoResults strong').textContent()).resolves.toBe(unknown);
    await expect(page.locator('.DocSearch-Container marquee').count()).resolves.toBe(0);
    await input().fill('wombat');
    await hits().first().waitFor();
    await expect(page.locator('.DocSearch-Hit-title').allTextContents()).resolves.toContain('Wombat fees & <b> tags');
    await expect(page.locator('.DocSearch-Container b').count()).resolves.toBe(0);
    // A chosen hit comes back from storage, which DocSearch renders without highlighting.
    await hits().filter({ hasText: 'Wombat fees & <b> tags' }).first().click();
    await modal().waitFor({ state: 'detached' });
    await openModal();
    await expect(page.locator('.DocSearch-Hit-title').first().textContent()).resolves.toBe('Wombat fees & <b> tags');
    await expect(page.locator('.DocSearch-Container b').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
  });

  it('keeps the query of the /search page in the URL and the input', async () => {
    await open('/search');
    await expect(page.locator('h1').textContent()).resolves.toBe('Search the documentation');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.fill('quokka ledger');
    await page.waitForURL(`${base}/search?q=quokka+ledger`);
    await page.locator('.search-page__hit').first().waitFor();
    await page.reload();
    await page.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
    await expect.poll(() => field.inputValue()).toBe('quokka ledger');
    await page.locator('.search-page__hit').first().waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe('Search results for "quokka ledger"');
  });

  it('cuts /search page snippets to 10 words, and to 5 on screens 768 px wide or narrower', async () => {
    const longest = async () => {
      await open('/search?q=marsupial');
      await page.locator('.search-page__snippet').first().waitFor();
      return Math.max(...(await page.locator('.search-page__snippet').allTextContents()).map(wordCount));
    };
    await expect(longest()).resolves.toBe(10);
    await newContext(768);
    await expect(longest()).resolves.toBe(5);
  });

  it('shows no-results, a page past the last and "Unable to fetch results" on the /search page', async () => {
    await open('/search?q=quokka&page=9');
    await page.getByText('There is no page 9 of results.').waitFor();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await page.waitForURL(`${base}/search?q=quokka`);
    await page.locator('.search-page__hit').first().waitFor();
    await open('/search?q=zzqxjv');
    await page.getByText('No results for "zzqxjv"').waitFor();
    await expect(page.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).resolves.toBe(config.search!.missingResultsUrl!.replace('{query}', 'zzqxjv'));
    await newContext(1280);
    await page.route(INDEX_FILE, (route) => route.abort());
    await open('/search?q=quokka');
    await page.getByText('Unable to fetch results').waitFor();
    await expect(page.getByText('You might want to check your network connection.').isVisible()).resolves.toBe(true);
    await page.unroute(INDEX_FILE);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.search-page__hit').first().waitFor();
  });

  it('styles the modal with the site theme in dark mode, legibly', async () => {
    await newContext(1280, 'dark');
    await open('/docs');
    await openModal();
    await searchFor('quokka');
    const colours = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const root = getComputedStyle(document.documentElement);
      return {
        modal: style('.DocSearch-Modal').backgroundColor,
        siteMuted: root.getPropertyValue('--color-bg-muted').trim(),
        title: style('.DocSearch-Hit:not([aria-selected="true"]) .DocSearch-Hit-title').color,
        hit: style('.DocSearch-Hit:not([aria-selected="true"]) a').backgroundColor,
      };
    });
    expect(colours.siteMuted).toBe('#1f2229');
    expect(colours.modal).toBe('rgb(31, 34, 41)');
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb.match(/\d+/g)!.slice(0, 3).map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(colours.title), luminance(colours.hit)].sort((a, b) => b - a);
    expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThan(7);
  });

  it('keeps the search button in the mobile navbar, icon only at 768 px and below', async () => {
    await newContext(900);
    await open('/docs');
    await expect(searchButton().isVisible()).resolves.toBe(true);
    await expect(page.locator('.search-button__placeholder').isVisible()).resolves.toBe(true);
    await newContext(400);
    await open('/docs');
    await expect(searchButton().isVisible()).resolves.toBe(true);
    await expect(searchButton().evaluate((element) => element.getBoundingClientRect().width)).resolves.toBeLessThan(48);
    await openModal();
    await searchFor('quokka');
  });
});
