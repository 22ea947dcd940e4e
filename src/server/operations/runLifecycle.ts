import type { ResolvedKind } from '../../core/defineKind.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { notFound } from '../errors/notFoundError.ts';
import { ruleFailure } from '../i18n/ruleMessages.ts';
import { documentOf } from '../items/documentOf.ts';
import { inTransaction, type WireItem } from '../items/itemStore.ts';
import { destroyItem } from '../links/destroyItem.ts';
import { assertMayChangeAll } from './assertMayChange.ts';
import type { ItemWriter } from './createItemWriter.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a lifecycle call asks: `action` (publish, archive, destroy …) on item `id` of `kind`. */
export interface LifecycleCommand {
  kind: ResolvedKind;
  id: number;
  action: LifecycleAction;
}

/**
 * Runs a lifecycle action and records its revision in one transaction: a publish first passes the
 * kind's publish rules (as the caller's client has the kind); a destroy answers undefined, every other
 * action the item as it is now; 404 when the item is not the caller's; 403 naming them, changing
 * nothing, for a destroy that would clear a reference in or drop a link of items the caller may not write.
 */
export async function runLifecycle(writer: ItemWriter, caller: WriteCaller, { kind, id, action }: LifecycleCommand): Promise<WireItem | undefined> {
  const { store, validator } = writer;
  if (action === 'publish') {
    const forClient = validator.kindFor(kind, caller.client);
    const stored = forClient.rules?.publishRules ? await store.get(caller.companyId, kind, id) : undefined;
    const broken = stored ? forClient.rules!.publishRules!(documentOf(stored)) : [];
    if (broken.length) throw ruleFailure(forClient, broken, caller.language ?? 'en');
  }
  // A destroy's revision comes first: it reads the item from the row. The owners it rewrites or unlinks
  // must all be the caller's to change, or nothing happens (the revision goes with the transaction).
  if (action === 'destroy') {
    const kindById = (kindId: string) => validator.forClient(caller.client).kinds.find((k) => k.id === kindId);
    await inTransaction(store, async (tx) => {
      await writer.record(tx.db, caller, kind.id, id, 'destroy');
      await destroyItem(tx, caller.companyId, kind.id, id, { record: writer.record, caller, mayChange: (owners) => assertMayChangeAll(caller, owners, kindById) });
    });
    return undefined;
  }
  const item = await inTransaction(store, async (tx) => {
    const acted = await tx.act(caller.companyId, kind, id, action, caller.userId ?? null);
    if (acted) await writer.record(tx.db, caller, kind.id, id, action);
    return acted;
  });
  if (!item) throw notFound();
  return item;
}
