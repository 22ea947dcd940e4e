import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn } from '../e2e/shellSupport.ts';
import { launchBrowser } from './browser.ts';
import { startFakeGeocoder, type FakeMapServices } from './fakeGeocoder.ts';
import { startServer, type StartServerOptions, type TestServer } from './startServer.ts';

/** A real server and a real Chromium page for one describe block. */
export interface ConsoleSession {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The local fake geocoder and tile server, when asked for. */
  fake: FakeMapServices;
}

/** What the session starts with. */
export interface ConsoleSessionOptions {
  server?: StartServerOptions;
  /** Start the fake geocoder and tile server and point the server at them. */
  fakeMap?: boolean;
  viewport?: { width: number; height: number };
  /** Browser permissions; [] refuses geolocation as a visitor clicking "Block" would. */
  permissions?: string[];
  /** Runs after the server is up and before signing in (e.g. to create content through the API). */
  prepare?(server: TestServer): Promise<void>;
  /** Signs in through the login form and lands on this console path. */
  signInAt?: string;
}

/**
 * Starts the server (and fakes) and Chromium before the enclosing describe block and closes them
 * after; the returned object is filled in by then, so read it inside tests and hooks only.
 */
export function consoleSession(opts: ConsoleSessionOptions = {}): ConsoleSession {
  const s = {} as ConsoleSession;
  beforeAll(async () => {
    if (opts.fakeMap) s.fake = await startFakeGeocoder();
    const env = { ...opts.server?.env, ...(s.fake?.env ?? {}) };
    [s.server, s.browser] = await Promise.all([startServer({ ...opts.server, env }), launchBrowser()]);
    await opts.prepare?.(s.server);
    s.context = await s.browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 900 }, permissions: opts.permissions });
    s.page = await s.context.newPage();
    s.page.setDefaultTimeout(20_000);
    if (opts.signInAt) await signIn(s.page, s.server, opts.signInAt);
  }, 120_000);
  afterAll(async () => {
    await s.browser?.close();
    await s.server?.close();
    await s.fake?.close();
  });
  return s;
}
