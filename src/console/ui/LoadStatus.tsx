import { useT } from '../i18n/IntlContext.tsx';
import './loadStatus.css';

/**
 * What a page or section shows until its data is there: "Loading…" (a status), or when loading
 * failed, `failedText` and a Retry button (an alert).
 */
export function LoadStatus({ failed, failedText, onRetry }: { failed: boolean; failedText: string; onRetry(): void }) {
  const t = useT();
  return failed ? (
    <div className="load-status" role="alert">
      <p>{failedText}</p>
      <button type="button" className="btn btn--sm" onClick={onRetry}>{t('user.retry')}</button>
    </div>
  ) : (
    <p className="load-status" role="status"><span className="spinner" aria-hidden="true" /> {t('app.loading')}</p>
  );
}
