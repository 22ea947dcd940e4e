import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { LINK_SUBJECTS, listName, logOwner, type LinkContext } from './linkContext.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a reorder call asks: the links of `owner` in the order of `ids`. */
export interface ReorderLinksCommand {
  owner: number;
  ids: number[];
}

/** Puts an owner's links in the given order and records it on the owner; 404 for an owner not the caller's, 400 when `ids` are not its links now. */
export async function reorderLinks(ctx: LinkContext, caller: WriteCaller, { owner, ids }: ReorderLinksCommand) {
  const res = await ctx.changing(async (s, tx) => {
    const r = await s.reorder(caller.companyId, ctx.ref, owner, ids);
    if ('links' in r) await logOwner(ctx, tx, caller, owner);
    return r;
  });
  if ('refused' in res) {
    if (res.refused === 'owner') throw notFound(LINK_SUBJECTS.owner);
    throw refusal(400, 'api.refused.linkOrderStale', { list: listName(ctx, caller) });
  }
  return res.links;
}
