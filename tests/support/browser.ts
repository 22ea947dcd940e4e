import { chromium, type Browser } from 'playwright-core';

/** Flags that work for Debian's chromium on these machines (DESIGN "Tests and benches"). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

/** Where Debian installs chromium (`apt-get install -y chromium`); playwright downloads no browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Environment variable through which the e2e project's globalSetup (browserSetup.ts) hands its browser to test files. */
export const BROWSER_ENV = 'TOURBENCH_TEST_BROWSER_WS';

/**
 * The run's shared headless Chromium when browserSetup started one (closing it only disconnects this file
 * and drops its contexts), else a browser of its own: Debian chromium through playwright-core (benches, screenshots).
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env[BROWSER_ENV];
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
