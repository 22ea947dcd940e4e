import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { MediaUse } from '../../core/pictures.ts';
import { valuesAt } from '../../core/schemaAnnotations.ts';
import type { Db } from '../db/Db.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { mediaFields, type MediaField } from '../overview/mediaFaults.ts';
import { pointerOf } from '../overview/readinessTypes.ts';

/** The media fields of every kind as one client runs it (variant and patch applied), with that kind (its labels name it in a refusal); kinds without any are left out. */
export type MediaFieldsByKind = ReadonlyMap<string, { kind: ResolvedKind; fields: readonly MediaField[] }>;

/** A per-client memo of `MediaFieldsByKind`, read from the kinds as the validator resolves them for that client. */
export function mediaFieldsOfClients(registry: KindRegistry, validator: KindValidator): (client: string) => MediaFieldsByKind {
  const memo = new Map<string, MediaFieldsByKind>();
  return (client) => {
    let found = memo.get(client);
    if (!found) {
      const byKind = new Map<string, { kind: ResolvedKind; fields: MediaField[] }>();
      for (const kind of registry.kinds) {
        const k = validator.kindFor(kind, client);
        const fields = mediaFields(k.schema, k.uiSchema);
        if (fields.length) byKind.set(kind.id, { kind: k, fields });
      }
      memo.set(client, (found = byKind));
    }
    return found;
  };
}

/** Which items `mediaUses` looks at: archived ones too (a restore shows them again), and only those naming one file. */
export interface MediaUsesOptions {
  onlyFile?: string;
  withArchived?: boolean;
}

/**
 * Where the company's items name stored files in their media fields, by file name: one read of the
 * items of the kinds that have media fields (narrowed to the items whose document mentions `onlyFile`
 * when one file is asked), each field's values found with `valuesAt`. Archived items are left out
 * unless asked for: they show nowhere, as the readiness list leaves them out.
 */
export async function mediaUses(db: Db, companyId: number, fields: MediaFieldsByKind, opts: MediaUsesOptions = {}): Promise<Map<string, MediaUse[]>> {
  const { onlyFile, withArchived = false } = opts;
  const uses = new Map<string, MediaUse[]>();
  const kinds = [...fields.keys()];
  if (!kinds.length) return uses;
  const docs = await db.query<{ kind: string; id: number; title: string; doc: Record<string, unknown> }>(
    `select kind, id, title, data as doc from items
      where company_id = $1 and kind = any($2::text[])${withArchived ? '' : ' and not is_archived'}${onlyFile ? ' and strpos(data::text, $3) > 0' : ''}
      order by kind, id`, onlyFile ? [companyId, kinds, onlyFile] : [companyId, kinds]);
  for (const d of docs) {
    for (const f of fields.get(d.kind)?.fields ?? []) {
      for (const v of valuesAt(d.doc, f.path)) {
        if (typeof v.value !== 'string' || !v.value || (onlyFile && v.value !== onlyFile)) continue;
        let list = uses.get(v.value);
        if (!list) uses.set(v.value, (list = []));
        list.push({ kind: d.kind, id: d.id, title: d.title, at: pointerOf(v.at) });
      }
    }
  }
  return uses;
}
