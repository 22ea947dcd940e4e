import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { runAdmin } from '../support/runAdmin.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { PLAIN_KIND } from '../support/plainKind.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Runs a second server process and waits for it to exit (it must refuse); kills it if it starts listening. */
function runSecondServer(env: Record<string, string>): Promise<{ code: number | null; output: string; listened: boolean }> {
  return new Promise((ok) => {
    const c = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listened = false;
    const onData = (b: Buffer) => {
      output += b.toString();
      if (!listened && output.includes('Tourbench listening on')) { listened = true; c.kill('SIGTERM'); }
    };
    c.stdout.on('data', onData);
    c.stderr.on('data', onData);
    const timer = setTimeout(() => c.kill('SIGKILL'), 45_000);
    c.on('close', (code) => { clearTimeout(timer); ok({ code, output, listened }); });
  });
}

describe('one DATA_DIR, one process (PGlite)', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ database: 'pglite' }); });
  afterAll(async () => { await server?.close(); });

  it('refuses a second server on the same DATA_DIR with a clear message and a non-zero exit', async () => {
    const second = await runSecondServer({ DATA_DIR: server.dataDir });
    expect(second.listened, second.output).toBe(false);
    expect(second.code).not.toBe(0);
    expect(second.output).toMatch(/already|running|in use|lock/i);
    const token = await server.login();
    expect((await api(server, token).get(`/api/${PLAIN_KIND.api.entity}`)).status).toBe(200);
  });

  it('refuses admin commands while the server runs, changing nothing', async () => {
    const r = await runAdmin(['add-user', 'demo', 'sneaky@demo.test', 'Quiet-walker-1'], server.env);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/running|stop/i);
    await server.stop();
    const again = await runAdmin(['add-user', 'demo', 'sneaky@demo.test', 'Quiet-walker-1'], server.env);
    expect(again.code, again.stderr).toBe(0);
    await server.restart();
    expect(await server.login('sneaky@demo.test', 'Quiet-walker-1')).toMatch(/\S/);
  });

  it('frees the DATA_DIR on SIGTERM so the next start works', async () => {
    await server.stop();
    await server.restart();
    expect((await api(server, await server.login()).get(`/api/${PLAIN_KIND.api.entity}`)).status).toBe(200);
  });
});
