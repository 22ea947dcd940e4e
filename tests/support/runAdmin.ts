import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** Result of one admin CLI run. */
export interface AdminResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Runs `npm run admin -- <args>` as npm does (src/server/cli/launchAdmin.mjs: the compiled commands when the
 * server build is fresh, else the sources through tsx) with the given env (DATA_DIR or DATABASE_URL) and collects its output.
 */
export function runAdmin(args: string[], env: Record<string, string | undefined> = {}): Promise<AdminResult> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['src/server/cli/launchAdmin.mjs', ...args], {
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

/**
 * The same command through the function the CLI calls (src/server/cli/runAdminCommand.ts), in this worker:
 * for tests of what the commands do, with no server running on the data they change. What is about the
 * process (its exit code, the usage it prints) is tested with runAdmin.
 */
export async function runAdminHere(args: string[], env: Record<string, string | undefined> = {}): Promise<AdminResult> {
  const { runAdminCommand } = await import('../../src/server/cli/runAdminCommand.ts');
  let stdout = '';
  let stderr = '';
  const out = { log: (line: string) => { stdout += `${line}\n`; }, error: (line: string) => { stderr += `${line}\n`; } };
  const code = await runAdminCommand(args, { ...process.env, ...env }, out).catch((err: unknown) => {
    out.error(`Failed: ${err instanceof Error ? err.message : err}`);
    return 1;
  });
  return { code, stdout, stderr };
}
