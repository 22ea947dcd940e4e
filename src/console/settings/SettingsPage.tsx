import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { ColourSettings } from './ColourSettings.tsx';
import { LanguageSettings } from './LanguageSettings.tsx';
import { LoadStatus } from '../ui/LoadStatus.tsx';
import { SharingSetting } from './SharingSetting.tsx';
import { TabSettings } from './TabSettings.tsx';
import { UsersPanel } from './users/UsersPanel.tsx';
import type { StoredSettings } from './settingsTypes.ts';
import { VariantInfo } from './VariantInfo.tsx';
import { AccountInfo } from './AccountInfo.tsx';
import { useMay } from '../session/useGrant.ts';
import './settings.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: StoredSettings };

/**
 * The settings screen (`/settings`). It shows only what the role may change: an admin the
 * client's settings, everyone else their own account and who changes the rest.
 */
export function SettingsPage() {
  return useMay('manage') ? <ClientSettings /> : <ReaderSettings />;
}

/** A non-admin's Settings: their account, read-only, and a sentence saying an admin changes the rest. */
function ReaderSettings() {
  const t = useT();
  return (
    <SettingsFrame intro={t('settings.introReader')}>
      <AccountInfo />
      <p className="settings__intro">{t('settings.account.adminChanges')}</p>
    </SettingsFrame>
  );
}

/** The Settings screen's frame and heading, with the intro each kind of user reads. */
function SettingsFrame({ intro, children }: { intro: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="settings">
      <div className="settings__inner">
        <header className="settings__header">
          <h1 className="settings__title">{t('settings.title')}</h1>
          <p className="settings__intro">{intro}</p>
        </header>
        {children}
      </div>
    </div>
  );
}

/**
 * The client admin's settings: colours with a live phone preview, tabs, content languages, sharing,
 * the screen variants in use, and the users. Each section saves on its own (`POST /api/settings` with
 * its own keys) and the console follows at once, without a reload.
 */
function ClientSettings() {
  const t = useT();
  const { http } = useServices();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchSettings = useCallback(() => {
    setLoad({ state: 'loading' });
    http<{ data: StoredSettings }>('/settings')
      .then((res) => setLoad({ state: 'ready', settings: res.data }))
      .catch(() => setLoad({ state: 'failed' }));
  }, [http]);
  useEffect(fetchSettings, [fetchSettings]);
  // Every section hands back the whole stored document the server answered.
  const onSaved = useCallback((settings: StoredSettings) => setLoad({ state: 'ready', settings }), []);

  return (
    <SettingsFrame intro={t('settings.intro')}>
      {load.state !== 'ready' && <LoadStatus failed={load.state === 'failed'} failedText={t('settings.loadFailed')} onRetry={fetchSettings} />}
      {load.state === 'ready' && (
        <>
          <ColourSettings stored={load.settings} onSaved={onSaved} />
          <TabSettings stored={load.settings} onSaved={onSaved} />
          <LanguageSettings stored={load.settings} onSaved={onSaved} />
          <SharingSetting stored={load.settings} onSaved={onSaved} />
          <VariantInfo />
        </>
      )}
      <UsersPanel />
      <ApiKeysSection />
    </SettingsFrame>
  );
}
