import http from 'node:http';
import { readFileSync } from 'node:fs';
import { callJson } from './benchHttp.ts';
import { httpLoad } from './httpLoad.ts';
import { startSeededServer } from './seededServer.ts';
import type { BenchRow } from './serverBench.ts';
import { createStreamQuota, DEFAULT_STREAM_LIMITS, type StreamOwner } from '../../src/server/live/streamQuota.ts';

/** Streams the bench holds open at once (one process holds 1,000). */
const STREAMS = 1000;
/** Saves whose delivery to a stream is timed. */
const SAVES = 60;
/** Streams opened one after another to time an open (to its `ready`). */
const OPENS = 50;
/** Rounds of the stream cap's bookkeeping timed on its own (admit, count, release). */
const QUOTA_ROUNDS = 1_000_000;

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** An open GET /api/live on its own connection, telling `heard` every chunk; resolves once the stream said `ready`. */
function openStream(url: string, token: string, heard: (text: string) => void = () => {}): Promise<http.ClientRequest> {
  return new Promise((ok, fail) => {
    const req = http.get(`${url}/api/live`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) { fail(new Error(`GET /api/live answered ${res.statusCode}`)); return; }
      let ready = false;
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        heard(text);
        if (!ready && text.includes('event: ready')) { ready = true; ok(req); }
      });
    });
    req.on('error', (err) => { if (!(err as NodeJS.ErrnoException).code?.includes('ECONNRESET')) fail(err); });
  });
}

const ms = (x: number) => Math.round(x * 10) / 10;

/** Opens and closes OPENS streams one after another: each one's time from asking to its `ready`, in ms. */
async function timeOpens(url: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    const t0 = performance.now();
    const req = await openStream(url, token);
    times.push(performance.now() - t0);
    req.destroy();
  }
  return times;
}

/**
 * What the stream cap adds to opening and closing a stream, in µs: admit, count and release one stream on a
 * quota holding as many as the bench holds, over STREAMS / 6 sessions of as many users in 20 companies.
 */
function quotaMicros(): number {
  const quota = createStreamQuota(DEFAULT_STREAM_LIMITS);
  const owners: StreamOwner[] = Array.from({ length: Math.ceil(STREAMS / 6) }, (_, i) => ({ companyId: i % 20, userId: i, tokenHash: `session-${i}` }));
  for (let i = 0; i < STREAMS; i++) quota.add(owners[i % owners.length]);
  let admitted = 0;
  const t0 = performance.now();
  for (let i = 0; i < QUOTA_ROUNDS; i++) {
    const owner = owners[i % owners.length];
    if (!quota.admit(owner).refused) admitted++;
    quota.add(owner);
    quota.remove(owner);
  }
  const micros = (performance.now() - t0) * 1000 / QUOTA_ROUNDS;
  if (!admitted) throw new Error('the quota refused every stream');
  return micros;
}

/** Saves one web page SAVES times, each timed from its sending to its answer and to its event on a newly opened stream (kept in `streams`). */
async function timeSaves(url: string, token: string, id: number, streams: http.ClientRequest[]): Promise<{ delivery: number[]; answer: number[] }> {
  const auth = { authorization: `Bearer ${token}` };
  const waiting = new Map<string, (at: number) => void>();
  streams.push(await openStream(url, token, (text) => {
    // Keys in the stored jsonb's order (at, by, id, kind, action, version).
    for (const m of text.matchAll(/"id":(\d+),"kind":"web_page","action":"updated","version":(\d+)/g)) waiting.get(`${m[1]}:${m[2]}`)?.(performance.now());
  }));
  const delivery: number[] = [];
  const answer: number[] = [];
  let version = (await callJson(`${url}/api/web_page/${id}`, { headers: auth })).data.items.version as number;
  for (let i = 0; i < SAVES; i++) {
    const t0 = performance.now();
    const next = version + 1;
    const heard = new Promise<number>((ok, fail) => {
      const late = setTimeout(() => fail(new Error(`the save of version ${next} reached no stream within 10 s`)), 10_000);
      waiting.set(`${id}:${next}`, (at) => { clearTimeout(late); ok(at); });
    });
    const saved = await callJson(`${url}/api/web_page/update/${id}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ version, title: `Live ${i}`, url: `https://example.org/live/${i}` }) });
    answer.push(performance.now() - t0);
    version = saved.data.version;
    delivery.push((await heard) - t0);
  }
  return { delivery, answer };
}

/**
 * 1,000 open event streams on one process — memory per stream (RSS with them open minus
 * RSS before, per stream), list throughput while they are open against none open (same run), and
 * the delay from sending a save to its event on the last stream opened (p50/p99) against the same with one stream open.
 */
export async function liveBench(): Promise<BenchRow[]> {
  // One signed-in bench client holds all the streams: its session's and user's caps are lifted (the process cap stays).
  const s = await startSeededServer({ LIVE_STREAMS_PER_SESSION: String(STREAMS + 10), LIVE_STREAMS_PER_USER: String(STREAMS + 10) });
  const say = (line: string) => console.error(`live bench: ${line}`);
  say('server up');
  const streams: http.ClientRequest[] = [];
  try {
    const { url } = s.server;
    const auth = { authorization: `Bearer ${s.token}` };
    const listUrl = `${url}/api/web_page`;
    // Memory first, on a settled process: a list load just before would leave garbage that the
    // collector returns while the streams open (the difference came out negative).
    const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await settle(2000);
    const before = rssKb(s.server.pid);
    say(`opening ${STREAMS} streams`);
    // Opened in waves of 100 so the accept queue keeps up.
    for (let i = 0; i < STREAMS; i += 100) streams.push(...await Promise.all(Array.from({ length: 100 }, () => openStream(url, s.token))));
    await settle(2000);
    const open = rssKb(s.server.pid);
    say('streams open; measuring the list');
    const busy = await httpLoad(listUrl, 4, auth);

    // Delivery: the last stream opened is watched (the last one an event reaches); the baseline is the same with no other stream open.
    say('timing saves with the others open');
    const busyTimes = await timeSaves(url, s.token, s.ids[0], streams);
    for (const r of streams.splice(0)) r.destroy();
    await settle(1000);
    say('timing saves alone; the list with none open');
    const aloneTimes = await timeSaves(url, s.token, s.ids[0], streams);
    const idle = await httpLoad(listUrl, 4, auth);
    say('timing stream opens and the stream cap');
    const opens = await timeOpens(url, s.token);
    const capMicros = quotaMicros();
    const openP50 = quantile(opens, 0.5);
    const share = capMicros / 1000 / openP50;
    const { delivery, answer } = busyTimes;
    const perStreamKb = (open - before) / STREAMS;
    const ratio = busy.rps / idle.rps;
    return [
      { name: `live: RSS per open stream (${STREAMS} open)`, value: Math.round(perStreamKb * 10) / 10, unit: 'KB', budget: '≤ 64 KB', pass: perStreamKb <= 64, note: `baseline: the same process before any stream, RSS ${Math.round(before / 1024)} MB → ${Math.round(open / 1024)} MB with ${STREAMS} open; budget: the per-stream send buffer bound` },
      { name: `live: list req/s with ${STREAMS} streams open`, value: Math.round(busy.rps), unit: 'req/s', baseline: Math.round(idle.rps), ratio: Math.round(ratio * 100) / 100, budget: '≥ 0.8', pass: ratio >= 0.8, note: `GET /api/web_page (${s.ids.length} items), 4 connections; baseline: none open; p99 ${busy.p99} ms vs ${idle.p99} ms` },
      { name: 'live: save → stream event p50', value: ms(quantile(delivery, 0.5)), unit: 'ms', baseline: ms(quantile(aloneTimes.delivery, 0.5)), ratio: Math.round(quantile(delivery, 0.5) / quantile(aloneTimes.delivery, 0.5) * 100) / 100, note: `${SAVES} saves, watched on the last of ${STREAMS + 1} open streams; baseline: one stream open; the save's own answer p50 ${ms(quantile(answer, 0.5))} ms (no budget)` },
      { name: 'live: stream cap per stream (admit, count, release)', value: Math.round(capMicros * 1000) / 1000, unit: 'µs', baseline: Math.round(openP50 * 1000 * 10) / 10, ratio: Math.round(share * 1e5) / 1e5, budget: '≤ 0.01', pass: share <= 0.01, note: `${QUOTA_ROUNDS.toLocaleString('en')} rounds on a quota holding ${STREAMS} streams; baseline: one GET /api/live from asking to its ready, p50 of ${OPENS} (p99 ${ms(quantile(opens, 0.99))} ms); the list never touches it (row above)` },
      { name: 'live: save → stream event p99', value: ms(quantile(delivery, 0.99)), unit: 'ms', baseline: ms(quantile(aloneTimes.delivery, 0.99)), note: `baseline: one stream open; the save's own answer p99 ${ms(quantile(answer, 0.99))} ms` },
    ];
  } finally {
    for (const r of streams) r.destroy();
    await s.close();
  }
}
