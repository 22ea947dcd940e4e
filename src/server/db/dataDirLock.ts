import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirBusyError } from '../errors/dataDirBusyError.ts';

/** Whether a process with this pid runs (EPERM: it does, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `DATA_DIR/tourbench.lock` for this process, because PGlite has no lock of its own and two
 * processes on one data dir corrupt it. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'tourbench.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try { unlinkSync(file); } catch { /* already gone */ }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner: { pid?: number; holder?: string } = {};
      try { owner = JSON.parse(readFileSync(file, 'utf8')); } catch { /* half-written: treat as stale */ }
      if (owner.pid && owner.pid !== process.pid && processAlive(owner.pid)) {
        throw new DataDirBusyError(
          `The data directory ${dataDir} is in use by a running Tourbench ${owner.holder ?? 'process'} (pid ${owner.pid}). ` +
          'Stop it first: the embedded database must not be opened by two processes at once.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirBusyError(`Could not lock ${dataDir}`);
}
