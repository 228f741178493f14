/**
 * Debian's Chromium, driven by playwright-core, for build steps that need a real browser (Mermaid
 * diagrams). The same binary and flags as the browser tests (test/e2e/browser.ts).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string => Boolean(path));
  return candidates.find((path) => existsSync(path));
}

/** Throws when no binary exists or it cannot start: callers decide how to do without. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (install Debian\'s chromium package or set CHROMIUM_PATH)');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
