/**
 * Debian's Chromium driven by playwright-core. Without a browser the tests say so loudly; under
 * CI=true a missing browser fails the run instead of skipping.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { describe } from 'vitest';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string => Boolean(path));
export const chromiumPath = CANDIDATES.find((path) => existsSync(path));

if (!chromiumPath) {
  const message = 'NO CHROMIUM FOUND: the browser tests are NOT being run. Install Debian\'s chromium package (apt-get install chromium) or set CHROMIUM_PATH.';
  if (process.env.CI === 'true') throw new Error(`${message} Under CI=true a missing browser is a failure.`);
  console.warn(`\n${'!'.repeat(100)}\n!! ${message}\n${'!'.repeat(100)}\n`);
}

/** `describe` when a browser exists, a loudly reported skip otherwise (never under CI). */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath!,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
