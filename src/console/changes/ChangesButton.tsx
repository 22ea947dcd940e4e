import { useT } from '../i18n/IntlContext.tsx';
import type { ChangesView } from './useChangesView.ts';

/** The id of the Changes panel, which its button controls. */
export const CHANGES_PANEL_ID = 'editor-changes';

/** "Changes" in the editor's header of a published item with changes: opens and closes the Changes panel. */
export function ChangesButton({ view }: { view: ChangesView }) {
  const t = useT();
  return (
    <button type="button" className={`btn btn--sm${view.open ? ' btn--accent-soft' : ''}`} aria-expanded={view.open} title={t('changes.button')}
      aria-controls={view.open ? CHANGES_PANEL_ID : undefined} onClick={view.toggle}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M3 5h7M3 8h10M3 11h5M12.5 2.5v4M10.5 4.5h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" /></svg>
      <span className="btn__label">{t('changes.button')}</span>
    </button>
  );
}
