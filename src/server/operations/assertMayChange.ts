import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup } from '../../core/fieldPathLabel.ts';
import { refusedRight } from '../../core/roles.ts';
import { grantRefusal } from '../auth/requireRight.ts';
import { refusal } from '../errors/refusal.ts';
import { consoleWords } from '../i18n/ruleMessages.ts';
import type { WriteCaller } from './writeCaller.ts';

/**
 * The one place a write checks the caller's right on the items it changes beyond what its route
 * checked: the kind a kind's own call saves, the items a destroy rewrites or unlinks. The rule: a
 * write changes an item only when the caller may `write` items of its kind (a user limited to some
 * kinds never reaches the others through a side effect). A write nobody made (no grant) passes.
 */

/** An item a write would change besides the one it names: its kind, id and title (as its list shows it). */
export interface ChangedItem {
  kind: string;
  id: number;
  title: string;
}

/** A kind by its id as the caller's client runs it (for its label), undefined for one the registry no longer has. */
export type KindById = (id: string) => ResolvedKind | undefined;

// How many of the items the sentence names; the answer's `would_change` lists every one.
const NAMED = 3;

/** The kind as a refusal names it: its tab label in the caller's language, else its id. */
function kindLabel(caller: WriteCaller, kind: ResolvedKind | undefined, id: string): string {
  return (kind && kindLookup(kind.messages, caller.language ?? 'en')(kind.labels.tab)) ?? id;
}

/** Throws the role's 403 (naming the kind) when the caller may not write items of `kind`: for writes of a kind their route did not check (a kind's own call saving another kind). */
export function assertMayWrite(caller: WriteCaller, kind: ResolvedKind): void {
  if (!caller.grant) return;
  const refused = grantRefusal(caller.grant, 'write', { kind: kind.id }, { kindLabel: kindLabel(caller, kind, kind.id) });
  if (refused) throw refused;
}

/**
 * Throws 403 `{ message, would_change }` naming the items of `changed` the caller may not write
 * (message `messageId`, or its `.more` when there are more than it names); nothing when they may
 * write every one. Call it before the write changes anything, inside its transaction.
 */
export function assertMayChangeAll(caller: WriteCaller, changed: readonly ChangedItem[], kindById: KindById, messageId = 'api.refused.destroyChanges'): void {
  const grant = caller.grant;
  if (!grant) return;
  const refused = changed.filter((item) => refusedRight(grant, 'write', { kind: item.kind }) !== undefined);
  if (!refused.length) return;
  const say = consoleWords(caller.language ?? 'en');
  const items = refused.slice(0, NAMED)
    .map((item) => say('api.refused.changedItem', { title: item.title || `#${item.id}`, kind: kindLabel(caller, kindById(item.kind), item.kind) }))
    .join(', ');
  const more = refused.length - NAMED;
  throw refusal(403, more > 0 ? `${messageId}.more` : messageId, more > 0 ? { items, more } : { items },
    { would_change: refused.map(({ kind, id, title }) => ({ kind, id, title })) });
}
