import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { simItem, walkRelation, type SimItem } from '../../core/walk/simWorld.ts';
import type { LintWalk, ZoneLintInput } from '../../core/walk/zoneLint.ts';
import type { Db } from '../db/Db.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { liveDocuments } from '../overview/liveDocuments.ts';

/** Zone lint's input for one company, and the kinds as its client runs them (for field names). */
export interface CompanyZoneInput extends ZoneLintInput {
  kinds: ReadonlyMap<string, ResolvedKind>;
}

const titleOf = (kind: ResolvedKind, id: number, doc: Record<string, unknown>): string => {
  try {
    return kind.toListItem(doc).title || `#${id}`;
  } catch {
    return `#${id}`;
  }
};

/**
 * Reads, for a company, every live (non-archived) item of the kinds that declare trigger zones or a
 * place (as the client runs each kind: its variant), and every live item of a kind with a walk
 * relation with its stops in order. A stop that is archived, or whose link is, stays in the list
 * without an item: it fires nothing, but the indices of the others stay those of the relation.
 */
export async function loadZoneLintInput(db: Db, registry: KindRegistry, validator: KindValidator, companyId: number, client: string): Promise<CompanyZoneInput> {
  const kinds = new Map<string, ResolvedKind>();
  const placed: string[] = [];
  const walkOf = new Map<string, string>();
  for (const kind of registry.kinds) {
    const forClient = validator.kindFor(kind, client);
    kinds.set(kind.id, forClient);
    if (forClient.triggers || forClient.locate) placed.push(kind.id);
    const rel = walkRelation(forClient);
    if (rel) walkOf.set(kind.id, rel);
  }
  const docs = await liveDocuments(db, companyId, [...new Set([...placed, ...walkOf.keys()])]);
  const items: SimItem[] = [];
  const owners = new Map<string, LintWalk & { stops: { kind: string; id: number; archived?: boolean }[] }>();
  for (const d of docs) {
    const kind = kinds.get(d.kind)!;
    if (placed.includes(d.kind)) {
      try {
        items.push(simItem({ kind, id: d.id, record: d.doc }));
      } catch {
        // A record its kind cannot read (a half-migrated document) fires nothing; the kind's own lint tells.
      }
    }
    const relation = walkOf.get(d.kind);
    if (relation) owners.set(`${d.kind}:${d.id}`, { kind: d.kind, id: d.id, title: titleOf(kind, d.id, d.doc), relation, stops: [] });
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
  return { items, walks: [...owners.values()], kinds };
}
