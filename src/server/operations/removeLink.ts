import { notFound } from '../errors/notFoundError.ts';
import { LINK_SUBJECTS, linkOfKind, lockOwner, logOwner, type LinkContext } from './linkContext.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a remove call asks: drop link `link` (a kind alias: only a link to an item of kind `only`). */
export interface RemoveLinkCommand {
  link: number;
  only?: string;
}

/** Removes one link by its id and records it on its owner; 404 when it is no link of the caller's (of that kind). */
export async function removeLink(ctx: LinkContext, caller: WriteCaller, { link, only }: RemoveLinkCommand): Promise<void> {
  const id = await linkOfKind(ctx, caller, link, only);
  const done = await ctx.changing(async (s, tx) => {
    const owner = (await s.get(caller.companyId, ctx.ref, id))?.owner_id;
    await lockOwner(ctx, tx, caller, owner);
    const ok = await s.remove(caller.companyId, ctx.ref, id);
    if (ok && owner !== undefined) await logOwner(ctx, tx, caller, owner);
    return ok;
  });
  if (!done) throw notFound(LINK_SUBJECTS.link);
}
