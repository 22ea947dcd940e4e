import type { ResolvedKind } from '../../core/defineKind.ts';
import type { ItemStore, WireItem } from '../items/itemStore.ts';
import type { FreshKeys } from '../items/keyedChildren.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import { revisionRecorder, type RevisionRecorder } from '../revisions/recordRevision.ts';
import { assertMayWrite } from './assertMayChange.ts';
import { createItem } from './createItem.ts';
import type { SettingsOf, WriteContext } from './prepareItem.ts';
import { updateItem, type UpdateOptions } from './updateItem.ts';
import type { WriteCaller } from './writeCaller.ts';

/** Reads a company's client settings, for kinds whose rules or writes depend on them. */
export type { SettingsOf } from './prepareItem.ts';

/** What the writer is built from. */
export interface ItemWriterDeps {
  store: ItemStore;
  validator: KindValidator;
  settingsOf?: SettingsOf;
  /** Records each write's revision (default: keeping the last 100 per item). */
  record?: RevisionRecorder;
}

// Keys come from one sequence, so a key is unique within every company and a child path needs no parent id.
function sequenceKeys(store: ItemStore): FreshKeys {
  return async (n) => (await store.db.query<{ k: string | number }>(
    `select nextval('child_keys') as k from generate_series(1, $1::int)`, [n])).map((r) => Number(r.k));
}

/**
 * The one write path of items (generic routes, kind endpoints, child removal), bound to its store:
 * `create` and `update` are the operations createItem and updateItem with this writer's context, each
 * for a caller who may write items of that kind (a kind's own call may save another kind than its route checked).
 */
export function createItemWriter({ store, validator, settingsOf = async () => ({}), record = revisionRecorder() }: ItemWriterDeps) {
  const ctx: WriteContext = { store, validator, settingsOf, record, fresh: sequenceKeys(store) };
  return {
    store,
    validator,
    /** Records a revision of an item, for the writes beside this writer (lifecycle actions, translations, links). */
    record,
    /** Validates and stores a new item of the kind for the caller (createItem). */
    create: async (caller: WriteCaller, kind: ResolvedKind, body: Record<string, unknown>): Promise<WireItem> => {
      assertMayWrite(caller, kind);
      return createItem(ctx, caller, kind, body);
    },
    /** Replaces the item's document, merging a stale save where it can (updateItem). */
    update: async (caller: WriteCaller, kind: ResolvedKind, id: number, version: number, body: Record<string, unknown>, opts: UpdateOptions = {}): Promise<WireItem> => {
      assertMayWrite(caller, kind);
      return updateItem(ctx, caller, kind, id, version, body, opts);
    },
  };
}

/** The writer built by `createItemWriter`. */
export type ItemWriter = ReturnType<typeof createItemWriter>;
