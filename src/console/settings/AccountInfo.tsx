import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';
import { useGrant } from '../session/useGrant.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useTabLabel } from '../routes/useTabLabel.ts';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * The signed-in user's own account, read-only: name, e-mail, role with what it lets them
 * do, and their limits (the kinds they may change, a translator's languages), in the interface language.
 */
export function AccountInfo() {
  const t = useT();
  const user = useAtomValue(userWebAtom)?.user;
  const grant = useGrant();
  const registry = useRegistry();
  const tabLabel = useTabLabel();
  const languageName = useLanguageName();
  // A viewer changes nothing: limits on what they may change would say nothing.
  const changes = grant.role !== 'viewer';
  const kinds = grant.kinds
    ? grant.kinds.map((id) => { const kind = registry.kinds.find((k) => k.id === id); return kind ? tabLabel(kind) : id; }).join(', ')
    : t('settings.account.kindsAll');
  const languages = grant.languages ? grant.languages.map(languageName).join(', ') : t('settings.account.languagesAll');
  return (
    <SettingsSection title={t('settings.account.title')}>
      <dl className="account-info">
        <dt>{t('settings.account.name')}</dt><dd>{user?.name || '—'}</dd>
        <dt>{t('settings.account.email')}</dt><dd>{user?.email || '—'}</dd>
        <dt>{t('settings.account.role')}</dt>
        <dd><strong>{t(`settings.account.role.${grant.role}`)}</strong>{' · '}{t(`settings.account.does.${grant.role}`)}</dd>
        {changes && <><dt>{t('settings.account.kinds')}</dt><dd>{kinds}</dd></>}
        {grant.role === 'translator' && <><dt>{t('settings.account.languages')}</dt><dd>{languages}</dd></>}
      </dl>
    </SettingsSection>
  );
}
