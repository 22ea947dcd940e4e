import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { BROWSER_ENV, CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

/**
 * Vitest globalSetup of the e2e project: one headless Chromium for the whole run, which each test file
 * connects to (tests/support/browser.ts) and uses through contexts of its own, instead of a browser start per file.
 */
export default async function browserSetup() {
  if (!existsSync(CHROMIUM_PATH)) return () => {};
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  process.env[BROWSER_ENV] = server.wsEndpoint();
  return async () => {
    delete process.env[BROWSER_ENV];
    // kill, not close: a graceful close can wait on pages a finished file left open, and nothing is kept.
    await server.kill();
  };
}
