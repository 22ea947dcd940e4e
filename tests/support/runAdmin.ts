import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** Result of one admin CLI run. */
export interface AdminResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Runs `tsx src/server/cli/admin.ts <args>` with the given env (DATA_DIR or DATABASE_URL) and collects its output. */
export function runAdmin(args: string[], env: Record<string, string | undefined> = {}): Promise<AdminResult> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => { stdout += b.toString(); });
    child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
    child.on('error', fail);
    child.on('close', (code) => ok({ code, stdout, stderr }));
  });
}
