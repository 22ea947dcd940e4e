import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster in a temp dir, reachable on 127.0.0.1:port as user `postgres`. */
export interface PgCluster {
  dir: string;
  port: number;
  /** `postgres://postgres@127.0.0.1:port/<db>` */
  url(db: string): string;
  stop(): void;
  /** Stops the PostgreSQL server but keeps its data (an outage); `mode` as pg_ctl's -m. */
  halt(mode?: 'fast' | 'immediate'): void;
  /** Starts it again on the same port after halt (the outage ends). */
  resume(): void;
}

/** The bin directory of PostgreSQL 15 (Debian layout or `pg_config --bindir`), or undefined when missing. */
export function findPgBin(): string | undefined {
  const debian = '/usr/lib/postgresql/15/bin';
  if (existsSync(join(debian, 'initdb'))) return debian;
  const r = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = r.status === 0 ? r.stdout.trim() : '';
  return dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')) ? dir : undefined;
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Starts a fresh cluster (initdb + pg_ctl start), as user `postgres` when running as root (initdb refuses root). */
export async function startPgCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tourbench-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (cmd: string, args: string[]) => {
    const full = join(bin, cmd);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir });
  };
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', opts, 'start']);
  start();
  return {
    dir,
    port,
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop() {
      try { run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']); } catch { /* already gone */ }
      rmSync(dir, { recursive: true, force: true });
    },
    halt(mode = 'fast') { run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']); },
    resume: start,
  };
}
