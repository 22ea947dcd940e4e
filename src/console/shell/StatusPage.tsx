import { Link } from 'wouter';
import { useT } from '../i18n/IntlContext.tsx';

/** A full-page status (404, 401…) inside the shell, with a way back to the start. */
export function StatusPage({ code, messages }: { code: number; /** Message id prefix: `<messages>.title` and `<messages>.body`. */ messages: string }) {
  const t = useT();
  return (
    <div className="center-page">
      <p className="center-page__code" aria-hidden="true">{code}</p>
      <h1>{t(`${messages}.title`)}</h1>
      <p className="muted">{t(`${messages}.body`)}</p>
      <Link href="/" className="btn btn--primary">{t('notFound.back')}</Link>
    </div>
  );
}
