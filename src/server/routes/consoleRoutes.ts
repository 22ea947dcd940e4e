import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { CONSOLE_BASE } from '../../core/apiConventions.ts';

/** Serves the built console under `/admin/`, falling back to index.html so client routes reload. */
export function consoleRoutes(consoleDir: string) {
  const app = new Hono();
  const indexFile = join(consoleDir, 'index.html');
  app.get('/', (c) => c.redirect(`${CONSOLE_BASE}/`));
  app.get(CONSOLE_BASE, (c) => c.redirect(`${CONSOLE_BASE}/`));
  app.use(`${CONSOLE_BASE}/assets/*`, async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(`${CONSOLE_BASE}/*`, serveStatic({
    root: consoleDir,
    rewriteRequestPath: (p) => p.slice(CONSOLE_BASE.length) || '/',
  }));
  app.get(`${CONSOLE_BASE}/*`, (c) => {
    if (/\/assets\//.test(c.req.path)) return c.json({ message: 'Not found' }, 404);
    if (!existsSync(indexFile)) return c.text('The console is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
