import { tokenDigest } from '../auth/tokenDigest.ts';
import { tokenSigner } from '../auth/tokenSigner.ts';
import type { ApiKeySummary, CreatedApiKey } from '../../core/apiKeyWire.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';

/** What every delivery key begins with: a key is told from a staff session token (and found by secret scanners) by it. */
export const API_KEY_PREFIX = 'tbk_';

/** How many leading characters of a key a list shows. */
export const SHOWN_PREFIX_LENGTH = 12;

/** The longest key name, in characters after trimming. */
export const MAX_KEY_NAME = 80;

interface SummaryRow {
  id: number;
  name: string;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
  by_name: string | null;
  by_email: string | null;
}


function toSummary(r: SummaryRow): ApiKeySummary {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    created_at: isoTime(r.created_at),
    created_by: r.by_email === null ? null : { name: r.by_name ?? '', email: r.by_email },
    last_used_at: r.last_used_at === null ? null : isoTime(r.last_used_at),
    revoked_at: r.revoked_at === null ? null : isoTime(r.revoked_at),
  };
}

const SUMMARY = `select k.id, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at, u.name as by_name, u.email as by_email
  from api_keys k left join users u on u.id = k.created_by`;

/**
 * A fresh key: the prefix, 256 random bits and their tag with the server's secret (tokenSigner: a forged
 * key is refused without a query), URL-safe (it travels in a header, and may be pasted into a URL tool).
 */
export async function newApiKey(db: Db): Promise<string> {
  return API_KEY_PREFIX + (await tokenSigner(db)).issue('apiKey');
}

/** Whether a bearer value can be a key at all, signed or made before keys were signed (anything else is refused without a query). */
export function isApiKeyShaped(value: string): boolean {
  return /^tbk_[A-Za-z0-9_-]{43}(?:[A-Za-z0-9_-]{22})?$/.test(value);
}

/** Every read and write of a company's delivery keys, always scoped by company. */
export function createApiKeyStore(db: Db) {
  const one = async (companyId: number, id: number) =>
    (await db.query<SummaryRow>(`${SUMMARY} where k.company_id = $1 and k.id = $2`, [companyId, id]))[0];
  return {
    /** The company's keys, newest first, revoked ones included. */
    async list(companyId: number): Promise<ApiKeySummary[]> {
      return (await db.query<SummaryRow>(`${SUMMARY} where k.company_id = $1 order by k.created_at desc, k.id desc`, [companyId])).map(toSummary);
    },
    /** Makes a key; the secret is in the answer only, the database keeps its digest. */
    async create(companyId: number, userId: number | null, name: string): Promise<CreatedApiKey> {
      const secret = await newApiKey(db);
      const [row] = await db.query<{ id: number }>(
        'insert into api_keys (company_id, name, prefix, key_hash, created_by) values ($1, $2, $3, $4, $5) returning id',
        [companyId, name, secret.slice(0, SHOWN_PREFIX_LENGTH), tokenDigest(secret), userId]);
      return { key: toSummary(await one(companyId, row.id)), secret };
    },
    /** Revokes a key (a second revoke keeps the first time); undefined when it is not this company's. */
    async revoke(companyId: number, id: number): Promise<ApiKeySummary | undefined> {
      const rows = await db.query('update api_keys set revoked_at = coalesce(revoked_at, now()) where company_id = $1 and id = $2 returning id', [companyId, id]);
      return rows.length ? toSummary(await one(companyId, id)) : undefined;
    },
  };
}
