import { Link } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';

/** An honest placeholder for a route whose screen is not built yet (instead of a crash or a blank page). */
export function NotAvailablePage({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="center-page">
      <h1>{t('notAvailable.title', { title })}</h1>
      <p className="muted">{t('notAvailable.body')}</p>
      <Link href="/" className="btn">{t('notFound.back')}</Link>
    </div>
  );
}
