import type { ResolvedKind } from '../../core/defineKind.ts';
import { ValidationError } from '../errors/validationError.ts';
import type { ContentLanguage } from '../http/contentLanguage.ts';
import type { WireItem } from '../items/itemStore.ts';
import type { TranslatedItem } from '../translations/translateItem.ts';
import type { ItemWriter } from './createItemWriter.ts';
import { saveTranslation } from './saveTranslation.ts';
import type { WithBody } from './withBody.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a save asks: item `id` of `kind`, in the request's content language, from a body carrying the version it was loaded with. */
export interface UpdateKindItemCommand {
  kind: ResolvedKind;
  id: number;
  content: ContentLanguage;
  body: WithBody;
}

/**
 * Saves an item: the body must name the version it was loaded with; in the base language it is an
 * update of the document (merged when stale), in another it is that language's translation.
 */
export function updateKindItem(writer: ItemWriter, caller: WriteCaller, { kind, id, content, body }: UpdateKindItemCommand): Promise<WireItem | TranslatedItem> {
  return body((doc) => {
    const version = doc.version;
    if (version === undefined) throw new ValidationError('version is required: reload the item and save again.', { errors: [{ field: 'version', message: 'is required' }] });
    if (!Number.isInteger(version) || (version as number) < 1 || (version as number) >= 2 ** 31) throw new ValidationError('version must be the whole number the item was loaded with.', { errors: [{ field: 'version', message: 'must be an integer' }] });
    if (!content.isBase) return saveTranslation(writer, caller, kind, content, id, version as number, doc);
    return writer.update(caller, kind, id, version as number, doc);
  });
}
