import type { ResolvedKind } from '../../core/defineKind.ts';
import { inTransaction, type WireItem } from '../items/itemStore.ts';
import { checkRefTargets, replaceRefLinks } from '../links/refLinks.ts';
import { applyBodyLinks } from '../links/relationBody.ts';
import { prepareItem, refusingForeignLinks, type WriteContext } from './prepareItem.ts';
import type { WriteCaller } from './writeCaller.ts';

/** Validates and stores a new item of the kind for the caller, with its links and its revision; 400 naming the fields on any complaint. */
export async function createItem(ctx: WriteContext, caller: WriteCaller, kind: ResolvedKind, body: Record<string, unknown>): Promise<WireItem> {
  const { doc, forClient, refs, links, wordRef, lang } = await prepareItem(ctx, caller, kind, body);
  return refusingForeignLinks(() => inTransaction(ctx.store, async (tx) => {
    await checkRefTargets(tx.db, caller.companyId, refs, wordRef, lang);
    const item = await tx.create(caller.companyId, forClient, doc);
    if (refs.length) await replaceRefLinks(tx.db, caller.companyId, kind.id, item.id, refs);
    if (links.length) await applyBodyLinks(tx.db, caller.companyId, kind.id, item.id, links);
    await ctx.record(tx.db, caller, kind.id, item.id, 'create');
    return item;
  }));
}
