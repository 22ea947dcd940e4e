import { Link } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';

/** The /401 page: the signed-in user's roles do not open the route asked for. */
export function UnauthorizedPage() {
  const t = useT();
  return (
    <div className="center-page">
      <p className="center-page__code" aria-hidden="true">401</p>
      <h1>{t('unauthorized.title')}</h1>
      <p className="muted">{t('unauthorized.body')}</p>
      <Link href="/" className="btn btn--primary">{t('notFound.back')}</Link>
    </div>
  );
}
