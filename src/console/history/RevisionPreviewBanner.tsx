import { useT } from '../i18n/IntlContext.tsx';
import './history.css';

/** Above the phone while it shows an old revision: which one, that it is not saved, and the way back to the form's document. */
export function RevisionPreviewBanner({ n, onBack }: { n: number; onBack(): void }) {
  const t = useT();
  return (
    <div className="hpreview" role="status">
      <div className="hpreview__text">
        <strong className="hpreview__title">{t('history.previewBanner', { n })}</strong>
        <span className="hpreview__note">{t('history.previewNote')}</span>
      </div>
      <button type="button" className="btn btn--sm" onClick={onBack}>{t('history.previewBack')}</button>
    </div>
  );
}
