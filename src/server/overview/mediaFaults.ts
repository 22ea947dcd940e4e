import { MEDIA_TYPES, type MediaType } from '../../core/apiConventions.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { valuesAt, type SchemaPath } from '../../core/schemaAnnotations.ts';
import type { Db } from '../db/Db.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { pointerOf, type LiveDocument, type ReadinessFault } from './readinessTypes.ts';

/** A media field of a kind: where its file names sit (`['pages', '*', 'picture']`) and what type of file it takes. */
export interface MediaField {
  path: SchemaPath;
  type: MediaType;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Whether a media field's value is a stored file name (not an address of a file elsewhere, which no one here can check or derive). */
export const isStoredName = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(v);

/** The fields whose UI schema widget is a media widget (image, audio, video), walking schema and UI schema together. */
export function mediaFields(schema: JsonSchema | undefined, ui: UiSchema | undefined, path: string[] = []): MediaField[] {
  if (!schema || !isObject(ui)) return [];
  const widget = ui['ui:widget'];
  const out: MediaField[] = typeof widget === 'string' && (MEDIA_TYPES as readonly string[]).includes(widget) ? [{ path, type: widget as MediaType }] : [];
  for (const [k, child] of Object.entries(schema.properties ?? {})) out.push(...mediaFields(child, ui[k] as UiSchema | undefined, [...path, k]));
  if (schema.items && !Array.isArray(schema.items)) out.push(...mediaFields(schema.items, ui.items as UiSchema | undefined, [...path, '*']));
  return out;
}


/**
 * Every media file name in live documents that is not this company's stored media, or whose bytes are
 * gone from the store: one query for the names, one look at the store per distinct known file.
 */
export async function mediaFaults(db: Db, media: MediaStore, companyId: number, docs: readonly LiveDocument[], fields: ReadonlyMap<string, readonly MediaField[]>): Promise<ReadinessFault[]> {
  const found: { d: LiveDocument; at: (string | number)[]; file: string }[] = [];
  for (const d of docs) {
    for (const f of fields.get(d.kind) ?? []) {
      for (const v of valuesAt(d.doc, f.path)) if (isStoredName(v.value)) found.push({ d, at: v.at, file: v.value });
    }
  }
  if (!found.length) return [];
  const names = [...new Set(found.map((f) => f.file))];
  const rows = await db.query<{ file_name: string; type: MediaType }>(
    'select file_name, type from media where company_id = $1 and file_name = any($2::text[])', [companyId, names]);
  const present = new Set<string>();
  // A few look-ups at a time: thousands of files must not hit the disk all at once.
  for (let i = 0; i < rows.length; i += 32) {
    await Promise.all(rows.slice(i, i + 32).map(async (r) => { if (await media.open(r.type, r.file_name)) present.add(r.file_name); }));
  }
  return found.filter((f) => !present.has(f.file)).map(({ d, at, file }) => ({
    kind: d.kind, id: d.id, title: d.title, type: 'media' as const, at: pointerOf(at), message: 'readiness.media', values: { file },
  }));
}
