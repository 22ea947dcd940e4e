import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/startServer.ts';
import { kindRegistry } from '../support/kindRegistry.ts';

const DIST = join(resolve(import.meta.dirname, '../..'), 'dist');

describe('console routes', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer(); });
  afterAll(async () => { await server?.close(); });

  it('redirects / to /admin/', async () => {
    const res = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(new URL(res.headers.get('location')!, server.url).pathname).toBe('/admin/');
  });

  // dist/ exists after `npm run build`, which `npm test` and .ci/run run before vitest.
  it.skipIf(!existsSync(join(DIST, 'index.html')))('serves the console with an SPA fallback for deep links under /admin/', async () => {
    for (const path of ['/admin/', '/admin/login', `/admin/${kindRegistry.kinds[0].route}/12`]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(await res.text(), path).toMatch(/<div id="root"|<script/);
    }
  });
});
