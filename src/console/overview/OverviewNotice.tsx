import { useT } from '../i18n/IntlContext.tsx';
import type { OverviewLoad } from './useOverview.ts';

/** Stands in for an overview screen's sections while it loads, or says why it could not (the server's words) with a retry. */
export function OverviewNotice({ load }: { load: OverviewLoad }) {
  const t = useT();
  if (load.error !== null) {
    return (
      <section className="ov-notice" role="alert">
        <h2 className="ov-notice__title">{t('overview.error.title')}</h2>
        <p className="ov-notice__body">{load.error || t('error.generic')}</p>
        <div><button type="button" className="btn btn--sm" disabled={load.loading} onClick={load.reload}>{t('user.retry')}</button></div>
      </section>
    );
  }
  return (
    <section className="ov-notice" aria-busy="true">
      <p className="ov-notice__body"><span className="spinner" aria-hidden="true" />{t('app.loading')}</p>
    </section>
  );
}
