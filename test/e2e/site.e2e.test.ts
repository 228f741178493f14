/**
 * Every behaviour of the site (DESIGN.md, "The site"; seed §2, §4, §9), in Chromium against the
 * prerendered fixture site. Each test fails if its behaviour is removed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { describeInBrowser, launchBrowser } from './browser.ts';

const base = inject('siteUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const open = async (path: string, target: Page = page) => {
  const response = await target.goto(`${base}${path}`);
  await target.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
  return response;
};

/** Delays (or fails) the next requests for page chunks, as a slow network would. */
async function slowPageChunks(target: Page, ms: number) {
  await target.route(/\/assets\/page-\d+-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Milliseconds from the click on `linkName` to the first appearance of `selector`, measured in the
 * page itself so the test runner's own latency on a busy machine does not count.
 */
async function appearanceDelay(target: Page, selector: string, linkName: string): Promise<number> {
  await target.evaluate((watched) => {
    const state = window as unknown as { clickAt?: number; seenAt?: number };
    document.addEventListener('click', () => (state.clickAt ??= performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      if (state.seenAt === undefined && document.querySelector(watched)) state.seenAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }, selector);
  await target.getByRole('link', { name: linkName }).click();
  await target.waitForFunction(() => (window as unknown as { seenAt?: number }).seenAt !== undefined, undefined, { timeout: 5000 });
  return target.evaluate(() => {
    const state = window as unknown as { clickAt: number; seenAt: number };
    return state.seenAt - state.clickAt;
  });
}

describeInBrowser('the site in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });

  it('serves exact routes and a not-found page for any other path, also after client navigation', async () => {
    const ok = await open('/docs/guides/first-guide');
    expect(ok?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('First guide');
    const missing = await open('/docs/guides/first-guide-typo');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
    await open('/docs');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/nowhere';
      link.textContent = 'broken';
      document.querySelector('article')!.append(link);
    });
    // A plain <a> added outside React reloads; client navigation goes through the router:
    await page.evaluate(() => window.history.pushState({}, '', '/docs/nowhere'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('shows the spinner only after 200 ms while a page chunk loads, then the page', async () => {
    await open('/docs');
    await slowPageChunks(page, 1500);
    const delay = await appearanceDelay(page, '.page-spinner', 'the first guide');
    expect(delay).toBeGreaterThanOrEqual(195);
    expect(delay).toBeLessThan(1000);
    await page.getByRole('heading', { name: 'First guide', level: 1 }).waitFor();
    await expect(page.locator('.page-spinner').count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/docs/guides/first-guide');
  });

  it('runs the progress bar after 200 ms on a route change and trickles until the page arrives', async () => {
    await open('/docs');
    await slowPageChunks(page, 2500);
    const delay = await appearanceDelay(page, '#nprogress', 'the first guide');
    expect(delay).toBeGreaterThanOrEqual(195);
    expect(delay).toBeLessThan(1000);
    const width = () => page.locator('#nprogress .bar').evaluate((bar) => new DOMMatrix(getComputedStyle(bar).transform).m41);
    const early = await width();
    await page.waitForTimeout(1000);
    expect(await width()).toBeGreaterThan(early);
    await page.getByRole('heading', { name: 'First guide', level: 1 }).waitFor();
    await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 2000 });
  });

  it('shows the load-failure text with Retry when a page chunk cannot load, and Retry recovers', async () => {
    await open('/docs');
    await page.route(/\/assets\/page-\d+-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'the first guide' }).click();
    await page.getByText('This page could not be loaded.').waitFor();
    await page.unroute(/\/assets\/page-\d+-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'First guide', level: 1 }).waitFor();
  });

  it('shows "This page crashed." with "Try again" when a page throws, and recovers', async () => {
    await open('/docs/guides/second-guide');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    await page.evaluate(() => ((globalThis as { __fixtureFixed?: boolean }).__fixtureFixed = true));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Crash this page' }).waitFor();
  });

  it('remembers a dismissed announcement across reloads, without a flash, and shows it again for a new id', async () => {
    await open('/docs');
    const bar = page.locator('.announcement-bar');
    await expect(bar.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(bar.count()).resolves.toBe(0);
    // Reload with the app's JavaScript blocked: the inline head script alone keeps it hidden.
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${base}/docs`);
    await expect(page.locator('.announcement-bar').isVisible()).resolves.toBe(false);
    await page.unroute(/\/assets\/main-[^/]+\.js$/);
    await open('/docs');
    await expect(page.locator('.announcement-bar').count()).resolves.toBe(0);
    // A dismissal stored for another announcement id does not hide this one.
    await page.evaluate(() => localStorage.setItem('orchestra.announcement.id', 'an-older-announcement'));
    await open('/docs');
    await expect(page.locator('.announcement-bar').isVisible()).resolves.toBe(true);
  });

  it('starts in light mode whatever the system says, toggles, persists under `theme`, syncs tabs, and reloads dark with no flash', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open('/docs');
    const theme = (target: Page) => target.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme(page)).toBe('light');
    const other = await context.newPage();
    await open('/docs/reference/limits', other);
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // No flash: with the app's JavaScript blocked, the prerendered page is dark from the first paint.
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${base}/docs`);
    expect(await theme(page)).toBe('dark');
    await page.unroute(/\/assets\/main-[^/]+\.js$/);
    await open('/docs');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('has the navbar items: Documentation, the API dropdown, the sandbox dashboard, the "Next" version label', async () => {
    await open('/docs/reference/limits');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Documentation' }).getAttribute('href')).resolves.toBe('/docs');
    await expect(nav.getByRole('link', { name: 'Next' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'Sandbox dashboard' }).getAttribute('href')).resolves.toBe('https://dashboard.sandbox.orchestra.example');
    const menu = nav.getByRole('button', { name: 'API' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await menu.click();
    const items = nav.locator('.dropdown__menu:visible a');
    await expect(items.allTextContents()).resolves.toEqual(['API v2', 'API v1 (deprecated)', 'API Wallet']);
    await expect(items.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual(['/api-v2', '/openapi/', '/wallet']);
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('hides the navbar on scroll down and shows it again on scroll up', async () => {
    await open('/docs/guides/first-guide');
    const hidden = () => page.locator('nav.navbar').evaluate((navbar) => navbar.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelector('nav.navbar')?.classList.contains('navbar--hidden'));
    expect(await hidden()).toBe(true);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.querySelector('nav.navbar')?.classList.contains('navbar--hidden'));
    expect(await hidden()).toBe(false);
  });

  it('switches to the mobile navbar at 996 px with the doc sidebar first and a back button to the main menu', async () => {
    await page.setViewportSize({ width: 996, height: 800 });
    await open('/docs/guides/first-guide');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle.isVisible()).resolves.toBe(true);
    await expect(page.locator('.navbar__items').first().isVisible()).resolves.toBe(false);
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).resolves.toBe(true);
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Documentation' }).isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole('link', { name: 'API v2' }).isVisible()).resolves.toBe(true);
    await drawer.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(drawer.count()).resolves.toBe(0);
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(toggle.isVisible()).resolves.toBe(false);
    await expect(page.locator('.navbar__items').first().isVisible()).resolves.toBe(true);
  });

  it('auto-collapses sidebar categories and shows breadcrumbs', async () => {
    await open('/docs/guides/first-guide');
    const sidebar = page.locator('.doc-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Second guide' }).isVisible()).resolves.toBe(true);
    await expect(sidebar.getByRole('link', { name: 'Limits' }).count()).resolves.toBe(0);
    await sidebar.getByRole('button', { name: /Expand sidebar category 'Reference'/ }).click();
    await sidebar.getByRole('link', { name: 'Limits' }).waitFor();
    // Opening Reference closed Guides.
    await expect(sidebar.getByRole('link', { name: 'Second guide' }).count()).resolves.toBe(0);
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('li').allTextContents();
    expect(crumbs).toEqual(['Docs', 'Guides', 'First guide']);
  });

  it('lists h2 and h3 headings in the table of contents, not h4', async () => {
    await open('/docs');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.locator('a').allTextContents()).resolves.toEqual(['Section one', 'Detail of section one']);
    await expect(toc.locator('a').first().getAttribute('href')).resolves.toBe('#section-one');
  });

  it('offers a skip-to-content link as the first focusable element', async () => {
    await open('/docs');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('__main');
  });

  it('renders the footer with its link columns and copyright', async () => {
    await open('/docs');
    const footer = page.locator('footer.footer');
    await expect(footer.locator('.footer__title').allTextContents()).resolves.toEqual(['Documentation', 'API reference', 'More']);
    await expect(footer.locator('.footer__copyright').textContent()).resolves.toMatch(/Copyright © \d{4} Orchestra/);
  });

  it('keeps path, query and hash in the locale dropdown', async () => {
    await open('/docs/guides/first-guide?tab=python#second-heading');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('.locale-dropdown a').getAttribute('href')).resolves.toBe('/docs/guides/first-guide?tab=python#second-heading');
  });

  it('prefetches a page on hover, but not on 2g with data-saver', async () => {
    const chunkRequests = (target: Page) => {
      const seen: string[] = [];
      target.on('request', (request) => {
        if (/\/assets\/page-\d+-/.test(request.url())) seen.push(request.url());
      });
      return seen;
    };
    await open('/docs');
    const normal = chunkRequests(page);
    await page.getByRole('link', { name: 'the reference' }).hover();
    await expect.poll(() => normal.length).toBeGreaterThan(0);

    const slow = await context.newPage();
    await slow.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '2g' } }));
    await open('/docs', slow);
    const saved = chunkRequests(slow);
    await slow.getByRole('link', { name: 'the reference' }).hover();
    await slow.waitForTimeout(600);
    expect(saved).toEqual([]);
  });

  it('renders Markdown features: admonitions, tables, highlighted code with title and copy, tabs, diagrams', async () => {
    await open('/docs/guides/first-guide');
    await expect(page.locator('aside.admonition--note .admonition__title').textContent()).resolves.toBe('Note');
    await expect(page.locator('aside.admonition--warning .admonition__title').textContent()).resolves.toBe('Mind the amounts');
    await expect(page.locator('article table th').allTextContents()).resolves.toEqual(['Field', 'Type']);
    await expect(page.locator('.code-block__title').textContent()).resolves.toBe('Create a session');
    await expect(page.locator('.code-block pre.shiki span[style*="--shiki-dark"]').count()).resolves.toBeGreaterThan(3);
    await expect(page.locator('.code-block .highlighted-line').count()).resolves.toBe(1);
    await expect(page.getByRole('tabpanel').textContent()).resolves.toBe('Node content');
    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toBe('Python content');
    await open('/docs/guides/second-guide');
    await page.locator('.mermaid-diagram svg').waitFor();
  });

  it('never loads Mermaid on a page without diagrams', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await open('/docs/reference/limits');
    await page.waitForTimeout(300);
    expect(scripts.filter((url) => /mermaid/i.test(url))).toEqual([]);
  });

  it('navigates client-side to a heading of another page through a relative file link', async () => {
    await open('/docs/guides/first-guide');
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await page.getByRole('link', { name: 'second guide', exact: true }).click();
    await page.getByRole('heading', { name: 'Second guide', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/docs/guides/second-guide#the-end');
    // Client-side: the window survived.
    await expect(page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).resolves.toBe(true);
  });

  it('writes title, description, canonical and Open Graph tags from front matter', async () => {
    await open('/docs/guides/first-guide');
    await expect(page.title()).resolves.toBe('First guide | Orchestra Docs');
    const meta = (selector: string, attribute = 'content') => page.locator(selector).getAttribute(attribute);
    await expect(meta('meta[name="description"]')).resolves.toBe('A guide with every Markdown feature the site renders.');
    await expect(meta('link[rel="canonical"]', 'href')).resolves.toBe('https://docs.orchestra.example/docs/guides/first-guide');
    await expect(meta('meta[property="og:title"]')).resolves.toBe('First guide');
    await expect(meta('meta[property="og:description"]')).resolves.toBe('A guide with every Markdown feature the site renders.');
  });
});
