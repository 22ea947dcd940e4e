import { useT } from '../i18n/IntlContext.tsx';
import { useOptionalRegistry } from '../registry/RegistryContext.tsx';

/** How the visitors' app uses a key: the header it sends and the two delivery calls, with the kinds it can ask for. */
export function ApiKeysHint() {
  const t = useT();
  const kinds = useOptionalRegistry()?.kinds.map((k) => k.id) ?? [];
  const sample = [
    'GET /delivery/v1/<kind>',
    'GET /delivery/v1/<kind>/<id>?lang=<language>',
    'Authorization: Bearer <key>',
  ].join('\n');
  return (
    <div className="apikeys-hint">
      <h3 className="apikeys-create__title">{t('apiKeys.hint.title')}</h3>
      <p className="settings-note">{t('apiKeys.hint.body')}</p>
      <pre className="apikeys-hint__code" tabIndex={0}><code>{sample}</code></pre>
      {kinds.length > 0 && (
        <p className="settings-note">{t('apiKeys.hint.kinds')} {kinds.map((id, i) => (
          <span key={id}>{i > 0 && ', '}<code className="apikeys-hint__kind">{id}</code></span>
        ))}</p>
      )}
    </div>
  );
}
