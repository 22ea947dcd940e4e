import { useIntl, useT } from '../i18n/IntlContext.tsx';
import type { Draft } from './draftStore.ts';

/** Offers back unsaved changes found in local storage for the item just opened. */
export function DraftBanner({ draft, onRestore, onDiscard }: { draft: Draft; onRestore(): void; onDiscard(): void }) {
  const t = useT();
  const intl = useIntl();
  const time = intl.formatDate(draft.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="draft-banner" role="alert">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 4.5v4M8 11h.01" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" /></svg>
      <span className="draft-banner__text">{t('draft.found', { time })}</span>
      <button type="button" className="btn btn--sm btn--primary" onClick={onRestore}>{t('draft.restore')}</button>
      <button type="button" className="btn btn--sm" onClick={onDiscard}>{t('draft.discard')}</button>
    </div>
  );
}
