import { useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { LoadStatus } from '../ui/LoadStatus.tsx';
import { ApiKeysCreateForm } from './ApiKeysCreateForm.tsx';
import { ApiKeysHint } from './ApiKeysHint.tsx';
import { ApiKeysSecretDialog } from './ApiKeysSecretDialog.tsx';
import { ApiKeysTable } from './ApiKeysTable.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useApiKeys, type ApiKeySummary, type CreatedApiKey } from './useApiKeys.ts';
import './apiKeys.css';

/**
 * Settings → "Delivery API keys" (admin only): the keys the visitors' app reads published content
 * with. Creating one shows its secret once; revoking asks first and keeps the key listed as Revoked.
 */
export function ApiKeysSection() {
  const t = useT();
  const { notify } = useServices();
  const { keys, loading, failed, reload, create, revoke } = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revoking, setRevoking] = useState<ApiKeySummary>();

  const onCreate = async (name: string) => {
    setCreated(await create(name));
  };
  const onRevoke = async (key: ApiKeySummary) => {
    try {
      await revoke(key.id);
      notify('success', t('apiKeys.revoke.done', { name: key.name }));
    } catch {
      // The http client said why; the list may be stale (another admin), so read it again.
      void reload();
    } finally {
      setRevoking(undefined);
    }
  };

  return (
    <SettingsSection title={t('apiKeys.title')} intro={t('apiKeys.intro')}>
      {failed || (loading && keys.length === 0) ? (
        <LoadStatus failed={failed} failedText={t('apiKeys.loadFailed')} onRetry={() => void reload()} />
      ) : keys.length === 0 ? (
        <p className="settings-note">{t('apiKeys.empty')}</p>
      ) : (
        <ApiKeysTable keys={keys} onRevoke={setRevoking} />
      )}
      <div className="apikeys-panels">
        <ApiKeysCreateForm create={onCreate} />
        <ApiKeysHint />
      </div>
      {created && <ApiKeysSecretDialog name={created.key.name} secret={created.secret} onClose={() => setCreated(undefined)} />}
      {revoking && (
        <ConfirmDialog title={t('apiKeys.revoke.title', { name: revoking.name })} body={t('apiKeys.revoke.body')}
          confirmLabel={t('apiKeys.revoke.confirm')} cancelLabel={t('settings.cancel')}
          onConfirm={() => void onRevoke(revoking)} onCancel={() => setRevoking(undefined)} />
      )}
    </SettingsSection>
  );
}
