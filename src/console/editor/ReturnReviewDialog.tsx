import { useId, useState } from 'react';
import { REVIEW_COMMENT_MAX } from '../../core/reviewWire.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useModalDialog } from '../ui/useModalDialog.ts';
import './review.css';

/**
 * "Return to author": a small modal with an optional comment for the author; the comment
 * box has the focus, so an editor types at once; Escape or Cancel returns nothing.
 */
export function ReturnReviewDialog({ title, itemLabel, onReturn, onCancel }: {
  /** The item's title, as the dialog's question names it. */
  title: string;
  /** The kind's word for one item. */
  itemLabel: string;
  onReturn(comment: string): void;
  onCancel(): void;
}) {
  const t = useT();
  const { ref, titleId, bodyId } = useModalDialog();
  const commentId = useId();
  const [comment, setComment] = useState('');
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <form method="dialog" onSubmit={(e) => { e.preventDefault(); onReturn(comment.trim()); }}>
        <h2 id={titleId} className="dialog__title">{t('review.return.title', { title })}</h2>
        <p id={bodyId} className="dialog__body">{t('review.return.body', { item: itemLabel })}</p>
        <div className="field review-dialog__field">
          <label className="field__label" htmlFor={commentId}>{t('review.return.comment')}</label>
          <textarea id={commentId} className="input review-comment" rows={4} maxLength={REVIEW_COMMENT_MAX} autoFocus
            value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onCancel}>{t('confirm.cancel')}</button>
          <button type="submit" className="btn btn--primary">{t('review.return.confirm')}</button>
        </div>
      </form>
    </dialog>
  );
}
