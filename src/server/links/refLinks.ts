import type { KindRecord } from '../../core/defineKind.ts';
import { fieldName, refKindOf, refKinds, valuesAt, type RefAnnotation, type RefSpec } from '../../core/schemaAnnotations.ts';
import type { Db } from '../db/Db.ts';
import { invalidFields, type FieldError } from '../kinds/createKindValidator.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';

/** One reference value of a document: where it sits (`venue_id`, `slots.2`), what it points at and what destroying the target does. */
export interface RefValue {
  field: string;
  kind: string;
  id: number;
  onDestroy: RefAnnotation['onDestroy'];
  /** Where it sits in the document, for wording a refusal (`['slots', 2]`). */
  at?: readonly (string | number)[];
}

/** Why a reference is refused: it is no item of the caller's, or its kind field names no kind it may point at. */
export type RefRefusalReason = 'notYours' | 'noKind';

/** A refusal of the reference at `at` (pointing at `kind`) as the caller reads it; the default names the path in English. */
export type WordRefRefusal = (at: readonly (string | number)[], kind: string, reason?: RefRefusalReason) => FieldError;

const englishRefusal: WordRefRefusal = (at, kind, reason = 'notYours') => ({ field: fieldName(at), message: reason === 'noKind' ? 'must name what the reference points at' : `is not a ${kind} of yours` });

const MAX_ID = 2 ** 31;

/** Every reference value of a document (by the schema's `x-ref` annotations); a value that cannot be an item id is a field error. */
export function collectRefs(doc: KindRecord, specs: readonly RefSpec[], word: WordRefRefusal = englishRefusal): { refs: RefValue[]; errors: FieldError[] } {
  const refs: RefValue[] = [];
  const errors: FieldError[] = [];
  for (const spec of specs) {
    for (const f of valuesAt(doc, spec.path)) {
      const kind = refKindOf(spec, doc, f.at);
      if (!kind) {
        errors.push(word([...f.at.slice(0, -1), spec.kindField ?? ''], refKinds(spec).join(', '), 'noKind'));
        continue;
      }
      // Ids are integers; a string property may carry one as digits.
      const id = typeof f.value === 'string' && /^\d{1,10}$/.test(f.value) ? Number(f.value) : f.value;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id >= MAX_ID) {
        errors.push(word(f.at, kind));
      } else {
        refs.push({ field: fieldName(f.at), kind, id, onDestroy: spec.onDestroy, at: f.at });
      }
    }
  }
  return { refs, errors };
}

/**
 * Refuses with 400 naming the fields any reference whose target is not an item of that kind in the
 * company — never saying whether it exists elsewhere. Inside a transaction the targets stay
 * key-share locked, so a concurrent destroy waits for this write (and then sees its link).
 */
export async function checkRefTargets(db: Db, companyId: number, refs: readonly RefValue[], word: WordRefRefusal = englishRefusal, lang: UiLanguage = 'en'): Promise<void> {
  if (!refs.length) return;
  const found = await db.query<{ kind: string; id: number }>(
    `select i.kind, i.id from items i
       join unnest($2::text[], $3::int[]) as r(kind, id) on i.kind = r.kind and i.id = r.id
      where i.company_id = $1 for key share of i`,
    [companyId, refs.map((r) => r.kind), refs.map((r) => r.id)]);
  const ok = new Set(found.map((r) => `${r.kind}/${r.id}`));
  const errors = refs.filter((r) => !ok.has(`${r.kind}/${r.id}`)).map((r) => (r.at ? word(r.at, r.kind) : { field: r.field, message: `is not a ${r.kind} of yours` }));
  if (errors.length) throw invalidFields(errors, lang);
}

/** Replaces the owner's reference links (`sort = 'ref'`) by these, one row per value; run in the transaction that writes the owner. */
export async function replaceRefLinks(db: Db, companyId: number, ownerKind: string, ownerId: number, refs: readonly RefValue[]): Promise<void> {
  await db.query(`delete from links where company_id = $1 and owner_kind = $2 and owner_id = $3 and sort = 'ref'`, [companyId, ownerKind, ownerId]);
  if (!refs.length) return;
  await db.query(
    `insert into links (company_id, owner_kind, owner_id, sort, name, target_kind, target_id, on_destroy)
     select $1, $2, $3, 'ref', r.name, r.kind, r.id, r.on_destroy
       from unnest($4::text[], $5::text[], $6::int[], $7::text[]) as r(name, kind, id, on_destroy)`,
    [companyId, ownerKind, ownerId, refs.map((r) => r.field), refs.map((r) => r.kind), refs.map((r) => r.id), refs.map((r) => r.onDestroy)]);
}

/** The owner's reference links as RefValues (to rewrite them after a system edit of its document). */
export async function refLinksOf(db: Db, companyId: number, ownerKind: string, ownerId: number): Promise<RefValue[]> {
  const rows = await db.query<{ name: string; target_kind: string; target_id: number; on_destroy: RefAnnotation['onDestroy'] }>(
    `select name, target_kind, target_id, on_destroy from links
      where company_id = $1 and owner_kind = $2 and owner_id = $3 and sort = 'ref' order by id`,
    [companyId, ownerKind, ownerId]);
  return rows.map((r) => ({ field: r.name, kind: r.target_kind, id: r.target_id, onDestroy: r.on_destroy }));
}

/** A foreign-key violation (SQLSTATE 23503): a link to an item that is not the company's, caught by the database itself. */
export function isForeignKeyViolation(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { code?: unknown }).code === '23503';
}
