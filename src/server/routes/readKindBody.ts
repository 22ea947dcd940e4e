import type { Context } from 'hono';
import type { MediaType } from '../../core/apiConventions.ts';
import type { KindRecord, MultipartFields, ResolvedKind } from '../../core/defineKind.ts';
import type { UiSchema } from '../../core/jsonSchema.ts';
import type { AppEnv } from '../appEnv.ts';
import { assertMediaWrite } from '../auth/requireMediaWrite.ts';
import type { Db } from '../db/Db.ts';
import { HttpError } from '../errors/httpError.ts';
import { refusal } from '../errors/refusal.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import type { MediaStore } from '../media/createLocalMediaStore.ts';
import { discardUploads, storeUpload, type StoredUpload } from '../media/storeUpload.ts';
import { assertStorable, readJsonObject } from '../http/readJsonObject.ts';
import { coerceToSchema, nestFields } from '../kinds/decodeMultipart.ts';
import { kindLookup, pointerFieldName } from '../../core/fieldPathLabel.ts';

/** What reading a multipart body needs besides the request: where files go and whose they are. */
export interface MultipartDeps {
  db: Db;
  media: MediaStore;
  companyId: number;
  /** Receives every file stored for this body, so a refused write can take them back (discardUploads). */
  uploads?: StoredUpload[];
  /** The caller's message language: a refused file is refused in it. */
  lang?: UiLanguage;
}

const MEDIA_WIDGETS: readonly string[] = ['image', 'audio', 'video'];

/**
 * The media type a multipart file field takes, from the media widget its UI schema gives it
 * (`pages[0][picture]` → `pages.items.picture`: "image"); undefined when the field has none.
 */
export function mediaTypeOf(uiSchema: UiSchema, key: string): MediaType | undefined {
  let ui: UiSchema | undefined = uiSchema;
  for (const part of key.split(/[[\]]+/).filter(Boolean)) {
    if (!ui) return undefined;
    ui = (/^\d+$/.test(part) ? ui.items : ui[part]) as UiSchema | undefined;
  }
  const widget = ui?.['ui:widget'];
  return typeof widget === 'string' && MEDIA_WIDGETS.includes(widget) ? (widget as MediaType) : undefined;
}

const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');

/**
 * A create or update body as a plain object. JSON always; multipart too where the kind says its
 * calls are multipart (SPEC §7: story save, older station create): files are checked by content and
 * stored through the media store (the field then holds the stored file name), text fields are read
 * as the schema types say, and the kind's own codec (or the bracket-name default) shapes the record.
 * What comes out is validated exactly like a JSON body.
 */
export async function readKindBody(c: Context<AppEnv>, kind: ResolvedKind, deps: MultipartDeps): Promise<Record<string, unknown>> {
  if (!isMultipart(c)) return readJsonObject(c);
  if (kind.api.bodyEncoding !== 'multipart') throw new HttpError(415, 'Send this item as JSON (content type application/json).');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new HttpError(400, 'The multipart body could not be read.');
  }
  const fields: MultipartFields = Object.create(null);
  const declared = Object.keys(kind.schema.properties ?? {});
  const uploads = deps.uploads ?? [];
  const stored = uploads.length;
  let record: KindRecord;
  try {
    for (const [key, value] of form.entries()) {
      const media = typeof value === 'string' ? undefined : mediaTypeOf(kind.uiSchema, key);
      if (typeof value !== 'string') {
        // A file is a media write, whatever the content language: the right an upload needs (an empty part stores nothing).
        if (value.size > 0) assertMediaWrite(c);
        // A file for a field the kind does not have would be stored for nothing.
        if (!declared.includes(/^[^[]+/.exec(key)?.[0] ?? key)) throw new HttpError(400, `There is no field "${key.slice(0, 80)}" to attach a file to.`);
        // Only a media field holds a stored file's name; a text field never takes a file (its name would become the text).
        if (!media) throw refusal(400, 'api.refused.fileForText', { field: key.slice(0, 80) });
      }
      let text: string;
      if (typeof value === 'string') text = value;
      else if (value.size === 0) text = '';
      else {
        const label = pointerFieldName(kind.id, kind.schema, `/${key.split(/[[\]]+/).filter(Boolean).join('/')}`, kindLookup(kind.messages, deps.lang ?? 'en'));
        const upload = await storeUpload(deps.db, deps.media, deps.companyId, value, { field: key, label, expected: media, lang: deps.lang });
        uploads.push(upload);
        text = upload.file;
      }
      const before = fields[key];
      fields[key] = before === undefined ? (key.endsWith('[]') ? [text] : text) : [...(Array.isArray(before) ? before : [before]), text];
    }
    assertStorable(fields);
    // Bracket names nested first (`pages[0][page_title]`); a kind's codec then reshapes what the default cannot express.
    const nested = nestFields(fields);
    record = kind.server?.decodeMultipart ? kind.server.decodeMultipart(nested) : nested;
  } catch (err) {
    // A body refused half-way (a second file of the wrong type) leaves none of its files behind.
    await discardUploads(deps.db, deps.media, deps.companyId, uploads.splice(stored));
    throw err;
  }
  const body = coerceToSchema(record, kind.schema) as Record<string, unknown>;
  // `version` is not part of the document: an update sends it as digits.
  if (typeof record.version === 'string' && /^\d+$/.test(record.version)) body.version = Number(record.version);
  return body;
}
