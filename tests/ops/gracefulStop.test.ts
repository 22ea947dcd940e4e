import { existsSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAIN_KIND, plainDoc } from '../support/plainKind.ts';
import { availableDatabases } from '../support/templates.ts';
import { freshData, signIn, spawnServer, type ServerProcess } from './serverProcess.ts';

const { entity } = PLAIN_KIND.api;

/** Whether a new TCP connection to the port is refused right now. */
function refused(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => { s.destroy(); ok(false); });
    s.once('error', (err: NodeJS.ErrnoException) => ok(err.code === 'ECONNREFUSED'));
  });
}

/** Resolves once `text` has appeared in the server's output. */
async function printed(server: ServerProcess, text: RegExp): Promise<void> {
  while (!text.test(server.output())) await new Promise((r) => setTimeout(r, 50));
}

/**
 * A write whose headers the server has read (it answered `100 Continue`) but whose body is still
 * coming: a request in flight, deterministically, for as long as the test holds the body back.
 */
async function startHeldWrite(server: ServerProcess, token: string, body: string) {
  const req = request({
    host: '127.0.0.1', port: server.port, method: 'POST', path: `/api/${entity}`, agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: any }>((ok, fail) => {
    req.once('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (b) => { text += b; });
      res.on('end', () => ok({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.once('error', fail);
  });
  await new Promise<void>((ok) => { req.once('continue', ok); req.flushHeaders(); });
  return { finish: () => { req.end(body); return answer; } };
}

describe.each(availableDatabases())('SIGTERM on %s', (database) => {
  const cleanups: (() => void)[] = [];
  afterAll(() => { for (const c of cleanups) c(); });

  it('refuses new connections, finishes the request in flight, closes the database and exits 0; the next start needs nothing', async () => {
    const data = await freshData(database);
    cleanups.push(data.remove);
    const server = await spawnServer(data.env);
    cleanups.push(() => server.kill('SIGKILL'));
    const token = await signIn(server.url);
    // A client keeping an idle keep-alive connection open must not hold the stop up.
    const keepAlive = new Agent({ keepAlive: true });
    await new Promise<void>((ok) => request({ host: '127.0.0.1', port: server.port, path: '/api/health', agent: keepAlive }, (res) => { res.resume(); res.on('end', ok); }).end());

    const held = await startHeldWrite(server, token, JSON.stringify(plainDoc('Written while stopping')));
    server.kill('SIGTERM');
    await printed(server, /SIGTERM: stopping/);
    let refusedNow = false;
    for (let i = 0; i < 100 && !refusedNow; i++) {
      refusedNow = await refused(server.port);
      if (!refusedNow) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refusedNow, 'a new connection is refused once the stop has begun').toBe(true);

    const answer = await held.finish();
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const exit = await server.exited;
    keepAlive.destroy();
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/Tourbench stopped/);
    if (database === 'pglite') expect(existsSync(join(data.dataDir, 'tourbench.lock')), 'the lock is released').toBe(false);

    const next = await spawnServer(data.env);
    cleanups.push(() => next.kill('SIGKILL'));
    const got = await fetch(`${next.url}/api/${entity}/${answer.body.data.id}`, { headers: { authorization: `Bearer ${await signIn(next.url)}` } });
    expect(got.status, 'the write answered during the stop is stored').toBe(200);
    next.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
  });
});

describe('SIGINT (Ctrl-C) on pglite', () => {
  it('stops the same way: exit 0, lock released', async () => {
    const data = await freshData('pglite');
    try {
      const server = await spawnServer(data.env);
      server.kill('SIGINT');
      expect((await server.exited).code, server.output()).toBe(0);
      expect(existsSync(join(data.dataDir, 'tourbench.lock'))).toBe(false);
    } finally {
      data.remove();
    }
  });
});
