/**
 * Every behaviour of the site (DESIGN.md, "The site"; seed §2, §4, §9), in Chromium against the
 * prerendered fixture site. Each test fails if its behaviour is removed.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { buildDocsSite } from '../../site/build/index.ts';
import { LONG_LIST, WINDOW } from '../../site/build/navigation.ts';
import { startPreviewServer } from '../../site/build/preview-server.ts';
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

  it('shows each page\'s own path in the sidebar after client-side navigation, and no gap in a short sidebar', async () => {
    await open('/docs');
    const sidebar = page.locator('.doc-sidebar');
    await page.getByRole('link', { name: 'the first guide' }).click();
    await page.getByRole('heading', { name: 'First guide', level: 1 }).waitFor();
    await expect(sidebar.getByRole('link', { name: 'First guide' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(sidebar.getByRole('link', { name: 'Limits' }).count()).resolves.toBe(0);
    await sidebar.getByRole('button', { name: /Expand sidebar category 'Reference'/ }).click();
    await sidebar.getByRole('link', { name: 'Limits' }).click();
    await page.getByRole('heading', { name: 'Limits', level: 1 }).waitFor();
    await expect(sidebar.getByRole('link', { name: 'Limits' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(sidebar.getByRole('link', { name: 'First guide' }).count()).resolves.toBe(0);
    await expect(sidebar.locator('.menu__link--gap').count()).resolves.toBe(0);
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
    // A query alone, on a page prerendered without one.
    await open('/search?q=quokka');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('.locale-dropdown a').getAttribute('href')).resolves.toBe('/search?q=quokka');
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

  it('renders Markdown features: admonitions, tables, highlighted code with title and copy, tabs', async () => {
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
  });

  it('shows Mermaid diagrams drawn at build time as images, in the colour mode, with no Mermaid code loaded', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await open('/docs/guides/second-guide');
    const light = page.getByRole('img', { name: 'Sequence diagram' });
    await light.scrollIntoViewIfNeeded();
    // The visible image is the light drawing, loaded, sized by its attributes before it loads.
    await expect(light.getAttribute('class')).resolves.toContain('mermaid-diagram__image--light');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.mermaid-diagram__image--light')?.complete === true);
    const shape = await light.evaluate((image: HTMLImageElement) => ({ loaded: image.naturalWidth > 0, shown: image.width / image.height, drawn: Number(image.getAttribute('width')) / Number(image.getAttribute('height')) }));
    expect(shape.loaded).toBe(true);
    expect(shape.shown).toBeCloseTo(shape.drawn, 1);
    await expect(page.locator('.mermaid-diagram__image--dark').isVisible()).resolves.toBe(false);
    await page.getByText('Diagram source').click();
    await expect(page.locator('.mermaid-diagram__source pre').textContent()).resolves.toContain('Merchant->>Orchestra: POST /v2/client-sessions');

    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    const dark = page.getByRole('img', { name: 'Sequence diagram' });
    await expect(dark.getAttribute('class')).resolves.toContain('mermaid-diagram__image--dark');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.mermaid-diagram__image--dark');
      return image?.complete === true && image.naturalWidth > 0;
    });
    await expect(page.locator('.mermaid-diagram__image--light').isVisible()).resolves.toBe(false);
    const drawings = requests.filter((path) => /^\/assets\/mermaid-[0-9a-f]+\.svg$/.test(path));
    expect(new Set(drawings).size).toBe(2);
    // Neither the Mermaid library nor its diagram chunks: only the two SVG files mention Mermaid.
    expect(requests.filter((path) => /mermaid|sequenceDiagram/i.test(path) && !drawings.includes(path))).toEqual([]);
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A site whose sidebar has more top-level sections than LONG_LIST, like a large autogenerated one. */
const AREAS = LONG_LIST + 4;
const areaPath = (area: number, which = 'first') => `/docs/area-${String(area).padStart(2, '0')}/${which}`;
/** The folder `area-07` becomes the section 'Area 07'. */
const sectionLabel = (area: number) => `Area ${String(area).padStart(2, '0')}`;

describeInBrowser('a sidebar with many sections, in Chromium', () => {
  let content: string;
  let outDir: string;
  let server: Server;
  let site: string;
  const active = Math.floor(AREAS / 2);
  const start = active - Math.floor(WINDOW / 2);
  const earlier = `Show ${start} earlier sections`;
  const later = `Show ${AREAS - start - WINDOW} later sections`;
  /** The top-level entries as a reader scans them: section labels and gap controls. */
  const topLabels = () =>
    page.locator('.doc-sidebar nav > ul > li').evaluateAll((entries) => entries.map((entry) => entry.querySelector(':scope > a, :scope > .menu__category > .menu__link')?.textContent));
  const openLong = async (path: string) => {
    await page.goto(`${site}${path}`);
    await page.waitForFunction(() => document.getElementById('__root')?.dataset.hydrated === 'true');
  };
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

  beforeAll(async () => {
    content = await mkdtemp(join(tmpdir(), 'orchestra-e2e-areas-'));
    for (let area = 0; area < AREAS; area++) {
      for (const [position, which] of ['first', 'second'].entries()) {
        const file = join(content, `${areaPath(area, which).replace('/docs/', '')}.md`);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `---\ntitle: Area ${area} ${which}\nsidebar_position: ${position + 1}\n---\n\n# Area ${area} ${which}\n\nText.\n`);
      }
    }
    outDir = await mkdtemp(join(tmpdir(), 'orchestra-e2e-areas-site-'));
    const result = await buildDocsSite({ content, outDir, log: () => undefined });
    if (!result.ok) throw new Error(`the many-sections site did not build:\n${result.message}`);
    server = await startPreviewServer({ dir: outDir, port: 0 });
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
    await Promise.all([content, outDir].map((dir) => dir && rm(dir, { recursive: true, force: true })));
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });

  it('prerenders a window of sections around the active one, and without JavaScript a gap links to the nearest hidden page', async () => {
    await context.close();
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    await page.goto(`${site}${areaPath(active)}`);
    await expect(topLabels()).resolves.toEqual([earlier, ...Array.from({ length: WINDOW }, (_, index) => sectionLabel(start + index)), later]);
    await expect(page.locator('.doc-sidebar').getByRole('link', { name: `Area ${active} first` }).getAttribute('aria-current')).resolves.toBe('page');
    await page.getByRole('link', { name: later }).click();
    await page.waitForURL(`${site}${areaPath(start + WINDOW)}`);
    await page.getByRole('heading', { name: `Area ${start + WINDOW} first`, level: 1 }).waitFor();
  });

  it('gives the gap controls accessible names, with no serious axe violation in the sidebar, light or dark', async () => {
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await openLong(areaPath(active));
      await expect(page.getByRole('link', { name: earlier }).count()).resolves.toBe(1);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: string) => Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe;
        return (await axe.run('.doc-sidebar')).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
      });
      expect(violations, theme).toEqual([]);
    }
  });

  it('hydrates the window without changing it', async () => {
    await openLong(areaPath(active));
    const prerendered = await (await page.request.get(`${site}${areaPath(active)}`)).text();
    const [served, live] = await page.evaluate((html) => {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      return [parsed.querySelector('.doc-sidebar')!.outerHTML, document.querySelector('.doc-sidebar')!.outerHTML];
    }, prerendered);
    expect(live).toBe(served);
  });

  it('reveals the hidden sections from the keyboard, moving focus to the first revealed one', async () => {
    await openLong(areaPath(active));
    await page.getByRole('link', { name: later }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe(`Expand sidebar category '${sectionLabel(start + WINDOW)}'`);
    await expect(page.getByRole('link', { name: later }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: earlier }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe(`Expand sidebar category '${sectionLabel(0)}'`);
    await expect(topLabels()).resolves.toEqual(Array.from({ length: AREAS }, (_, index) => sectionLabel(index)));
    await expect(page.locator('.doc-sidebar').getByRole('link', { name: `Area ${active} first` }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('opens a revealed section and navigates into it, the next page windowing around its own section', async () => {
    await openLong(areaPath(active));
    const sidebar = page.locator('.doc-sidebar');
    await sidebar.getByRole('link', { name: earlier }).click();
    await sidebar.getByRole('button', { name: `Expand sidebar category '${sectionLabel(1)}'` }).click();
    await sidebar.getByRole('link', { name: 'Area 1 second' }).click();
    await page.getByRole('heading', { name: 'Area 1 second', level: 1 }).waitFor();
    await expect(sidebar.getByRole('link', { name: 'Area 1 second' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(topLabels()).resolves.toEqual([...Array.from({ length: WINDOW }, (_, index) => sectionLabel(index)), `Show ${AREAS - WINDOW} later sections`]);
  });
});
