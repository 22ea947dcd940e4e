import { chromium, type Browser } from 'playwright-core';

/** Flags that work for Debian's chromium on these machines (DESIGN "Tests and benches"). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
];

/** Where Debian installs chromium (`apt-get install -y chromium`); playwright downloads no browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Debian chromium through playwright-core (playwright adds its own fresh user-data-dir). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
