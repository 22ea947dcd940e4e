import type { ResolvedKind } from '../../core/defineKind.ts';
import { simItem, walkRelation, type SimItem } from '../../core/walk/simWorld.ts';
import type { LintWalk, ZoneLintInput } from '../../core/walk/zoneLint.ts';
import type { Db } from '../db/Db.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { liveDocuments } from '../items/liveDocuments.ts';
import type { LiveDocument } from '../overview/readinessTypes.ts';

/** The kinds as one client runs them (its variants), by id. */
export type ClientKinds = ReadonlyMap<string, ResolvedKind>;

/** Every kind as the client runs it (its variant): what the lint and the sentences' field names read. */
export function clientKinds(validator: KindValidator, client: string): ClientKinds {
  return new Map(validator.forClient(client).kinds.map((k) => [k.id, k]));
}

const isPlaced = (kind: ResolvedKind) => !!(kind.place?.triggers || kind.place?.locate);

/** The kinds whose live documents zone lint reads: those with trigger zones or a place, and those with a walk relation. */
export function zoneLintKinds(kinds: ClientKinds): string[] {
  return [...kinds.values()].filter((k) => isPlaced(k) || walkRelation(k)).map((k) => k.id);
}

/**
 * Zone lint's input from a company's live documents (they must include every kind of `zoneLintKinds`;
 * others are skipped): every item with trigger zones or a place, and every item with a walk relation
 * with its stops in order. A stop that is archived, or whose link is, stays in the list without an
 * item: it fires nothing, but the indices of the others stay those of the relation.
 */
export async function zoneLintInput(db: Db, kinds: ClientKinds, companyId: number, docs: readonly LiveDocument[]): Promise<ZoneLintInput> {
  const walkOf = new Map<string, string>();
  for (const kind of kinds.values()) {
    const rel = walkRelation(kind);
    if (rel) walkOf.set(kind.id, rel);
  }
  const items: SimItem[] = [];
  const owners = new Map<string, LintWalk & { stops: { kind: string; id: number; archived?: boolean }[] }>();
  for (const d of docs) {
    const kind = kinds.get(d.kind);
    const relation = walkOf.get(d.kind);
    if (!kind || (!isPlaced(kind) && !relation)) continue;
    let item: SimItem | undefined;
    try {
      item = simItem({ kind, id: d.id, record: d.doc });
    } catch {
      // A record its kind cannot read (a half-migrated document) fires nothing; the kind's own lint tells.
    }
    if (item && isPlaced(kind)) items.push(item);
    if (relation) owners.set(`${d.kind}:${d.id}`, { kind: d.kind, id: d.id, title: item?.title ?? d.title, relation, stops: [] });
  }
  if (owners.size) {
    const links = await db.query<{ owner_kind: string; owner_id: number; name: string; target_kind: string; target_id: number; live: boolean }>(
      `select l.owner_kind, l.owner_id, l.name, l.target_kind, l.target_id, not (l.is_archived or t.is_archived) as live
         from links l join items t on t.company_id = l.company_id and t.kind = l.target_kind and t.id = l.target_id
        where l.company_id = $1 and l.sort = 'rel' and l.owner_kind = any($2::text[]) and l.name = any($3::text[])
        order by l.owner_kind, l.owner_id, l.position, l.id`,
      [companyId, [...walkOf.keys()], [...new Set(walkOf.values())]]);
    for (const l of links) {
      const owner = owners.get(`${l.owner_kind}:${l.owner_id}`);
      if (!owner || walkOf.get(l.owner_kind) !== l.name) continue;
      owner.stops.push({ kind: l.target_kind, id: l.target_id, ...(l.live ? {} : { archived: true }) });
    }
  }
  return { items, walks: [...owners.values()] };
}

/** Zone lint's input for one company, read from the database on its own (the zone-lint endpoint). */
export async function loadZoneLintInput(db: Db, kinds: ClientKinds, companyId: number): Promise<ZoneLintInput> {
  return zoneLintInput(db, kinds, companyId, await liveDocuments(db, companyId, zoneLintKinds(kinds)));
}
