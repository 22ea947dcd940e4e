import { useT } from '../i18n/IntlContext.tsx';

/** Full-page, unmissable report of a broken plugin: the message names the file to fix. */
export function RegistryErrorScreen({ error }: { error: Error }) {
  const t = useT();
  return (
    <main className="fatal" role="alert">
      <h1 className="fatal__title">{t('registry.error.title')}</h1>
      <pre className="fatal__message">{error.message}</pre>
      <p className="fatal__hint">{t('registry.error.hint')}</p>
    </main>
  );
}
