import type { ResolvedKind } from '../../core/defineKind.ts';
import type { ContentLanguage } from '../http/contentLanguage.ts';
import { inTransaction } from '../items/itemStore.ts';
import { writeTranslation, type TranslatedItem } from '../translations/translateItem.ts';
import type { ItemWriter } from './createItemWriter.ts';
import type { WriteCaller } from './writeCaller.ts';

/** Saves an item's texts in a non-base language, recorded as an update of the item (its translations' revision) in the same transaction. */
export function saveTranslation(writer: ItemWriter, caller: WriteCaller, kind: ResolvedKind, content: ContentLanguage, id: number, version: number, body: Record<string, unknown>): Promise<TranslatedItem> {
  return inTransaction(writer.store, async (tx) => {
    const item = await writeTranslation({ ...writer, store: tx }, caller, kind, content, id, version, body);
    await writer.record(tx.db, caller, kind.id, id, 'update');
    return item;
  });
}
