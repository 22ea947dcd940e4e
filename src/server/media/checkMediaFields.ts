import type { MediaType } from '../../core/apiConventions.ts';
import type { KindMessages, KindRecord } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { mediaFieldName, mediaFieldProblem } from '../../core/mediaFieldRule.ts';
import { kindLookup, pointerFieldName } from '../../core/fieldPathLabel.ts';
import { MIME_BY_EXT } from '../../core/sniffMedia.ts';
import { valuesAt } from '../../core/schemaAnnotations.ts';
import type { Db } from '../db/Db.ts';
import { invalidFields, type FieldError } from '../kinds/createKindValidator.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { mediaFields } from '../overview/mediaFaults.ts';
import { mediaText } from '../i18n/mediaMessages.ts';

/**
 * Refuses (400 naming each field, SPEC §5 wording with the field's label in the caller's language) a document whose media
 * fields name stored files their rule does not take: a PNG in a picture field, whatever name it was
 * uploaded under, because the stored type and size were read from its bytes. This is what holds the
 * rule for a JSON save after `POST /media` and for every other write. A file the item already held
 * there is left alone (an older item keeps its picture until someone changes it); a name that is not
 * the company's media is the readiness list's to report (a missing file).
 */
export async function checkMediaFields(db: Db, companyId: number, kind: { id: string; schema: JsonSchema; uiSchema: UiSchema; messages?: KindMessages },
  doc: KindRecord, before: KindRecord | undefined, lang: UiLanguage = 'en'): Promise<void> {
  const fields = mediaFields(kind.schema, kind.uiSchema);
  if (!fields.length) return;
  const held = new Set<string>();
  for (const f of fields) for (const v of valuesAt(before, f.path)) if (typeof v.value === 'string') held.add(`${f.type}\u0000${v.value}`);
  const found: { at: (string | number)[]; type: MediaType; file: string }[] = [];
  for (const f of fields) {
    for (const v of valuesAt(doc, f.path)) {
      if (typeof v.value === 'string' && v.value && !held.has(`${f.type}\u0000${v.value}`)) found.push({ at: v.at, type: f.type, file: v.value });
    }
  }
  if (!found.length) return;
  const rows = await db.query<{ file_name: string; mime: string; size: number | string }>(
    'select file_name, mime, size from media where company_id = $1 and file_name = any($2::text[])', [companyId, [...new Set(found.map((f) => f.file))]]);
  const stored = new Map(rows.map((r) => [r.file_name, r]));
  const errors: FieldError[] = [];
  const lookup = kindLookup(kind.messages, lang);
  for (const f of found) {
    const row = stored.get(f.file);
    // The stored name's extension follows the content too (upload, restore): both must pass.
    const problem = row && (mediaFieldProblem(f.type, row.mime, Number(row.size)) ?? mediaFieldProblem(f.type, MIME_BY_EXT[f.file.split('.').pop()!], Number(row.size)));
    if (!problem) continue;
    // The sentence names the field by its form label ("Thumbnail must be JPG format!"), not a fixed "Avatar picture".
    const values = { field: mediaFieldName(pointerFieldName(kind.id, kind.schema, `/${f.at.join('/')}`, lookup)) };
    errors.push({ field: f.at.join('.'), message: mediaText(problem, lang, values), messageId: problem, values });
  }
  if (errors.length) throw invalidFields(errors);
}
