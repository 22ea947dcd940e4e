import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { itemState } from '../../core/lifecycle.ts';
import type { ReleaseDetail, ReleaseItem } from '../../core/releaseWire.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';
import { notFound } from '../errors/notFoundError.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';
import { itemChanges } from '../items/itemChanges.ts';
import { createItemStore } from '../items/itemStore.ts';
import { publishedPair } from '../items/publishedVersions.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import type { WriteCaller } from '../operations/writeCaller.ts';
import { itemReadiness } from '../overview/itemReadiness.ts';
import { releaseItemReason, releaseKind } from './releaseReasons.ts';
import { readRelease, releaseItems } from './releaseStore.ts';

/**
 * A release with its items as they are now: each with its changes since its published version (what
 * `GET /{x}/{id}/changes` answers), its readiness (lint and the references visitors would not get, as
 * `GET /{x}/lint/{id}`) and whether the caller could publish it now (with the reason when not).
 */
export async function releaseDetail(db: Db, registry: KindRegistry, validator: KindValidator, caller: WriteCaller, rid: number): Promise<ReleaseDetail> {
  const release = await readRelease(db, caller.companyId, rid);
  if (!release) throw notFound('Release');
  const lang: UiLanguage = caller.language ?? 'en';
  const store = createItemStore(db);
  const items: ReleaseItem[] = [];
  for (const row of await releaseItems(db, caller.companyId, rid)) {
    const kind = releaseKind(registry, row.kind);
    const stored = kind && await store.get(caller.companyId, kind, row.item_id);
    const forClient = kind && validator.kindFor(kind, caller.client);
    const pair = forClient && await publishedPair(db, caller.companyId, row.kind, row.item_id);
    const readiness = forClient && stored ? await itemReadiness(db, registry, caller.companyId, forClient, stored, lang) : { faults: [], targets: [] };
    const reason = release.state === 'open' ? releaseItemReason(validator, kind, caller, row, stored, lang) : null;
    items.push({
      kind: row.kind, id: row.item_id, title: row.title, action: row.action, state: itemState(row),
      added_at: isoTime(row.added_at), added_by: row.added_by === null ? null : { id: row.added_by, name: row.added_by_name ?? '' },
      changes: pair && forClient ? itemChanges(forClient.schema, pair) : [],
      readiness: [...readiness.faults, ...readiness.targets].map((f) => ({ at: f.at, message: f.message })),
      can_publish: release.state === 'open' && reason === null,
      reason,
    });
  }
  return { release, items };
}
