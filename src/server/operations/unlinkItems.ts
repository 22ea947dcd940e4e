import { notFound } from '../errors/notFoundError.ts';
import { LINK_SUBJECTS, lockOwner, logOwner, type LinkContext } from './linkContext.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What an unlink call asks: drop the link from `owner` to item `target` (of kind `targetKind` for a multi-target relation). */
export interface UnlinkItemsCommand {
  owner: number;
  target: number;
  targetKind?: string;
}

/** Drops the link between two items and records it on the owner; 404 when there is no such link of the caller's. */
export async function unlinkItems(ctx: LinkContext, caller: WriteCaller, { owner, target, targetKind }: UnlinkItemsCommand): Promise<void> {
  const done = await ctx.changing(async (s, tx) => {
    await lockOwner(ctx, tx, caller, owner);
    const ok = await s.unlink(caller.companyId, ctx.ref, owner, target, targetKind);
    if (ok) await logOwner(ctx, tx, caller, owner);
    return ok;
  });
  if (!done) throw notFound(LINK_SUBJECTS.link);
}
