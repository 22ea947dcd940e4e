import type { ResolvedKind } from '../../core/defineKind.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { inTransaction, type WireItem } from '../items/itemStore.ts';
import { restorePublished } from '../items/publishedVersions.ts';
import type { ItemWriter } from './createItemWriter.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a discard asks: item `id` of `kind`. */
export interface DiscardCommand {
  kind: ResolvedKind;
  id: number;
}

/**
 * Sets a live item's working copy (document, title, variant, translations) back to its published
 * version and records it as a `discard` revision (its live event), in one transaction with the row
 * locked; answers the item as it is now. 404 when it is not the caller's; 409 when it is not live or
 * its working copy has no changes (nothing would be discarded).
 */
export async function discardChanges(writer: ItemWriter, caller: WriteCaller, { kind, id }: DiscardCommand): Promise<WireItem> {
  return inTransaction(writer.store, async (tx) => {
    const stored = await tx.get(caller.companyId, kind, id, { lock: true });
    if (!stored) throw notFound();
    if (stored.published_version === null) throw refusal(409, 'api.refused.discard.notLive');
    if (!stored.has_changes) throw refusal(409, 'api.refused.discard.noChanges');
    await restorePublished(tx.db, caller.companyId, kind.id, id);
    await writer.record(tx.db, caller, kind.id, id, 'discard');
    return (await tx.get(caller.companyId, kind, id))!;
  });
}
