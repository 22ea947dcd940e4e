import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/Db.ts';

/** How an event id a stream sends looks: 16 bytes, base64url. */
export const LIVE_EVENT_ID = /^[A-Za-z0-9_-]{22}$/;

/** The ids a company's streams see for the rows of live_events, and back. */
export interface LiveEventIds {
  /** The id company `companyId` is shown for row `id` (0: before its first event). */
  of(companyId: number, id: number): string;
  /** The row an id shown to `companyId` stands for; undefined for anything else (another company's id, another database's, a made-up one). */
  read(companyId: number, text: string): number | undefined;
}

const SECRET_NAME = 'liveEventIds';

/**
 * Event ids that tell a company nothing about the others. The rows of live_events are numbered across
 * companies, so a plain number would let one company count the others' writes; each id a stream sends is
 * instead one AES block holding the row number and the company, under a key every process of the database
 * shares (table token_secrets). It cannot be read or made without the key, is the same on every process (a
 * reconnect with Last-Event-ID may reach another one), and an id shown to one company is nothing to another.
 */
export function liveEventIdsWith(key: Buffer): LiveEventIds {
  return {
    of(companyId, id) {
      const block = Buffer.alloc(16);
      block.writeBigUInt64BE(BigInt(id), 0);
      block.writeUInt32BE(companyId, 8);
      const c = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      return Buffer.concat([c.update(block), c.final()]).toString('base64url');
    },
    read(companyId, text) {
      if (!LIVE_EVENT_ID.test(text)) return undefined;
      const d = createDecipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      const block = Buffer.concat([d.update(Buffer.from(text, 'base64url')), d.final()]);
      // The last four bytes are zero in every id made here: anything else was not made with this key.
      if (block.readUInt32BE(8) !== companyId || block.readUInt32BE(12) !== 0) return undefined;
      const id = block.readBigUInt64BE(0);
      return id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : undefined;
    },
  };
}

/** The event ids of `db`'s streams, with the key the first process to ask stored there. */
export async function loadLiveEventIds(db: Db): Promise<LiveEventIds> {
  await db.query('insert into token_secrets (name, secret) values ($1, $2) on conflict (name) do nothing', [SECRET_NAME, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ secret: string }>('select secret from token_secrets where name = $1', [SECRET_NAME]);
  return liveEventIdsWith(Buffer.from(row.secret, 'base64url'));
}
