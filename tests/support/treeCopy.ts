import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A copy of the working tree (its tracked and new files, not node_modules or builds) to change and run. */
export interface TreeCopy {
  dir: string;
  /** Runs a command in the copy; resolves with its exit code and everything it printed. */
  run(command: string, args: string[], timeoutMs?: number): { code: number | null; output: string };
  /** The same, without blocking the worker: several commands can run side by side; `env` adds to the environment. */
  start(command: string, args: string[], timeoutMs?: number, env?: Record<string, string>): Promise<{ code: number | null; output: string }>;
  remove(): void;
}

/** Copies the tree as git sees it (committed and new files, ignoring what .gitignore ignores), with node_modules linked. */
export function copyTree(): TreeCopy {
  const dir = mkdtempSync(join(tmpdir(), 'tourbench-tree-'));
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (files.status !== 0) throw new Error(`git ls-files failed: ${files.stderr}`);
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(dir, file));
    } catch (err) {
      // A file deleted in the working tree but still in the index is simply not there.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    run(command, args, timeoutMs = 300_000) {
      const r = spawnSync(command, args, { cwd: dir, encoding: 'utf8', timeout: timeoutMs, env: { ...process.env, CI: '1' } });
      return { code: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
    },
    start(command, args, timeoutMs = 300_000, env = {}) {
      return new Promise((ok) => {
        const child = spawn(command, args, { cwd: dir, env: { ...process.env, CI: '1', ...env }, timeout: timeoutMs });
        let output = '';
        child.stdout.on('data', (b: Buffer) => { output += b.toString(); });
        child.stderr.on('data', (b: Buffer) => { output += b.toString(); });
        child.on('error', (err) => { output += String(err); });
        child.on('close', (code) => ok({ code, output }));
      });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
