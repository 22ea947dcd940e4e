import type { LinkAction } from '../../core/relations.ts';
import { notFound } from '../errors/notFoundError.ts';
import { LINK_SUBJECTS, linkOfKind, lockOwner, logOwner, type LinkContext } from './linkContext.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a link lifecycle call asks: `action` (publish, archive …) on link `link` (a kind alias: only a link to an item of kind `only`). */
export interface ActOnLinkCommand {
  link: number;
  action: LinkAction;
  only?: string;
}

/** Runs a link's lifecycle action and records it on its owner; answers the link as it is now, 404 when it is no link of the caller's. */
export async function actOnLink(ctx: LinkContext, caller: WriteCaller, { link, action, only }: ActOnLinkCommand) {
  const id = await linkOfKind(ctx, caller, link, only);
  const acted = await ctx.changing(async (s, tx) => {
    await lockOwner(ctx, tx, caller, (await s.get(caller.companyId, ctx.ref, id))?.owner_id);
    const row = await s.act(caller.companyId, ctx.ref, id, action);
    if (row) await logOwner(ctx, tx, caller, row.owner_id);
    return row;
  });
  if (!acted) throw notFound(LINK_SUBJECTS.link);
  return acted;
}
