/**
 * Debian's Chromium driven by playwright-core (found and launched like the build's, site/build/chromium.ts). Without a browser the tests say so loudly; under
 * CI=true a missing browser fails the run instead of skipping.
 */
import type { Browser } from 'playwright-core';
import { describe } from 'vitest';
import { findChromium, launchChromium } from '../../site/build/chromium.ts';

export const chromiumPath = findChromium();

if (!chromiumPath) {
  const message = 'NO CHROMIUM FOUND: the browser tests are NOT being run. Install Debian\'s chromium package (apt-get install chromium) or set CHROMIUM_PATH.';
  if (process.env.CI === 'true') throw new Error(`${message} Under CI=true a missing browser is a failure.`);
  console.warn(`\n${'!'.repeat(100)}\n!! ${message}\n${'!'.repeat(100)}\n`);
}

/** `describe` when a browser exists, a loudly reported skip otherwise (never under CI). */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}
