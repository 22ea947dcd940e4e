import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { LINK_SUBJECTS, listName, logOwner, type LinkContext } from './linkContext.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a link call asks: link item `target` (of kind `targetKind` for a multi-target relation) to `owner`. */
export interface LinkItemsCommand {
  owner: number;
  target: number;
  targetKind?: string;
}

/** Links two of the caller's items and records it on the owner; 404 for an owner not theirs, 400 for a target they cannot link, 409 for a duplicate. */
export async function linkItems(ctx: LinkContext, caller: WriteCaller, { owner, target, targetKind }: LinkItemsCommand) {
  const res = await ctx.changing(async (s, tx) => {
    const r = await s.link(caller.companyId, ctx.ref, owner, target, targetKind);
    if ('link' in r) await logOwner(ctx, tx, caller, owner);
    return r;
  });
  if ('link' in res) return res.link;
  switch (res.refused) {
    case 'owner': throw notFound(LINK_SUBJECTS.owner);
    // The owner is the caller's; the item named is not one they can link (unknown, another company's, another kind): a bad request.
    case 'target': throw refusal(400, 'api.refused.linkTarget', { target });
    case 'self': throw refusal(400, 'api.refused.linkSelf');
    case 'shape': throw refusal(400, 'api.refused.linkShape', { list: listName(ctx, caller) });
    case 'duplicate': throw refusal(409, 'api.refused.linkDuplicate', { target, list: listName(ctx, caller) });
  }
}
