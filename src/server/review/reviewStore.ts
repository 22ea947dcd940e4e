import type { ReviewState } from '../../core/reviewWire.ts';
import type { Db } from '../db/Db.ts';
import { notFound } from '../errors/notFoundError.ts';
import { refusal } from '../errors/refusal.ts';
import { COLUMNS, toWire, type ItemRow, type WireItem } from '../items/wireSql.ts';
import type { RevisionRecorder } from '../revisions/recordRevision.ts';

/** One review step: an author submits, an editor returns (publishing, in the item store, ends a review). */
export type ReviewStep = 'submit' | 'return';

/** What a review step needs to know besides the step: whose item, who acts, the kind's base variant name. */
export interface ReviewStepTarget {
  companyId: number;
  userId: number;
  kind: string;
  itemId: number;
  /** The kind's base variant name as the caller's client has it (a stored 'default' reads as it). */
  baseVariant: string;
}

const STATE_AFTER: Record<ReviewStep, ReviewState> = { submit: 'submitted', return: 'returned' };
const ACTION: Record<ReviewStep, 'submit-review' | 'return-review'> = { submit: 'submit-review', return: 'return-review' };

/**
 * Takes the step on the item and records it as a revision entry (who, when, comment), in one
 * transaction with the item row locked: two editors returning at once get one 200 and one 409.
 * 404 when the company has no such item; 409 when the step does not fit where its review stands.
 * The document and its version stay: a review step is no edit, so an open editor still saves.
 */
export function takeReviewStep(db: Db, record: RevisionRecorder, t: ReviewStepTarget, step: ReviewStep, comment: string | null): Promise<WireItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ review: ReviewState | null; is_archived: boolean; unchanged_live: boolean }>(
      `select review, is_archived, published_version is not null and cardinality(changed_languages) = 0 as unchanged_live
         from items where company_id = $1 and kind = $2 and id = $3 for update`, [t.companyId, t.kind, t.itemId]);
    if (!row) throw notFound();
    if (step === 'submit' && row.is_archived) throw refusal(409, 'api.refused.review.archived');
    // A published item is reviewed for its changes: with none, there is nothing for an editor to approve.
    if (step === 'submit' && row.unchanged_live) throw refusal(409, 'api.refused.review.noChanges');
    if (step === 'submit' && row.review === 'submitted') throw refusal(409, 'api.refused.review.alreadySubmitted');
    if (step === 'return' && row.review !== 'submitted') throw refusal(409, 'api.refused.review.notSubmitted');
    const [updated] = await tx.query<ItemRow>(
      `update items set review = $4, review_comment = $5, review_by = $6, review_at = now()
        where company_id = $1 and kind = $2 and id = $3 returning ${COLUMNS}`,
      [t.companyId, t.kind, t.itemId, STATE_AFTER[step], comment, t.userId]);
    await record(tx, { companyId: t.companyId, userId: t.userId }, t.kind, t.itemId, ACTION[step], undefined, comment);
    return toWire(updated, t.baseVariant);
  });
}
