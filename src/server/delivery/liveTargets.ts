import type { KindRecord } from '../../core/defineKind.ts';
import type { Db } from '../db/Db.ts';
import type { TranslationFields } from '../translations/translationStore.ts';

/** A live item another item points at as visitors get it (its published version), with its texts in the answer's language (null: none, or the base). */
export interface LiveTarget {
  id: number;
  kind: string;
  data: KindRecord;
  updated_at: Date | string;
  fields: TranslationFields | null;
}

/** A live target of one owner's relation, in link order. */
export interface LiveRelationTarget extends LiveTarget {
  owner_id: number;
  name: string;
}

/**
 * Live as the delivery API means it, over the items row aliased `alias`: not archived and published —
 * or, for a kind without a publish action (the parameter `unpublishable`, a text[] of kind ids), not archived.
 */
export function liveSql(alias: string, unpublishable: string): string {
  return `not ${alias}.is_archived and (${alias}.is_published or ${alias}.kind = any(${unpublishable}::text[]))`;
}

// The target as visitors get it: its published version (migration 021) and that version's texts in `$lang`
// (null for the base: no row matches). A kind without a publish step has none: its working copy is delivered.
const TARGET_COLUMNS = `t.id, t.kind, case when p.item_id is null then t.data else p.data end as data,
  case when p.item_id is null then t.updated_at else p.published_at end as updated_at,
  case when p.item_id is null then tr.fields else ptr.fields end as fields`;
const TRANSLATION_JOIN = (lang: string, unpublishable: string) =>
  `left join published_items p on p.item_id = t.id and not (t.kind = any(${unpublishable}::text[]))
   left join translations tr on p.item_id is null and tr.company_id = t.company_id and tr.item_id = t.id and tr.language_code = ${lang}
   left join published_translations ptr on ptr.item_id = p.item_id and ptr.language_code = ${lang}`;

/** The live ones among `refs` (any kinds), in one query. */
export async function liveItems(db: Db, companyId: number, refs: readonly { kind: string; id: number }[], language: string | null, unpublishable: readonly string[]): Promise<LiveTarget[]> {
  if (!refs.length) return [];
  return db.query<LiveTarget>(
    `select ${TARGET_COLUMNS}
       from items t join unnest($2::text[], $3::int[]) as r(kind, id) on t.kind = r.kind and t.id = r.id
       ${TRANSLATION_JOIN('$4', '$5')}
      where t.company_id = $1 and ${liveSql('t', '$5')}`,
    [companyId, refs.map((r) => r.kind), refs.map((r) => r.id), language, unpublishable]);
}

/**
 * The live targets of the owners' relations named, in one query, ordered by owner, relation and link
 * order. A relation in `lifecycle` (links with their own publish state) keeps only published links.
 */
export async function liveRelationTargets(
  db: Db, companyId: number, ownerKind: string, ownerIds: readonly number[],
  relations: readonly string[], lifecycle: readonly string[], language: string | null, unpublishable: readonly string[],
): Promise<LiveRelationTarget[]> {
  if (!ownerIds.length || !relations.length) return [];
  return db.query<LiveRelationTarget>(
    `select l.owner_id, l.name, ${TARGET_COLUMNS}
       from links l
       join items t on t.company_id = l.company_id and t.kind = l.target_kind and t.id = l.target_id
       ${TRANSLATION_JOIN('$5', '$6')}
      where l.company_id = $1 and l.owner_kind = $2 and l.sort = 'rel' and l.owner_id = any($3::int[]) and l.name = any($4::text[])
        and ${liveSql('t', '$6')}
        and (not (l.name = any($7::text[])) or (l.is_published and not l.is_archived))
      order by l.owner_id, l.name, l.position, l.id`,
    [companyId, ownerKind, ownerIds, relations, language, unpublishable, lifecycle]);
}
