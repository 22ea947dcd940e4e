import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup, pointerFieldName } from '../../core/fieldPathLabel.ts';
import { isLocalizedPath } from '../../core/translatable.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { assertSameVariant } from '../errors/versionConflict.ts';
import type { ContentLanguage } from '../http/contentLanguage.ts';
import { documentOf } from '../items/documentOf.ts';
import type { WireItem } from '../items/itemStore.ts';
import { sharedFieldRefusal, type TranslatedItem } from '../translations/translateItem.ts';
import type { ItemWriter } from './createItemWriter.ts';
import { saveTranslation } from './saveTranslation.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a clear call asks: drop top-level `field` of item `id` of `kind`, in the request's content language. */
export interface ClearFieldCommand {
  kind: ResolvedKind;
  id: number;
  field: string;
  content: ContentLanguage;
}

/**
 * Clears one top-level field of an item: in the base language an optional field of the document (no
 * conversion of another variant), in another language that language's text, so the base shows again.
 */
export async function clearField(writer: ItemWriter, caller: WriteCaller, { kind, id, field, content }: ClearFieldCommand): Promise<WireItem | TranslatedItem> {
  const { store, validator } = writer;
  const current = await store.get(caller.companyId, kind, id);
  if (!current) throw notFound();
  if (!content.isBase) {
    // Like the base call, one top-level field; a text inside a page is cleared by an update sending null.
    if (field.includes('/') || !isLocalizedPath(field, validator.annotationsFor(kind, caller.client))) throw sharedFieldRefusal(field, content, validator.kindFor(kind, caller.client), caller.language);
    return saveTranslation(writer, caller, kind, content, id, current.version, { [field]: null });
  }
  // Clearing one field is no review of the whole item: an item of another variant is not converted.
  assertSameVariant(current, validator.kindFor(kind, caller.client).variant);
  const schema = validator.schemaFor(kind, caller.client);
  if (!Object.hasOwn(schema.properties ?? {}, field)) throw refusal(400, 'api.refused.clearUnknown', { field: field.slice(0, 80) });
  if (schema.required?.includes(field)) {
    throw refusal(400, 'api.refused.clearRequired', { field: pointerFieldName(kind.id, schema, `/${field}`, kindLookup(kind.messages, caller.language ?? 'en')) });
  }
  const doc = documentOf(current);
  delete doc[field];
  return writer.update(caller, kind, id, current.version, doc, { sameVariant: true });
}
