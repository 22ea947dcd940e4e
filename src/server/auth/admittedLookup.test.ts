import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/Db.ts';
import { templateCopy } from '../../../tests/support/templateCopy.ts';
import { cachesOf, withCaches } from '../cache/withCaches.ts';
import { apiKeyClient, forgetApiKeys } from '../apiKeys/apiKeyClient.ts';
import { createApiKeyStore } from '../apiKeys/apiKeyStore.ts';
import { createSession, revokeSession, sessionUser } from './sessions.ts';
import { tokenDigest } from './tokenDigest.ts';

// The real SQL on a real (embedded) database — a copy of the test template, migrated to this tree — behind
// a door that counts the statements that look a token up, and how many of them wait at once.
const copy = templateCopy('admitted-lookup');
let real: Db;
let lookups = 0;
let inFlight = 0;
let mostInFlight = 0;
const LOOKUP = /from (sessions|api_keys) \w+ join/;
const counted = (): Db => ({
  engine: 'pglite',
  async query(sql, params) {
    if (!LOOKUP.test(sql)) return real.query(sql, params);
    lookups++;
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    try { return await real.query(sql, params); } finally { inFlight--; }
  },
  exec: (sql) => real.exec(sql),
  transaction: (fn) => real.transaction(fn),
  close: async () => {},
});
/** A fresh process's view of the database: its own caches and its own copy of the token secret. */
const aProcess = () => withCaches(counted(), { answerBytes: 0 });

let userId: number;
let companyId: number;
beforeAll(async () => {
  real = copy.db;
  [{ id: userId, company_id: companyId }] = await real.query<{ id: number; company_id: number }>('select id, company_id from users order by id limit 1');
});

const unsigned = () => randomBytes(32).toString('base64url');
/** A session as issued before tokens were signed: 43 random characters, only the digest stored. */
async function unsignedSession(): Promise<string> {
  const token = unsigned();
  await real.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [tokenDigest(token), userId]);
  return token;
}
/** Another tag on the same random part: what a forger can make without the server's secret. */
const forge = (token: string, prefix = '') => token.slice(0, prefix.length + 43) + (token.endsWith('A'.repeat(22)) ? 'B' : 'A').repeat(22);

describe('bad tokens are refused before they reach the database', () => {
  it('signs a new session, and refuses a forged one of the same shape without a query', async () => {
    const db = aProcess();
    const token = await createSession(db, userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{65}$/);
    expect(await sessionUser(db, token)).toMatchObject({ id: userId, companyId });
    const before = lookups;
    expect(await sessionUser(db, forge(token))).toBeUndefined();
    expect(await sessionUser(db, randomBytes(49).toString('base64url').slice(0, 65))).toBeUndefined();
    expect(await sessionUser(db, 'not a token at all, spaces and all')).toBeUndefined();
    expect(lookups - before).toBe(0);
  });

  it('accepts a token issued by another process (or before a restart): the secret is the database’s', async () => {
    const token = await createSession(aProcess(), userId);
    const other = aProcess();
    const before = lookups;
    expect(await sessionUser(other, token)).toMatchObject({ id: userId });
    expect(lookups - before).toBe(1);
  });

  it('keeps sessions issued before tokens were signed working, and refuses revoked ones of either kind', async () => {
    const db = aProcess();
    const old = await unsignedSession();
    const signed = await createSession(db, userId);
    expect(await sessionUser(db, old)).toMatchObject({ id: userId });
    await revokeSession(db, old);
    await revokeSession(db, signed);
    expect(await sessionUser(db, old)).toBeUndefined();
    expect(await sessionUser(db, signed)).toBeUndefined();
  });

  it('looks unknown unsigned tokens up one at a time, while a token it has seen live does not queue behind them', async () => {
    const db = aProcess();
    const known = await unsignedSession();
    expect(await sessionUser(db, known)).toMatchObject({ id: userId });
    cachesOf(db)!.sessions.clear(); // as after any logout: the next call looks it up again

    mostInFlight = 0;
    let refusedSoFar = 0;
    const flood = Array.from({ length: 30 }, () => sessionUser(db, unsigned()).then((u) => { refusedSoFar++; return u; }));
    const knownUser = await sessionUser(db, known);
    const refusedBefore = refusedSoFar;
    expect(knownUser).toMatchObject({ id: userId });
    expect(await Promise.all(flood)).toEqual(Array(30).fill(undefined));
    expect(refusedBefore, 'the known token was answered before the queue of unknown ones had drained').toBeLessThan(30);
    expect(mostInFlight, 'unknown tokens never wait for the database side by side').toBeLessThanOrEqual(2);
  });
});

describe('delivery keys', () => {
  it('signs a new key; a forged one costs no query; a key made before signed keys reads; a revoked one is refused', async () => {
    const db = aProcess();
    const store = createApiKeyStore(db);
    const { key, secret } = await store.create(companyId, userId, `Signed ${Date.now()}`);
    expect(secret).toMatch(/^tbk_[A-Za-z0-9_-]{65}$/);
    expect(await apiKeyClient(db, secret)).toMatchObject({ keyId: key.id, companyId });

    const before = lookups;
    expect(await apiKeyClient(db, forge(secret, 'tbk_'))).toBeUndefined();
    expect(lookups - before).toBe(0);

    const old = `tbk_${unsigned()}`;
    const [{ id: oldId }] = await real.query<{ id: number }>('insert into api_keys (company_id, name, prefix, key_hash) values ($1, $2, $3, $4) returning id', [companyId, `Unsigned ${Date.now()}`, old.slice(0, 12), tokenDigest(old)]);
    expect(await apiKeyClient(db, old)).toMatchObject({ keyId: oldId, companyId });

    await store.revoke(companyId, key.id);
    await store.revoke(companyId, oldId);
    forgetApiKeys(db);
    expect(await apiKeyClient(db, secret)).toBeUndefined();
    expect(await apiKeyClient(db, old)).toBeUndefined();
  });
});
