import { join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { CONSOLE_BASE } from '../../core/apiConventions.ts';
import { createConsoleFiles, IMMUTABLE, REVALIDATE, type FileRequest } from './consoleFiles.ts';
import { consoleSecurityHeaders, type ConsoleHosts } from './consolePolicy.ts';

/** The parts of a request a console file's answer depends on; HEAD is read from the raw request (hono routes it as GET). */
function fileRequest(c: Context): FileRequest {
  return { method: c.req.raw.method, acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') };
}

/** The file under root a URL path names, or undefined for anything that could leave root or names a dot file. */
function fileUnder(root: string, urlPath: string): string | undefined {
  let relative: string;
  try { relative = decodeURIComponent(urlPath); } catch { return undefined; }
  if (relative.includes('\0') || relative.includes('\\') || /(?:^|\/)\./.test(relative)) return undefined;
  const file = resolve(root, `.${relative.startsWith('/') ? '' : '/'}${relative}`);
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * Serves the built console under `/admin/`: hashed assets precompressed and immutable, every other path
 * the SPA's index.html (revalidated on each use, so a new build is picked up), so client routes reload.
 * Every answer carries the console's Content-Security-Policy (naming the map hosts of `hosts`) and its
 * frame, sniffing and referrer headers.
 */
export function consoleRoutes(consoleDir: string, hosts: ConsoleHosts = {}) {
  const app = new Hono();
  const root = resolve(consoleDir);
  const indexFile = join(root, 'index.html');
  const files = createConsoleFiles();
  const security = Object.entries(consoleSecurityHeaders(hosts));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of security) c.res.headers.set(name, value);
  });
  app.get('/', (c) => c.redirect(`${CONSOLE_BASE}/`));
  app.get(CONSOLE_BASE, (c) => c.redirect(`${CONSOLE_BASE}/`));
  app.get(`${CONSOLE_BASE}/assets/*`, async (c) => {
    const file = fileUnder(root, c.req.path.slice(CONSOLE_BASE.length));
    const res = file && (await files.answer(file, fileRequest(c), IMMUTABLE));
    return res || c.json({ message: 'Not found' }, 404);
  });
  app.get(`${CONSOLE_BASE}/*`, async (c) => {
    // A file at the top of dist/ (none today but index.html) is itself; any other path is a client route.
    const file = fileUnder(root, c.req.path.slice(CONSOLE_BASE.length));
    const own = file && file !== indexFile && (await files.answer(file, fileRequest(c), REVALIDATE));
    if (own) return own;
    const index = await files.answer(indexFile, fileRequest(c), REVALIDATE);
    if (!index) return c.text('The console is not built yet: run `npm run build`.', 503);
    return index;
  });
  return app;
}
