import type { ResolvedKind } from '../../core/defineKind.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import type { WireItem } from '../items/itemStore.ts';
import { getRevision, type RevisionSubject } from '../revisions/revisionStore.ts';
import type { ItemWriter } from './createItemWriter.ts';
import type { WriteCaller } from './writeCaller.ts';

/** What a restore asks: revision `n` of the item `subject` names, saved over `version` (the version the caller loaded). */
export interface RestoreRevisionCommand {
  kind: ResolvedKind;
  subject: RevisionSubject;
  n: number;
  version: number;
}

/**
 * Saves a revision's document again through the one write path (version check, validation), recorded
 * as its `revert`; 404 for a revision the item never had, 400 for one kept without its document, 409
 * for one of another shape (its document would be saved under this shape's schema).
 */
export async function restoreRevision(writer: ItemWriter, caller: WriteCaller, { kind, subject, n, version }: RestoreRevisionCommand): Promise<WireItem> {
  const revision = await getRevision(writer.store.db, subject, n);
  if (!revision) throw notFound('Revision');
  if (!revision.document) throw refusal(400, 'api.refused.revisionNotRestorable', { n });
  // Revisions from before variants were kept (null) are this shape's.
  const current = writer.validator.kindFor(kind, caller.client).variant;
  if (revision.variant !== null && revision.variant !== current) {
    throw refusal(409, 'api.refused.revisionOtherShape', { n, stored: revision.variant, current });
  }
  return writer.update(caller, kind, subject.itemId, version, revision.document, { revert: { n, document: revision.document } });
}
