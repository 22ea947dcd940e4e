import type { KindRecord, ResolvedKind } from '../../core/defineKind.ts';
import { writingItems } from '../cache/writeScope.ts';
import { HttpError } from '../errors/httpError.ts';
import { notFound } from '../errors/notFoundError.ts';
import { assertSameVariant, versionConflict } from '../errors/versionConflict.ts';
import { documentOf } from '../items/documentOf.ts';
import { inTransaction, type WireItem } from '../items/itemStore.ts';
import { mergeStale, staleRefusal } from '../items/mergeStale.ts';
import { checkRefTargets, replaceRefLinks } from '../links/refLinks.ts';
import { applyBodyLinks } from '../links/relationBody.ts';
import { relationsNow, revisionAtVersion } from '../revisions/revisionAtVersion.ts';
import { pruneTranslations } from '../translations/pruneTranslations.ts';
import { prepareItem, refusingForeignLinks, type PreparedItem, type WriteContext } from './prepareItem.ts';
import type { WriteCaller } from './writeCaller.ts';

// A save that lost a race to another is merged again against the newer item; past this it is a 409.
const MERGE_ATTEMPTS = 3;
const RETRY = Symbol('retry');

/** How an update may treat an item of another variant than the caller's. */
export interface UpdateOptions {
  /**
   * Refuse (409) instead of converting: for writes the author did not review in the editor (clearing
   * one field, removing one child, a kind endpoint), where a silent conversion would drop fields.
   */
  sameVariant?: boolean;
  /** A revision's document saved again: recorded as a `revert` of revision n; its children keep the keys they had in it. */
  revert?: { n: number; document: KindRecord };
}

/**
 * Replaces the item's document when `version` is current; 404 when it is not the caller's. A save
 * of an older version is merged into the current item when the fields it changes are not the ones
 * changed since (mergeStale.ts); else, or when that version's revision is gone, 409 with `current`.
 * An item of another variant is validated against the caller's current one and takes its name (a
 * visible migration).
 */
export async function updateItem(ctx: WriteContext, caller: WriteCaller, kind: ResolvedKind, id: number, version: number, body: Record<string, unknown>, opts: UpdateOptions = {}): Promise<WireItem> {
  const { store, validator, record } = ctx;
  for (let attempt = 1; ; attempt++) {
    const stored = await store.get(caller.companyId, kind, id);
    if (!stored) throw notFound();
    if (opts.sameVariant) assertSameVariant(stored, validator.kindFor(kind, caller.client).variant);
    let input = body;
    let links: PreparedItem['links'] | undefined;
    let stale: ReturnType<typeof mergeStale> | undefined;
    if (stored.version !== version) {
      // A restore writes a whole revision back: there is nothing of the caller's to merge.
      const base = opts.revert ? undefined : await revisionAtVersion(store.db, caller.companyId, kind.id, id, version);
      if (!base) throw versionConflict(stored, version);
      // The caller's own document, as a save of the base would store it (keys given, checked): their 400s stay theirs.
      const yours = await prepareItem(ctx, caller, kind, body, base.data);
      const linksNow = yours.links.length ? await relationsNow(store.db, caller.companyId, kind.id, id) : {};
      const sent = { yours: yours.links, base: base.relations, theirs: linksNow };
      stale = mergeStale(base.data, yours.doc, documentOf(stored), validator.annotationsFor(kind, caller.client).keyed, sent, stored, version);
      input = stale.merged;
      links = stale.links;
    }
    let prepared: PreparedItem;
    try {
      prepared = await prepareItem(ctx, caller, kind, input, opts.revert?.document ?? documentOf(stored));
    } catch (err) {
      if (stale && err instanceof HttpError && err.status === 400) throw staleRefusal(stale, 'invalid');
      throw err;
    }
    const { doc, forClient, refs, wordRef, lang } = prepared;
    // It changes the item's own rows (row, links, texts, revision), never its place in a list: the list models take it without reading stamps.
    const written = await writingItems(kind.id, [id], () => refusingForeignLinks(() => inTransaction(store, async (tx) => {
      await checkRefTargets(tx.db, caller.companyId, refs, wordRef, lang);
      const { item, stale: moved } = await tx.update(caller.companyId, forClient, id, stored.version, doc);
      if (!item) {
        if (!moved) throw notFound();
        if (attempt < MERGE_ATTEMPTS && !opts.revert) return RETRY;
        throw versionConflict(moved, version);
      }
      await replaceRefLinks(tx.db, caller.companyId, kind.id, id, refs);
      await applyBodyLinks(tx.db, caller.companyId, kind.id, id, links ?? prepared.links);
      const pruned = await pruneTranslations(tx.db, caller.companyId, forClient, item, validator.annotationsFor(kind, caller.client));
      await record(tx.db, caller, kind.id, id, opts.revert ? 'revert' : 'update', opts.revert?.n);
      // Dropped texts of a live item may change which languages differ from its published version: the answer says it as stored.
      return pruned && item.published_version !== null ? (await tx.get(caller.companyId, forClient, id))! : item;
    })));
    if (written !== RETRY) return written;
  }
}
