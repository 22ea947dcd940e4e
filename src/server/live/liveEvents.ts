import type { Db } from '../db/Db.ts';
import type { LiveAction, LiveItemEvent } from '../../core/liveWire.ts';
import type { RevisionAction, RevisionChange, RevisionRecorder } from '../revisions/recordRevision.ts';

export type { LiveAction } from '../../core/liveWire.ts';
/** The data of an `event: item`, as the stream sends it. */
export type ItemEvent = LiveItemEvent;

/** The PostgreSQL channel every process listens on: item events (stored first) and presence (never stored). */
export const LIVE_CHANNEL = 'tourbench_live';

// Actions a revision names outright; an `update` is told apart by what it changed (see actionOf).
const NAMED: Partial<Record<RevisionAction, LiveAction>> = {
  create: 'created', publish: 'published', 'un-publish': 'unpublished', delete: 'archived', restore: 'restored', destroy: 'destroyed',
  discard: 'discarded',
};

type Relations = Record<string, { kind: string; id: number }[]> | null;

/**
 * An update's action from the revision before it: its document moved → updated; else its relation
 * links did (only added → linked, only removed → unlinked, the same ones in another order → reordered);
 * else its translations did → translated. Anything else (a link's own lifecycle, a review step) is `updated`.
 */
export function actionOf(action: RevisionAction, before: { exists: boolean; dataMoved: boolean; textsMoved: boolean; relations: Relations }, relationsNow: Relations): LiveAction {
  const named = NAMED[action];
  if (named) return named;
  if (action !== 'update' || !before.exists || before.dataMoved) return 'updated';
  const was = before.relations ?? {};
  const now = relationsNow ?? {};
  let added = false, removed = false, moved = false;
  for (const name of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const a = (was[name] ?? []).map((t) => `${t.kind}:${t.id}`);
    const b = (now[name] ?? []).map((t) => `${t.kind}:${t.id}`);
    const setA = new Set(a), setB = new Set(b);
    if (b.some((x) => !setA.has(x))) added = true;
    if (a.some((x) => !setB.has(x))) removed = true;
    if (a.length === b.length && a.join() !== b.join()) moved = true;
  }
  if (added || removed) return added && removed ? 'updated' : added ? 'linked' : 'unlinked';
  if (moved) return 'reordered';
  return before.textsMoved ? 'translated' : 'updated';
}

/** The live event of a recorded revision, from what it changed. */
function eventOf(itemId: number, r: RevisionChange): ItemEvent {
  return {
    kind: r.kind, id: itemId, version: r.version,
    action: actionOf(r.action, { exists: r.had_before, dataMoved: r.data_moved, textsMoved: r.texts_moved, relations: r.rel_before }, r.rel_now),
    by: r.user_id == null ? null : { id: r.user_id, name: r.user_name ?? '' },
    at: r.at,
  };
}

/**
 * Stores a live event in the write's own transaction (a rolled-back write announces nothing), and on
 * PostgreSQL notifies every process's listener — a notification PostgreSQL delivers only when that
 * transaction commits. Returns the event's row id.
 */
async function insertLiveEvent(db: Db, companyId: number, event: ItemEvent): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(`with e as (insert into live_events (company_id, payload) values ($1, $2::jsonb) returning id, company_id, payload) ${told(db)}`,
    [companyId, JSON.stringify(event)]);
  return Number(row.id);
}

/** Stores the live event of revision `n` of the item (read back from the revisions), as `insertLiveEvent` does. Returns the event. */
export async function storeLiveEvent(db: Db, itemId: number, n: number): Promise<{ event: ItemEvent; id: number; companyId: number } | undefined> {
  const [r] = await db.query<RevisionChange>(
    `select r.company_id, r.kind, r.version, r.action, r.user_id, u.name as user_name,
            to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            p.n is not null as had_before, r.data is distinct from p.data as data_moved,
            r.translations is distinct from p.translations as texts_moved, r.relations as rel_now, p.relations as rel_before
       from revisions r
       left join revisions p on p.item_id = r.item_id and p.n = r.n - 1
       left join users u on u.id = r.user_id
      where r.item_id = $1 and r.n = $2`, [itemId, n]);
  if (!r) return undefined;
  const event = eventOf(itemId, r);
  return { event, id: await insertLiveEvent(db, r.company_id, event), companyId: r.company_id };
}

// The select after an insert … returning (id, company_id, payload) into `e`: on PostgreSQL it notifies every process's listener.
const told = (db: Db) => (db.engine === 'postgres'
  ? `select e.id, pg_notify('${LIVE_CHANNEL}', json_build_object('t', 'item', 'id', e.id, 'c', e.company_id, 'p', e.payload)::text) from e`
  : 'select e.id from e');

/**
 * A destroy takes the item's relation links with it (destroyItem deletes them, recording no revision of their owners):
 * each owner that listed it gets an `unlinked` event, by the same user at the same time.
 */
async function storeUnlinkedOwners(db: Db, companyId: number, kind: string, itemId: number, destroyed: ItemEvent): Promise<void> {
  await db.query(
    `with e as (
       insert into live_events (company_id, payload)
       select $1, jsonb_build_object('kind', o.owner_kind, 'id', o.owner_id, 'version', o.version, 'action', 'unlinked', 'by', $4::jsonb, 'at', $5::text)
         from (select distinct l.owner_kind, l.owner_id, i.version
                 from links l join items i on i.company_id = l.company_id and i.kind = l.owner_kind and i.id = l.owner_id
                where l.company_id = $1 and l.target_kind = $2 and l.target_id = $3 and l.sort = 'rel'
                  and not (l.owner_kind = $2 and l.owner_id = $3)
                order by l.owner_kind, l.owner_id) o
       returning id, company_id, payload) ${told(db)}`,
    [companyId, kind, itemId, JSON.stringify(destroyed.by), destroyed.at]);
}

/**
 * A kind's own list order moved (`POST /api/{x}/sync`): no revision records it (the order is no part of
 * a document), so its events are stored here, one `reordered` per item whose place changed, carrying the
 * item's unchanged version: every view matching by kind or by item sees it, and a list reloads once per batch.
 */
export async function storeReorderedEvents(db: Db, companyId: number, userId: number, kind: string, ids: readonly number[]): Promise<void> {
  await db.query(
    `with e as (
       insert into live_events (company_id, payload)
       select i.company_id, jsonb_build_object('kind', i.kind, 'id', i.id, 'version', i.version, 'action', 'reordered',
                'by', jsonb_build_object('id', u.id, 'name', coalesce(u.name, '')),
                'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         from unnest($4::int[]) with ordinality as o(id, ord)
         join items i on i.company_id = $1 and i.kind = $3 and i.id = o.id
         join users u on u.id = $2
        order by o.ord
       returning id, company_id, payload) ${told(db)}`,
    [companyId, userId, kind, ids]);
}

/** Told once a recorded change's event is stored: with the event when the write's transaction can say when it has committed. */
export type EventStored = (committed?: { afterCommit: (fn: () => void) => void; id: number; companyId: number; event: ItemEvent }) => void;

/**
 * The recorder every write path already calls (createApp hands it to the item writer, the relation,
 * lifecycle, translation and review routes), extended to store each recorded change's live event:
 * no write path has to remember to announce anything. A write nobody made (the demo seed) is not announced.
 * `stored` is told once the event is in the write's transaction. A recorder that can give what the revision
 * changed in its own statement (`record.change`) saves reading the revision back.
 */
export function liveRecorder(record: RevisionRecorder, stored: EventStored): RevisionRecorder {
  return async (db, caller, kind, itemId, action, restoredFrom, comment) => {
    if (caller.userId === undefined) return record(db, caller, kind, itemId, action, restoredFrom, comment);
    let n: number | undefined;
    let told: { event: ItemEvent; id: number; companyId: number } | undefined;
    if (record.change) {
      const recorded = await record.change(db, caller, kind, itemId, action, restoredFrom, comment);
      n = recorded?.n;
      if (recorded) {
        const event = eventOf(itemId, recorded.change);
        told = { event, id: await insertLiveEvent(db, recorded.change.company_id, event), companyId: recorded.change.company_id };
      }
    } else {
      n = await record(db, caller, kind, itemId, action, restoredFrom, comment);
      if (n !== undefined) told = await storeLiveEvent(db, itemId, n);
    }
    if (!told) return n;
    // Recorded before the destroy deletes anything: the links are still there to name their owners.
    if (action === 'destroy') {
      await storeUnlinkedOwners(db, caller.companyId, kind, itemId, told.event);
      stored();
    } else {
      stored(db.afterCommit ? { afterCommit: db.afterCommit, ...told } : undefined);
    }
    return n;
  };
}
