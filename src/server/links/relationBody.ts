import type { ResolvedKind } from '../../core/defineKind.ts';
import { relationOffered, type RelationDefinition } from '../../core/relations.ts';
import type { Db } from '../db/Db.ts';
import type { FieldError } from '../kinds/createKindValidator.ts';
import { invalidFields } from '../kinds/createKindValidator.ts';
import { setRelationLinks } from './relationStore.ts';
import { wholeNumber } from '../http/idParam.ts';

/** The links a write body asks for: per relation with a `bodyField`, the target ids in order. */
export interface BodyLinks {
  relation: string;
  rel: RelationDefinition;
  field: string;
  ids: number[];
}

const MAX_LINKS = 1000;

/** One id as a body may send it: a whole number, or digits (multipart sends text). */
function asId(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31) return v;
  const n = typeof v === 'string' ? wholeNumber(v.trim()) : undefined;
  if (n !== undefined && n > 0) return n;
  return undefined;
}

/**
 * Takes the relations' `bodyField`s (and their wire-only `inItem` keys) out of a write body: the rest is
 * the document. A list of ids (JSON array, repeated or `[]` multipart fields, one id, or ids separated
 * by commas); an empty text or list unlinks everything. 400 naming the field for anything else, or
 * when the caller's shape of the kind has no such relation.
 */
export function takeBodyLinks(kind: ResolvedKind, body: Record<string, unknown>): { body: Record<string, unknown>; links: BodyLinks[] } {
  const rest = { ...body };
  const links: BodyLinks[] = [];
  const errors: FieldError[] = [];
  for (const [relation, rel] of Object.entries(kind.relations ?? {})) {
    if (rel.inItem) delete rest[rel.inItem.key];
    const field = rel.bodyField;
    if (!field || !Object.hasOwn(rest, field)) continue;
    const raw = rest[field];
    delete rest[field];
    if (!relationOffered(rel, kind.variant)) {
      errors.push({ field, message: `is not offered by the "${kind.variant}" shape of ${kind.id}` });
      continue;
    }
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').filter((x) => x.trim() !== '') : raw === null ? [] : [raw];
    if (list.length > MAX_LINKS) { errors.push({ field, message: `must list at most ${MAX_LINKS} ids` }); continue; }
    const ids: number[] = [];
    list.forEach((v, i) => {
      const id = asId(v);
      if (id === undefined) errors.push({ field: `${field}.${i}`, message: `must be the id of a ${rel.target}` });
      else if (ids.includes(id)) errors.push({ field: `${field}.${i}`, message: `lists ${rel.target} ${id} twice` });
      else ids.push(id);
    });
    links.push({ relation, rel, field, ids });
  }
  if (errors.length) throw invalidFields(errors);
  return { body: rest, links };
}

/**
 * Refuses (400 naming `gameStation.N`) any asked-for target that is not the company's item of the
 * relation's kind, locking the rest against a concurrent destroy; then sets the owner's links.
 * Runs in the transaction that writes the owner.
 */
export async function applyBodyLinks(db: Db, companyId: number, ownerKind: string, ownerId: number, links: readonly BodyLinks[]): Promise<void> {
  for (const l of links) {
    const found = l.ids.length
      ? await db.query<{ id: number }>(
        'select id from items where company_id = $1 and kind = $2 and id = any($3::int[]) for key share', [companyId, l.rel.target, l.ids])
      : [];
    const ok = new Set(found.map((r) => Number(r.id)));
    const errors = l.ids.flatMap((id, i) => (ok.has(id) ? [] : [{ field: `${l.field}.${i}`, message: `is not a ${l.rel.target} of yours` }]));
    if (errors.length) throw invalidFields(errors);
    await setRelationLinks(db, companyId, { ownerKind, relation: l.relation }, l.rel, ownerId, l.ids);
  }
}
