import { spawn } from 'node:child_process';
import { PgToolError } from '../errors/pgToolError.ts';

/**
 * The connection for the PostgreSQL client tools: the URL without its password (command lines are
 * visible to every user of the machine) and the password in PGPASSWORD instead.
 */
export function pgToolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/** Runs `pg_dump` or `pg_restore` (from PATH, or PG_BIN_DIR when set) and fails with its own words. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const bin = process.env.PG_BIN_DIR ? `${process.env.PG_BIN_DIR.replace(/\/$/, '')}/${tool}` : tool;
  return new Promise((ok, fail) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
    child.on('error', (err: NodeJS.ErrnoException) => {
      fail(new PgToolError(err.code === 'ENOENT'
        ? `${tool} was not found. Install the PostgreSQL client tools of your server's major version or newer ` +
          `(Debian/Ubuntu: apt-get install postgresql-client) and put them on PATH, or set PG_BIN_DIR to their directory.`
        : `${tool} could not be run: ${err.message}`));
    });
    child.on('close', (code) => {
      if (code === 0) ok();
      else fail(new PgToolError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
