import type { ResolvedKind } from '../../core/defineKind.ts';
import { hasPublishStep, reviewStep } from '../../core/visitorState.ts';
import { useT } from '../i18n/IntlContext.tsx';
import type { WireItem } from '../model/wireItem.ts';
import './review.css';

/**
 * Above the form, when an editor returned the open item to its author: who returned it and
 * their comment, so the author sees what to change before resubmitting.
 */
export function ReviewBanner({ kind, item }: { kind: ResolvedKind; item: WireItem | null }) {
  const t = useT();
  if (reviewStep(item, hasPublishStep(kind)) !== 'returned') return null;
  const review = item!.review!;
  const name = review.by?.name?.trim() || t('review.someone');
  const comment = review.comment?.trim();
  return (
    // Styled as the draft banner: a note to read before editing on.
    <div className="draft-banner review-banner" role="status">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 4.5v4M8 11h.01" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" /></svg>
      <span className="draft-banner__text review-banner__comment">
        {comment ? t('review.returned', { name, comment }) : t('review.returnedNoComment', { name })}
      </span>
    </div>
  );
}
