import { afterAll, beforeAll } from 'vitest';
import { api, type ApiClient } from './api.ts';
import { otherCredentials } from './companies.ts';
import { startServer, type StartServerOptions, type TestServer } from './startServer.ts';

/** A server for one describe block, with API clients signed in as the demo admin and as the other company's admin. */
export interface SignedInServer {
  server: TestServer;
  /** The demo company's admin. */
  client: ApiClient;
  /** The second company's admin (tenant isolation). */
  other: ApiClient;
}

/**
 * Starts a real server before the enclosing describe block's tests and stops it after; the
 * returned object is filled in by then, so read its fields inside tests and hooks only.
 */
export function signedInServer(opts: StartServerOptions = {}): SignedInServer {
  const ctx = {} as SignedInServer;
  beforeAll(async () => {
    ctx.server = await startServer(opts);
    ctx.client = api(ctx.server, await ctx.server.login());
    const o = otherCredentials();
    ctx.other = api(ctx.server, await ctx.server.login(o.email, o.password));
  });
  afterAll(async () => { await ctx.server?.close(); });
  return ctx;
}
