import { useT } from '../i18n/IntlContext.tsx';

/**
 * Full-page, unmissable report of a broken plugin: the message names the file to fix. `inline`: the
 * same report inside the signed-in shell, for what only breaks when a tab opens (a kind's console
 * module, a client patch naming an unknown variant); the other tabs keep working.
 */
export function RegistryErrorScreen({ error, inline = false }: { error: Error; inline?: boolean }) {
  const t = useT();
  const Root = inline ? 'div' : 'main';
  return (
    <Root className="fatal" role="alert">
      <h1 className="fatal__title">{t('registry.error.title')}</h1>
      <pre className="fatal__message">{error.message}</pre>
      <p className="fatal__hint">{t(inline ? 'registry.error.tabHint' : 'registry.error.hint')}</p>
    </Root>
  );
}
