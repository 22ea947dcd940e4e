import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_TEAM, FJORD_COMPANY, OTHER_COMPANY } from '../support/companies.ts';
import { openLive, type LiveStream } from '../support/liveStream.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

// GET /api/live's caps through the real app: streams per session and per user (429 in words, a closed
// stream frees its slot at once), and a process cap shared fairly between companies (made small here).

const bearer = (token: string, more: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...more });

/** A server for the describe block, started with `env`. */
function serverWith(env: Record<string, string>) {
  const ctx = {} as { server: TestServer };
  beforeAll(async () => { ctx.server = await startServer({ env }); });
  afterAll(async () => { await ctx.server?.close(); });
  return ctx;
}

/** Opens `n` streams and waits until each said `ready`. */
async function openReady(url: string, headers: Record<string, string>, n: number): Promise<LiveStream[]> {
  const streams = await Promise.all(Array.from({ length: n }, () => openLive(url, headers)));
  expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
  await Promise.all(streams.map((s) => s.next((e) => e.event === 'ready')));
  return streams;
}

/** Opens one more stream until it is let in (the server learns of a closed connection a moment later), for at most 2 s. */
async function openOnceFreed(url: string, headers: Record<string, string>): Promise<LiveStream> {
  const until = Date.now() + 2000;
  for (;;) {
    const s = await openLive(url, headers);
    if (s.status === 200 || Date.now() > until) return s;
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

describe('live streams per session and per user', () => {
  const s = serverWith({});
  const open: LiveStream[] = [];
  afterAll(() => { for (const x of open) x.close(); });

  it('lets a session hold 6 streams, answers the 7th 429 in the caller’s words, and frees a slot when one closes', async () => {
    const token = await s.server.login();
    open.push(...await openReady(s.server.url, bearer(token), 6));
    const refused = await fetch(`${s.server.url}/api/live`, { headers: bearer(token) });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/6 live connections/);
    const spanish = await fetch(`${s.server.url}/api/live`, { headers: bearer(token, { 'accept-language': 'es' }) });
    expect(spanish.status).toBe(429);
    expect((await spanish.json()).message).toMatch(/6 conexiones en directo/);
    // A tab closed: its connection's end frees the slot.
    open.shift()!.close();
    const again = await openOnceFreed(s.server.url, bearer(token));
    expect(again.status).toBe(200);
    open.push(again);
  });

  it('lets the same user’s second sign-in in, stops the user at 12, and never holds another user of the company back', async () => {
    const second = await s.server.login();
    open.push(...await openReady(s.server.url, bearer(second), 6));
    const third = await s.server.login();
    const refused = await fetch(`${s.server.url}/api/live`, { headers: bearer(third) });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/12 live connections/);
    const eva = await s.server.login(DEMO_TEAM.editor.email, DEMO_TEAM.editor.password);
    open.push(...await openReady(s.server.url, bearer(eva), 1));
  });
});

describe('the process cap, shared fairly between companies', () => {
  // Eight streams in all for this process (LIVE_STREAMS), so no test needs thousands of sockets.
  const s = serverWith({ LIVE_STREAMS: '8' });

  it('lets a company with fewer streams in when the process is full, by closing the oldest stream of the company with the most', async () => {
    const demoA = await s.server.login(DEMO_COMPANY.email, DEMO_COMPANY.password);
    const demoB = await s.server.login(DEMO_COMPANY.email, DEMO_COMPANY.password);
    const demo = [...await openReady(s.server.url, bearer(demoA), 6), ...await openReady(s.server.url, bearer(demoB), 2)];
    // Full, and the demo company already holds the most: its own next stream waits (503, as before).
    const more = await fetch(`${s.server.url}/api/live`, { headers: bearer(demoB) });
    expect(more.status).toBe(503);
    expect((await more.json()).message).toMatch(/Live updates are not available/);

    const other = await openReady(s.server.url, bearer(await s.server.login(OTHER_COMPANY.email, OTHER_COMPANY.password)), 1);
    // The demo company's oldest stream made room, and was told why.
    expect((await demo[0].next((e) => e.event === 'end')).data).toEqual({ reason: 'busy' });
    const fjord = await openReady(s.server.url, bearer(await s.server.login(FJORD_COMPANY.email, FJORD_COMPANY.password)), 1);
    expect((await demo[1].next((e) => e.event === 'end')).data).toEqual({ reason: 'busy' });
    // Newer demo streams stay open.
    expect(demo.slice(2).every((x) => !x.events.some((e) => e.event === 'end'))).toBe(true);
    for (const x of [...demo, ...other, ...fjord]) x.close();
  });
});
