import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { Db } from '../db/Db.ts';
import { unpublishableKinds } from '../delivery/deliverItems.ts';
import { readinessText } from '../i18n/readinessMessages.ts';
import { ruleText, type UiLanguage } from '../i18n/ruleMessages.ts';
import { documentOf } from '../items/documentOf.ts';
import type { WireItem } from '../items/itemStore.ts';
import { targetGapMessage } from './referenceFaults.ts';
import { unpublishedTargets } from './unpublishedTargets.ts';

/**
 * An item's readiness as `GET /{x}/lint/{id}` answers it: the kind's lint (as the client has the kind,
 * `forClient`) worded in `lang`, and the referenced or linked items visitors would not get.
 */
export async function itemReadiness(db: Db, registry: KindRegistry, companyId: number, forClient: ResolvedKind, item: WireItem, lang: UiLanguage) {
  const faults = (forClient.rules?.lint?.(documentOf(item)) ?? []).map((f) => ({
    at: f.at, message: ruleText(forClient, { field: f.at, message: f.message, values: f.values }, lang), messageId: f.message, values: f.values ?? {},
  }));
  // What a publish should name first: referenced or linked items visitors would not get (or get older).
  const targets = (await unpublishedTargets(db, companyId, forClient.id, item.id, unpublishableKinds(registry))).map((t) => {
    const values = { kind: t.kind, id: t.id, title: t.title };
    return { ...t, messageId: targetGapMessage(t.gap), message: readinessText(targetGapMessage(t.gap), values, lang) };
  });
  return { faults, targets };
}
