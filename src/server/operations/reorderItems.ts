import type { ResolvedKind } from '../../core/defineKind.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import type { ItemStore } from '../items/itemStore.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a list sync asks: the caller's items of `kind` in the order of `ids`, announced by `announce` when given. */
export interface ReorderItemsCommand {
  kind: ResolvedKind;
  ids: number[];
  announce?: (db: Db, ids: number[]) => Promise<void>;
}

/** Puts a kind's list in the given order; 404 when an id is no item of the caller's. */
export async function reorderItems(store: ItemStore, caller: WriteCaller, { kind, ids, announce }: ReorderItemsCommand): Promise<void> {
  if (!(await store.reorder(caller.companyId, kind, ids, announce))) throw notFound();
}
