import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/Db.ts';
import { templateCopy } from '../../../tests/support/templateCopy.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';
import { tokenDigest } from '../auth/tokenDigest.ts';
import { createLiveHub, SESSION_CHECK_MS, type Opened } from './createLiveHub.ts';

// The hub on a real embedded database (a copy of the test template), behind a door that can hold the
// sessions check while a stream opens: the moment a CI run once caught, ending a new stream as signed out.
const copy = templateCopy('live-hub');
let real: Db;
let userId: number;
let companyId: number;
let hold: Promise<void> | undefined;
let held: (() => void) | undefined;
const CHECK = /from sessions where token_hash = any/;
const door: Db = {
  engine: 'pglite',
  async query(sql, params) {
    if (CHECK.test(sql) && hold) { held?.(); await hold; }
    return real.query(sql, params);
  },
  exec: (sql) => real.exec(sql),
  transaction: (fn) => real.transaction(fn),
  close: async () => {},
};

beforeAll(async () => {
  real = copy.db;
  [{ id: userId, company_id: companyId }] = await real.query<{ id: number; company_id: number }>('select id, company_id from users order by id limit 1');
});

/** Everything a stream body has said so far, read as it arrives. */
function collect(body: ReadableStream<Uint8Array>) {
  const said = { text: '' };
  const decoder = new TextDecoder();
  void (async () => {
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      said.text += decoder.decode(value, { stream: true });
    }
  })();
  return said;
}
/** The body of an opened stream (a refusal fails the test). */
function bodyOf(opened: Opened): ReadableStream<Uint8Array> {
  if (opened.refused) throw new Error(`the stream was refused: ${opened.refused}`);
  return opened.body;
}
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

it('keeps a stream opened while the sessions check runs, and still ends a revoked one within a second', async () => {
  const hub = createLiveHub({ db: door, log: () => {} });
  const first = await createSession(real, userId);
  const second = await createSession(real, userId);
  try {
    const a = collect(bodyOf(await hub.open({ companyId, userId, tokenHash: tokenDigest(first) }, undefined)));
    // Hold the next check, open a second stream while it waits, then let it answer.
    const caught = new Promise<void>((ok) => { held = ok; });
    let release!: () => void;
    hold = new Promise((ok) => { release = ok; });
    await caught;
    const b = collect(bodyOf(await hub.open({ companyId, userId, tokenHash: tokenDigest(second) }, undefined)));
    hold = undefined;
    release();
    await sleep(SESSION_CHECK_MS * 3);
    expect(b.text).toContain('event: ready');
    expect(b.text).not.toContain('signed-out');
    expect(a.text).not.toContain('signed-out');

    await revokeSession(real, first);
    await sleep(1000);
    expect(a.text).toContain('signed-out');
    expect(b.text).not.toContain('signed-out');
  } finally {
    await hub.close();
  }
});

it('sends an event once when a reconnecting stream replays it from the table before this process hears of it', async () => {
  const hub = createLiveHub({ db: real, log: () => {} });
  const token = await createSession(real, userId);
  const caller = { companyId, userId, tokenHash: tokenDigest(token) };
  try {
    const first = collect(bodyOf(await hub.open(caller, undefined)));
    await sleep(50);
    const seen = /event: ready\ndata: \{"last_event_id":"([^"]+)"/.exec(first.text)?.[1];
    expect(seen).toBeTruthy();
    // Another process's write: in the table, its notification not yet here.
    const [{ id }] = await real.query<{ id: string }>(
      `insert into live_events (company_id, payload) values ($1, '{"kind":"story","id":4242,"action":"updated"}') returning id`, [companyId]);
    const resumed = collect(bodyOf(await hub.open(caller, seen)));
    await sleep(50);
    // The notification arrives late (here: the read-back after a write).
    hub.stored();
    await sleep(200);
    const sent = (s: string) => s.match(/"id":4242/g)?.length ?? 0;
    expect(sent(resumed.text), resumed.text).toBe(1);
    // A stream that did not replay it hears it once, live.
    expect(sent(first.text), `event ${id}`).toBe(1);
  } finally {
    await hub.close();
  }
});
