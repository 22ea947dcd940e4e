import { admittedLookup } from '../auth/admittedLookup.ts';
import { tokenDigest } from '../auth/tokenDigest.ts';
import { cachesOf } from '../cache/withCaches.ts';
import { API_KEY_PREFIX } from './apiKeyStore.ts';
import type { Db } from '../db/Db.ts';

/** The client a delivery key reads for; every delivery query is scoped by `companyId`. */
export interface ApiKeyClient {
  keyId: number;
  companyId: number;
  /** The company's slug: names its schema overrides (variant and patch). */
  companySlug: string;
  /** The client's content languages, the base first. */
  languages: string[];
}

/** `last_used_at` moves at most this often per key: a busy app must not turn every read into a write. */
export const LAST_USED_EVERY_MS = 60_000;

// One "last written" clock per database (one server process holds one); the key cache is the database's (withCaches).
const clocks = new WeakMap<Db, Map<number, number>>();

function touchedOf(db: Db): Map<number, number> {
  let touched = clocks.get(db);
  if (!touched) {
    touched = new Map();
    clocks.set(db, touched);
  }
  return touched;
}

async function lookUp(db: Db, secret: string): Promise<ApiKeyClient | undefined> {
  const rows = await db.query<{ id: number; company_id: number; slug: string; languages: string[] | null }>(
    `select k.id, k.company_id, c.slug, c.settings -> 'languages' as languages
       from api_keys k join companies c on c.id = k.company_id
      where k.key_hash = $1 and k.revoked_at is null`,
    [tokenDigest(secret)]);
  const r = rows[0];
  if (!r) return undefined;
  const languages = Array.isArray(r.languages) && r.languages.length ? r.languages : ['en'];
  return { keyId: r.id, companyId: r.company_id, companySlug: r.slug, languages };
}

/**
 * Notes the key's use without making the read wait: at most once a minute per key and process, and
 * the statement is sent, not awaited. A failed note is no failed read.
 */
function touch(db: Db, client: ApiKeyClient): void {
  const touched = touchedOf(db);
  const now = performance.now();
  const last = touched.get(client.keyId);
  if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
  touched.set(client.keyId, now);
  if (touched.size > 10_000) touched.delete(touched.keys().next().value!);
  db.query(`update api_keys set last_used_at = now() where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`, [client.keyId])
    .catch(() => touched.delete(client.keyId));
}

/**
 * The client behind a live key, or undefined for an unknown or revoked one. On a database with caches
 * (withCaches) a key looked up less than 500 ms ago is answered without waiting (not a promise): a
 * revoke through this process forgets every key at once, one through another process is seen within
 * 500 ms — as for staff sessions.
 */
export function apiKeyClient(db: Db, secret: string): ApiKeyClient | undefined | Promise<ApiKeyClient | undefined> {
  const keys = cachesOf(db)?.apiKeys;
  // A forged key costs no query, an unsigned unknown one queues (admittedLookup).
  const load = () => admittedLookup(db, 'apiKey', secret.slice(API_KEY_PREFIX.length), keys?.known(secret) ?? false, () => lookUp(db, secret));
  if (!keys) return load().then((client) => noted(db, client));
  const hit = keys.peek(secret);
  if (hit) return noted(db, hit);
  return keys.get(secret, load).then((client) => noted(db, client));
}

function noted(db: Db, client: ApiKeyClient | undefined): ApiKeyClient | undefined {
  if (client) touch(db, client);
  return client;
}

/**
 * Forgets every looked-up key of this process (after a revoke, so the revoked key is refused on the next
 * request). A write to `companies` (slug, content languages) forgets them too (withCaches).
 */
export function forgetApiKeys(db: Db): void {
  cachesOf(db)?.apiKeys.clear();
}
