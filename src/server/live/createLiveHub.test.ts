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
