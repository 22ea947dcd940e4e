import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindVariant, type KindRecord, type ListItem, type ResolvedKind } from '../../core/defineKind.ts';
import { itemState } from '../../core/lifecycle.ts';
import { relationOffered, relationTargets, type GeoPoint, type LinkAction, type RelationDefinition, type WireLink, type WireOwnerLink } from '../../core/relations.ts';
import { companyHasItem } from '../items/companyHasItem.ts';
import { STORED_BASE_VARIANT, wireVariant } from '../items/wireSql.ts';
import type { Db } from '../db/Db.ts';

/** Where a relation lives: the owner kind's id and the relation's name (`tk_tour` + `stops`). */
export interface RelationRef {
  ownerKind: string;
  relation: string;
}

/** Options of a link list. */
export interface ListLinksOptions {
  /**
   * Only what a visitor may see: the target is published and not archived and, for a relation with
   * a link lifecycle, the link is too (the delivery API). Default false: every link (the console).
   */
  visibleOnly?: boolean;
}

/** Why a link could not be made. */
export type LinkRefusal = 'owner' | 'target' | 'duplicate' | 'self' | 'shape';

/** Why a reorder was refused. */
export type ReorderRefusal = 'owner' | 'ids';

interface LinkRow {
  id: number;
  owner_id: number;
  target_id: number;
  target_kind: string;
  position: number;
  is_published: boolean;
  was_published: boolean;
  is_archived: boolean;
  t_data: KindRecord;
  t_variant: string | null;
  t_is_published: boolean;
  t_was_published: boolean;
  t_is_archived: boolean;
}

// Relation links only ('rel'); references ('ref') live in the same table and are another store's business.
const LINK_SELECT = `select l.id, l.owner_id, l.target_id, l.target_kind, l.position, l.is_published, l.was_published, l.is_archived,
       t.data as t_data, t.variant as t_variant, t.is_published as t_is_published, t.was_published as t_was_published, t.is_archived as t_is_archived
  from links l
  join items t on t.company_id = l.company_id and t.kind = l.target_kind and t.id = l.target_id`;

const OWNER_LINKS = `l.company_id = $1 and l.owner_kind = $2 and l.owner_id = $3 and l.sort = 'rel' and l.name = $4`;

// One UPDATE per link action; publishing an archived link un-archives it (SPEC §4: publishing restores first).
const LINK_ACTION_SQL: Record<LinkAction, string> = {
  publish: 'is_published = true, was_published = true, is_archived = false',
  'un-publish': 'is_published = false',
  archive: 'is_archived = true, is_published = false',
  'un-archive': 'is_archived = false',
};

function relationOf(registry: KindRegistry, ref: RelationRef): { owner: ResolvedKind; rel: RelationDefinition } {
  const owner = registry.get(ref.ownerKind);
  const rel = owner.relations?.[ref.relation];
  if (!rel) throw new Error(`kind "${ref.ownerKind}" has no relation "${ref.relation}"`);
  return { owner, rel };
}

/**
 * The kind id a link call names: the relation's one target kind, or for a relation with several the
 * kind the path gave, when it is one of them; undefined when it is not.
 */
export function linkTargetKind(rel: RelationDefinition, given?: string): string | undefined {
  const kinds = relationTargets(rel);
  if (given === undefined) return kinds.length === 1 ? kinds[0] : undefined;
  return kinds.includes(given) ? given : undefined;
}

const isPoint = (p: unknown): p is GeoPoint => !!p && typeof p === 'object'
  && Number.isFinite((p as GeoPoint).latitude) && Number.isFinite((p as GeoPoint).longitude)
  && Math.abs((p as GeoPoint).latitude) <= 90 && Math.abs((p as GeoPoint).longitude) <= 180;

/**
 * The target's list item as its kind (in the variant the item was written in) shows it, and where its
 * kind places it on the map; never throws.
 */
function listItemOf(registry: KindRegistry, kindId: string, variant: string | null, doc: KindRecord): ListItem & { location?: GeoPoint } {
  let kind: ResolvedKind;
  try {
    kind = registry.get(kindId);
    if (variant && kind.variants?.[variant]) kind = kindVariant(kind, variant);
  } catch {
    return { title: '' };
  }
  let item: ListItem;
  try {
    const li = kind.list.toListItem(doc ?? {});
    item = li && typeof li === 'object' ? li : { title: '' };
  } catch {
    item = { title: '' };
  }
  try {
    const at = kind.place?.locate?.(doc ?? {});
    if (isPoint(at)) return { ...item, location: { latitude: Number(at.latitude), longitude: Number(at.longitude) } };
  } catch {
    // A half-filled record is simply not placed.
  }
  return item;
}

function toWireLink(registry: KindRegistry, row: LinkRow): WireLink {
  const item = listItemOf(registry, row.target_kind, row.t_variant, row.t_data);
  const target: WireLink['target'] = {
    id: row.target_id,
    title: typeof item.title === 'string' ? item.title : String(item.title ?? ''),
    state: itemState({ is_published: row.t_is_published, was_published: row.t_was_published, is_archived: row.t_is_archived }),
  };
  if (typeof item.ingress === 'string') target.ingress = item.ingress;
  if (typeof item.thumbnail === 'string') target.thumbnail = item.thumbnail;
  if (typeof item.url === 'string') target.url = item.url;
  if (item.location) target.location = item.location;
  return {
    id: row.id,
    owner_id: row.owner_id,
    target_id: row.target_id,
    target_kind: row.target_kind,
    position: row.position,
    state: itemState(row),
    is_published: row.is_published,
    is_archived: row.is_archived,
    target,
  };
}

async function readLinks(db: Db, registry: KindRegistry, companyId: number, ref: RelationRef, ownerId: number, opts: ListLinksOptions = {}): Promise<WireLink[]> {
  const { rel } = relationOf(registry, ref);
  let where = OWNER_LINKS;
  if (opts.visibleOnly) {
    where += ' and t.is_published and not t.is_archived';
    if (rel.lifecycle) where += ' and l.is_published and not l.is_archived';
  }
  const rows = await db.query<LinkRow>(`${LINK_SELECT} where ${where} order by l.position, l.id`, [companyId, ref.ownerKind, ownerId, ref.relation]);
  return rows.map((r) => toWireLink(registry, r));
}

async function readLink(db: Db, registry: KindRegistry, companyId: number, ref: RelationRef, linkId: number): Promise<WireLink | undefined> {
  const rows = await db.query<LinkRow>(
    `${LINK_SELECT} where l.company_id = $1 and l.owner_kind = $2 and l.sort = 'rel' and l.name = $3 and l.id = $4`,
    [companyId, ref.ownerKind, ref.relation, linkId],
  );
  return rows[0] && toWireLink(registry, rows[0]);
}

/**
 * An owner's links of one relation, ordered by position then id, each with its target's list item and
 * state; undefined when the owner is not this company's item of that kind. For the console's preview
 * and the delivery API as well as the relation routes.
 */
export async function listRelationLinks(
  db: Db, registry: KindRegistry, companyId: number, ref: RelationRef, ownerId: number, opts: ListLinksOptions = {},
): Promise<WireLink[] | undefined> {
  relationOf(registry, ref);
  if (!(await companyHasItem(db, companyId, ref.ownerKind, ownerId))) return undefined;
  return readLinks(db, registry, companyId, ref, ownerId, opts);
}

/** A target's links of one relation, each with its owner's list item and state (the target's editor: a game's stations). */
async function readOwnerLinks(db: Db, registry: KindRegistry, companyId: number, ref: RelationRef, targetKind: string, targetId: number): Promise<WireOwnerLink[]> {
  const rows = await db.query<LinkRow>(
    `select l.id, l.owner_id, l.target_id, l.target_kind, l.position, l.is_published, l.was_published, l.is_archived,
            o.data as t_data, o.variant as t_variant, o.is_published as t_is_published, o.was_published as t_was_published, o.is_archived as t_is_archived
       from links l
       join items o on o.company_id = l.company_id and o.kind = l.owner_kind and o.id = l.owner_id
      where l.company_id = $1 and l.owner_kind = $2 and l.sort = 'rel' and l.name = $3 and l.target_kind = $4 and l.target_id = $5
      order by l.owner_id, l.id`,
    [companyId, ref.ownerKind, ref.relation, targetKind, targetId]);
  return rows.map((r) => {
    const { target, ...link } = toWireLink(registry, { ...r, target_kind: ref.ownerKind });
    return { ...link, target_kind: targetKind, owner: { ...target, id: r.owner_id } };
  });
}

/**
 * Makes the owner's links of one relation exactly `targetIds`, in that order (a write's `bodyField`):
 * links to targets still listed keep their id and lifecycle, the others go, new ones are added. Runs
 * inside the caller's transaction; the targets must already be checked as the company's.
 */
export async function setRelationLinks(db: Db, companyId: number, ref: RelationRef, rel: RelationDefinition, ownerId: number, targetIds: readonly number[]): Promise<void> {
  // `bodyField` is refused at start-up on a relation with several target kinds (checkKind).
  const target = relationTargets(rel)[0];
  await db.query(
    `delete from links l where ${OWNER_LINKS} and not (l.target_kind = $5 and l.target_id = any($6::int[]))`,
    [companyId, ref.ownerKind, ownerId, ref.relation, target, targetIds]);
  await db.query(
    `insert into links (company_id, owner_kind, owner_id, sort, name, target_kind, target_id, on_destroy, position)
     select $1, $2, $3, 'rel', $4, $5, t.id, $7, t.ord - 1
       from unnest($6::int[]) with ordinality as t(id, ord)
      where not exists (select 1 from links l where ${OWNER_LINKS} and l.target_kind = $5 and l.target_id = t.id)`,
    [companyId, ref.ownerKind, ownerId, ref.relation, target, targetIds, rel.onTargetDestroy ?? 'remove']);
  await db.query(
    `update links l set position = t.ord - 1
       from unnest($6::int[]) with ordinality as t(id, ord)
      where ${OWNER_LINKS} and l.target_kind = $5 and l.target_id = t.id`,
    [companyId, ref.ownerKind, ownerId, ref.relation, target, targetIds]);
}

/** Every read and write of relation links, always scoped by company, owner kind and relation name. */
export function createRelationStore(db: Db, registry: KindRegistry) {
  return {
    /** See `listRelationLinks`. */
    list(companyId: number, ref: RelationRef, ownerId: number, opts: ListLinksOptions = {}) {
      return listRelationLinks(db, registry, companyId, ref, ownerId, opts);
    },

    /**
     * The links of the relation that point at this target, with their owners; undefined when the target
     * is not this company's item of a kind the relation links (`targetKind`: see `linkTargetKind`).
     */
    async ofTarget(companyId: number, ref: RelationRef, targetId: number, targetKind?: string): Promise<WireOwnerLink[] | undefined> {
      const { rel } = relationOf(registry, ref);
      const kind = linkTargetKind(rel, targetKind);
      if (!kind || !(await companyHasItem(db, companyId, kind, targetId))) return undefined;
      return readOwnerLinks(db, registry, companyId, ref, kind, targetId);
    },

    /** One link by its id, when it is this company's link of that owner kind and relation. */
    get(companyId: number, ref: RelationRef, linkId: number) {
      return readLink(db, registry, companyId, ref, linkId);
    },

    /** The kind of the item a link points at; undefined when it is not this company's link of that relation. */
    async targetKindOfLink(companyId: number, ref: RelationRef, linkId: number): Promise<string | undefined> {
      const rows = await db.query<{ target_kind: string }>(
        `select target_kind from links where company_id = $1 and owner_kind = $2 and sort = 'rel' and name = $3 and id = $4`,
        [companyId, ref.ownerKind, ref.relation, linkId]);
      return rows[0]?.target_kind;
    },

    /**
     * Links the target to the owner at the end of the list; the owner's row is locked for the
     * transaction, so concurrent links of one owner neither duplicate nor share a position.
     */
    async link(companyId: number, ref: RelationRef, ownerId: number, targetId: number, targetKind?: string): Promise<{ link: WireLink } | { refused: LinkRefusal }> {
      const { owner, rel } = relationOf(registry, ref);
      const target = linkTargetKind(rel, targetKind);
      if (!target) return { refused: 'target' };
      return db.transaction(async (tx) => {
        const found = await tx.query<{ variant: string }>(
          'select variant from items where company_id = $1 and kind = $2 and id = $3 for update', [companyId, ref.ownerKind, ownerId]);
        if (!found.length) return { refused: 'owner' as const };
        // Key-share lock: a destroy of the target running now waits for this link (and then sees it), never a 500.
        if (!(await companyHasItem(tx, companyId, target, targetId, 'key share'))) return { refused: 'target' as const };
        // Only the owner's shapes that have the relation take links (a newer station has no linked games).
        if (!relationOffered(rel, wireVariant(found[0].variant, owner.defaultVariant ?? STORED_BASE_VARIANT))) return { refused: 'shape' as const };
        if (target === ref.ownerKind && targetId === ownerId) return { refused: 'self' as const };
        const dup = await tx.query(
          `select l.id from links l where ${OWNER_LINKS} and l.target_kind = $5 and l.target_id = $6`,
          [companyId, ref.ownerKind, ownerId, ref.relation, target, targetId],
        );
        if (dup.length) return { refused: 'duplicate' as const };
        const rows = await tx.query<{ id: number }>(
          `insert into links (company_id, owner_kind, owner_id, sort, name, target_kind, target_id, on_destroy, position)
           values ($1, $2, $3, 'rel', $4, $5, $6, $7,
                   coalesce((select max(l.position) + 1 from links l where ${OWNER_LINKS}), 0))
           returning id`,
          [companyId, ref.ownerKind, ownerId, ref.relation, target, targetId, rel.onTargetDestroy ?? 'remove'],
        );
        return { link: (await readLink(tx, registry, companyId, ref, rows[0].id))! };
      });
    },

    /** Removes the owner's link to the target; false when there is none (or either is not this company's). */
    async unlink(companyId: number, ref: RelationRef, ownerId: number, targetId: number, targetKind?: string): Promise<boolean> {
      const { rel } = relationOf(registry, ref);
      const target = linkTargetKind(rel, targetKind);
      if (!target) return false;
      const rows = await db.query(
        `delete from links l where ${OWNER_LINKS} and l.target_kind = $5 and l.target_id = $6 returning l.id`,
        [companyId, ref.ownerKind, ownerId, ref.relation, target, targetId],
      );
      return rows.length > 0;
    },

    /** Removes one link by its id; false when it is not this company's link of that relation. */
    async remove(companyId: number, ref: RelationRef, linkId: number): Promise<boolean> {
      const rows = await db.query(
        `delete from links where company_id = $1 and owner_kind = $2 and sort = 'rel' and name = $3 and id = $4 returning id`,
        [companyId, ref.ownerKind, ref.relation, linkId],
      );
      return rows.length > 0;
    },

    /** Applies a link lifecycle action; undefined when the link is not this company's link of that relation. */
    async act(companyId: number, ref: RelationRef, linkId: number, action: LinkAction): Promise<WireLink | undefined> {
      const rows = await db.query(
        `update links set ${LINK_ACTION_SQL[action]}
          where company_id = $1 and owner_kind = $2 and sort = 'rel' and name = $3 and id = $4 returning id`,
        [companyId, ref.ownerKind, ref.relation, linkId],
      );
      if (!rows.length) return undefined;
      return readLink(db, registry, companyId, ref, linkId);
    },

    /**
     * Sets the positions of the owner's links in the order given. `ids` must be exactly the owner's
     * links of the relation, each once; answers the reordered list.
     */
    async reorder(companyId: number, ref: RelationRef, ownerId: number, ids: number[]): Promise<{ links: WireLink[] } | { refused: ReorderRefusal }> {
      relationOf(registry, ref);
      return db.transaction(async (tx) => {
        if (!(await companyHasItem(tx, companyId, ref.ownerKind, ownerId, 'update'))) return { refused: 'owner' as const };
        const current = await tx.query<{ id: number }>(`select l.id from links l where ${OWNER_LINKS}`, [companyId, ref.ownerKind, ownerId, ref.relation]);
        const have = new Set(current.map((r) => r.id));
        if (new Set(ids).size !== ids.length || ids.length !== have.size || !ids.every((id) => have.has(id))) return { refused: 'ids' as const };
        if (ids.length) {
          await tx.query(
            `update links l set position = o.ord - 1
               from unnest($5::int[]) with ordinality as o(id, ord)
              where l.id = o.id and ${OWNER_LINKS}`,
            [companyId, ref.ownerKind, ownerId, ref.relation, ids],
          );
        }
        return { links: await readLinks(tx, registry, companyId, ref, ownerId) };
      });
    },
  };
}

/** The store built by `createRelationStore`. */
export type RelationStore = ReturnType<typeof createRelationStore>;
