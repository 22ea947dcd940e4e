import { PassThrough, Readable } from 'node:stream';
import { Hono } from 'hono';
import type { OperatorAccess } from '../backup/operatorAccess.ts';
import { OPERATOR_HEADER } from '../backup/operatorAccess.ts';
import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import type { MediaStore } from '../media/MediaStore.ts';

/** What the operator routes need; `access` is absent where no operator command talks to the server (PostgreSQL). */
export interface OperatorDeps {
  access?: OperatorAccess;
  db: Db;
  media: MediaStore;
  log: (line: string) => void;
}

/**
 * `GET /api/operator/backup`: the backup archive, for `npm run admin -- backup` while this server holds
 * the embedded database. Authorised by the operator secret from DATA_DIR, never by a staff session.
 */
export function operatorRoutes(deps: OperatorDeps) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!deps.access) throw notFound('Route');
    if (!deps.access.accepts(c.req.header(OPERATOR_HEADER))) throw new HttpError(401, 'This route is for the operator’s commands (npm run admin) on the server’s machine.');
    await next();
  });
  app.get('/backup', async () => {
    // The database is copied before the answer starts, so the copy is of the moment the command asked.
    // The backup's modules (pg, tar-stream) load on the first backup asked for, not at every start.
    const [{ prepareTablesBackup }, { writeBackupArchive }] = await Promise.all([import('../backup/prepareBackup.ts'), import('../backup/writeBackupArchive.ts')]);
    const contents = await prepareTablesBackup(deps.db, deps.media);
    const body = new PassThrough();
    writeBackupArchive(body, contents).catch((err) => {
      deps.log(`[${new Date().toISOString()}] backup for the operator failed: ${err instanceof Error ? err.stack : err}`);
      body.destroy(err as Error);
    });
    return new Response(Readable.toWeb(body) as ReadableStream, { headers: { 'content-type': 'application/gzip' } });
  });
  app.all('*', () => { throw notFound('Route'); });
  return app;
}
