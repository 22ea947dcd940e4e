import { useT } from '../i18n/IntlContext.tsx';
import type { HistoryView } from './useHistoryView.ts';

/** The id of the History panel, which its button controls. */
export const HISTORY_PANEL_ID = 'editor-history';

/** "History" in the editor's header: opens and closes the History panel of the opened item. */
export function HistoryButton({ view }: { view: HistoryView }) {
  const t = useT();
  return (
    <button type="button" className={`btn btn--sm${view.open ? ' btn--accent-soft' : ''}`} aria-expanded={view.open} title={t('history.button')}
      aria-controls={view.open ? HISTORY_PANEL_ID : undefined} onClick={view.toggle}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M2.5 8a5.5 5.5 0 1 0 1.6-3.9M2.5 2.5v2.8h2.8M8 5v3.2l2 1.3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
      <span className="btn__label">{t('history.button')}</span>
    </button>
  );
}
