import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { kindLookup } from '../../core/fieldPathLabel.ts';
import type { RelationDefinition } from '../../core/relations.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import { createRelationStore, type RelationRef, type RelationStore } from '../links/relationStore.ts';
import { lockItem, type RevisionRecorder } from '../revisions/recordRevision.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a 404 of the link operations names: the owner, the item to link, the link. */
export const LINK_SUBJECTS = { owner: 'Item', target: 'Linked item', link: 'Link' } as const;

/** Runs a change of links on a store bound to one transaction (`tx` for the revision beside it). */
export type Changing = <T>(fn: (store: RelationStore, tx: Db) => Promise<T>) => Promise<T>;

/** One relation of one kind as its link operations need it: its definition, a store to read, a way to change it, the revision recorder. */
export interface LinkContext {
  kind: ResolvedKind;
  name: string;
  rel: RelationDefinition;
  ref: RelationRef;
  store: RelationStore;
  changing: Changing;
  record: RevisionRecorder;
}

/** The link context of relation `name` of `kind`; a change runs with a store on one transaction, which also records it as a revision of the owner. */
export function createLinkContext(db: Db, registry: KindRegistry, kind: ResolvedKind, name: string, rel: RelationDefinition, record: RevisionRecorder): LinkContext {
  const changing: Changing = (fn) => db.transaction((tx) => fn(createRelationStore(tx, registry), tx));
  return { kind, name, rel, ref: { ownerKind: kind.id, relation: name }, store: createRelationStore(db, registry), changing, record };
}

/** Records a change of an item's links as an update of that item, after the change so its revision shows it. */
export function logOwner(ctx: LinkContext, tx: Db, caller: WriteCaller, owner: number) {
  return ctx.record(tx, { companyId: caller.companyId, userId: caller.userId }, ctx.kind.id, owner, 'update');
}

/**
 * Locks the owner first, for calls that change a link row before they know the owner is locked: the
 * order of every item write (item row, then links), so they cannot deadlock with a save or a destroy of it.
 */
export function lockOwner(ctx: LinkContext, tx: Db, caller: WriteCaller, owner: number | undefined) {
  return owner === undefined ? false : lockItem(tx, caller.companyId, ctx.kind.id, owner);
}

/** The list as its panel titles it, in the caller's language (the relation's own name as a last resort). */
export function listName(ctx: LinkContext, caller: WriteCaller): string {
  return kindLookup(ctx.kind.messages, caller.language ?? 'en')(ctx.rel.label) ?? ctx.name;
}

/** Link `id` when it is the caller's; a kind alias (`/remove-story-as-event/:link`) sees only links to items of its kind `only`. */
export async function linkOfKind(ctx: LinkContext, caller: WriteCaller, id: number, only?: string): Promise<number> {
  if (only !== undefined && (await ctx.store.targetKindOfLink(caller.companyId, ctx.ref, id)) !== only) throw notFound(LINK_SUBJECTS.link);
  return id;
}
