import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup } from '../../core/fieldPathLabel.ts';
import { grantRefusal } from '../auth/requireRight.ts';
import type { HttpError } from '../errors/httpError.ts';
import { consoleWords, ruleFailure, type UiLanguage } from '../i18n/ruleMessages.ts';
import { documentOf } from '../items/documentOf.ts';
import type { WireItem } from '../items/itemStore.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import type { WriteCaller } from '../operations/writeCaller.ts';
import type { ReleaseItemRow } from './releaseStore.ts';

/** A refusal's sentence in `lang`: a catalogue refusal worded there, any other (a publish rule's, already in it) as written. */
export function refusalText(err: HttpError, lang: UiLanguage): string {
  return err.said ? consoleWords(lang)(err.said.messageId, { ...err.said.values }) : err.message;
}

/** The kind of a release item that can still be published (undefined: the kind is gone or lost its publish step). */
export function releaseKind(registry: KindRegistry, kind: string): ResolvedKind | undefined {
  return registry.kinds.find((k) => k.id === kind && k.api.actions.includes('publish'));
}

/**
 * Why the release item cannot go live as it is now, in `lang`; null when it can. The same checks a
 * single publish or un-publish makes (the caller's lifecycle right on the kind, the kind's publish rules
 * as the caller's client has the kind), and a release's own: an archived item is not published by a
 * release (archiving was someone's decision), and only a live item can be un-published.
 */
export function releaseItemReason(validator: KindValidator, kind: ResolvedKind | undefined, caller: WriteCaller, row: ReleaseItemRow, stored: WireItem | undefined, lang: UiLanguage): string | null {
  const say = consoleWords(lang);
  if (!kind || !stored) return say('api.refused.schedule.kindGone', {});
  if (caller.grant) {
    const refused = grantRefusal(caller.grant, 'lifecycle', { kind: kind.id }, { kindLabel: kindLookup(kind.messages, lang)(kind.labels.tab) ?? kind.id });
    if (refused) return refusalText(refused, lang);
  }
  if (row.action === 'unpublish') return row.is_published ? null : say('api.refused.release.notLive', {});
  if (row.is_archived) return say('api.refused.release.archived', {});
  const forClient = validator.kindFor(kind, caller.client);
  const broken = forClient.rules?.publishRules?.(documentOf(stored)) ?? [];
  return broken.length ? ruleFailure(forClient, broken, lang).message : null;
}
