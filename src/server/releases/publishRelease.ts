import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { Release, ReleaseRefusedItem } from '../../core/releaseWire.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { createItemStore } from '../items/itemStore.ts';
import type { ItemWriter } from '../operations/createItemWriter.ts';
import { runLifecycle } from '../operations/runLifecycle.ts';
import type { WriteCaller } from '../operations/writeCaller.ts';
import { releaseItemReason, releaseKind } from './releaseReasons.ts';
import { markReleasePublished, readRelease, releaseItems } from './releaseStore.ts';

/** A release publish every item of which could not go live: 409 naming each one and why (`items`). */
export function releaseRefused(items: ReleaseRefusedItem[]) {
  return refusal(409, 'api.refused.release.itemsRefused', { count: items.length, titles: items.map((i) => i.title).join(', ') }, { items });
}

/** How a release publish runs: in `tx` (the scheduled runner's, which holds its job's claim) and marked as scheduled. */
export interface PublishReleaseOptions {
  tx?: Db;
  scheduled?: boolean;
}

/**
 * Publishes a release, all or nothing, in ONE transaction: the release row and then its items' rows
 * are locked (in id order, as every write locks one item), every item is checked as a single publish
 * would be (releaseItemReason) and, only when none is refused, each is published or un-published
 * through runLifecycle — its revision and live event recorded as any publish's — and the release keeps
 * its record. One refused item: 409 naming each refused one, and nothing changes. Visitors' reads see
 * the commit whole: the delivery caches move on the company's revision, which the commit moves once.
 */
export async function publishRelease(writer: ItemWriter, registry: KindRegistry, caller: WriteCaller, rid: number, opts: PublishReleaseOptions = {}): Promise<Release> {
  const lang: UiLanguage = caller.language ?? 'en';
  const run = async (tx: Db): Promise<Release> => {
    const release = await readRelease(tx, caller.companyId, rid, true);
    if (!release) throw notFound('Release');
    if (release.state !== 'open') throw refusal(409, 'api.refused.release.notOpen', { name: release.name });
    const store = createItemStore(tx);
    await tx.query(`select i.id from items i join release_items ri on ri.company_id = i.company_id and ri.kind = i.kind and ri.item_id = i.id
      where ri.company_id = $1 and ri.release_id = $2 order by i.id for update of i`, [caller.companyId, rid]);
    const rows = await releaseItems(tx, caller.companyId, rid);
    if (!rows.length) throw refusal(409, 'api.refused.release.empty', { name: release.name });
    const refused: ReleaseRefusedItem[] = [];
    for (const row of rows) {
      const kind = releaseKind(registry, row.kind);
      const stored = kind && await store.get(caller.companyId, kind, row.item_id);
      const reason = releaseItemReason(writer.validator, kind, caller, row, stored, lang);
      if (reason !== null) refused.push({ kind: row.kind, id: row.item_id, title: row.title, reason });
    }
    if (refused.length) throw releaseRefused(refused);
    const bound = { ...writer, store };
    for (const row of rows) {
      await runLifecycle(bound, caller, { kind: releaseKind(registry, row.kind)!, id: row.item_id, action: row.action === 'publish' ? 'publish' : 'un-publish' });
      if (opts.scheduled) {
        await tx.query('update revisions set scheduled = true where item_id = $1 and n = (select max(n) from revisions where item_id = $1)', [row.item_id]);
      }
    }
    await markReleasePublished(tx, caller.companyId, rid, caller.userId ?? null);
    // A release that went live has no scheduled publish left.
    await tx.query("delete from scheduled_jobs where release_id = $1 and state = 'pending' and not ($2::boolean)", [rid, !!opts.scheduled]);
    return (await readRelease(tx, caller.companyId, rid))!;
  };
  return opts.tx ? run(opts.tx) : writer.store.db.transaction(run);
}
