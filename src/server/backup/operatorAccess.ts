import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../db/dataDirLock.ts';

const FILE = 'tourbench.operator.json';

/** How the operator's commands reach the server running on a DATA_DIR (written by that server, mode 0600). */
export interface OperatorInfo {
  pid: number;
  url: string;
  secret: string;
}

/** The running server's side: its secret, and publishing where it listens. */
export interface OperatorAccess {
  /** Whether a request carries this server's operator secret (compared in constant time). */
  accepts(presented: string | undefined): boolean;
  /** Writes the info file once the server listens on `url`. */
  publish(url: string): void;
  /** Removes the info file (on stop). */
  withdraw(): void;
}

/** The header an operator command sends its secret in (never a staff session token). */
export const OPERATOR_HEADER = 'x-tourbench-operator';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * A fresh random secret for this server process. Whoever can read DATA_DIR can read the database
 * itself, so the file readable only by its owner grants nothing new; it lets `npm run admin -- backup`
 * ask the server that holds the embedded database's lock for a consistent copy.
 */
export function createOperatorAccess(dataDir: string): OperatorAccess {
  const secret = randomBytes(32).toString('hex');
  const expected = digest(secret);
  const file = join(dataDir, FILE);
  let published = false;
  return {
    accepts: (presented) => typeof presented === 'string' && timingSafeEqual(digest(presented), expected),
    publish(url) {
      const info: OperatorInfo = { pid: process.pid, url, secret };
      const tmp = `${file}.${process.pid}.tmp`;
      // Written aside and renamed, so a reader never sees half a file; created 0600 before the secret is in it.
      writeFileSync(tmp, JSON.stringify(info), { mode: 0o600 });
      renameSync(tmp, file);
      published = true;
    },
    withdraw() {
      if (!published) return;
      published = false;
      try {
        const info = JSON.parse(readFileSync(file, 'utf8')) as OperatorInfo;
        if (info.pid === process.pid) unlinkSync(file);
      } catch { /* gone already */ }
    },
  };
}

/** The running server's info for this DATA_DIR, or undefined when none is published by a live process. */
export function readOperatorInfo(dataDir: string): OperatorInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8')) as OperatorInfo;
    return typeof info.url === 'string' && typeof info.secret === 'string' && Number.isInteger(info.pid) && processAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The address an operator command on this machine reaches a server listening on `host:port` at. */
export function localUrl(host: string, port: number): string {
  const h = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return `http://${h}:${port}`;
}
