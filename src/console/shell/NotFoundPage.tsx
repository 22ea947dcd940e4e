import { Link } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';

/** The /404 page (inside the shell, so the tabs stay at hand). */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="center-page">
      <p className="center-page__code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.body')}</p>
      <Link href="/" className="btn btn--primary">{t('notFound.back')}</Link>
    </div>
  );
}
