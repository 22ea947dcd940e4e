import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../http/ServicesContext.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { ColourSettings } from './ColourSettings.tsx';
import { LanguageSettings } from './LanguageSettings.tsx';
import { LoadStatus } from '../shell/LoadStatus.tsx';
import { SharingSetting } from './SharingSetting.tsx';
import { TabSettings } from './TabSettings.tsx';
import { UsersPanel } from './users/UsersPanel.tsx';
import type { StoredSettings } from './settingsTypes.ts';
import { VariantInfo } from './VariantInfo.tsx';
import './settings.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: StoredSettings };

/**
 * The client admin's settings screen (`/settings`): colours with a live phone preview, tabs, content
 * languages, sharing, the screen variants in use, and the users. Each section saves on its own
 * (`POST /api/settings` with its own keys) and the console follows at once, without a reload.
 */
export function SettingsPage() {
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
    <div className="settings">
      <div className="settings__inner">
        <header className="settings__header">
          <h1 className="settings__title">{t('settings.title')}</h1>
          <p className="settings__intro">{t('settings.intro')}</p>
        </header>
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
      </div>
    </div>
  );
}
