import { useAtomValue } from 'jotai';
import { clientPatchFile } from '../../core/clientPatch.ts';
import { variantNames, type ResolvedKind } from '../../core/defineKind.ts';
import { userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** A variant's name for people: its label message when it has one, else its name. */
function useVariantName(): (kind: ResolvedKind, variant: string) => string {
  const t = useT();
  return (kind, variant) => {
    const id = kind.variants?.[variant]?.label;
    return id ? t(id) : variant;
  };
}

/**
 * Read-only: for each kind with alternative screens, the one this client runs (its patch file's
 * `variant`, else the kind's default) and how an operator changes it. Nothing here names a kind: the
 * list comes from the registry.
 */
export function VariantInfo() {
  const t = useT();
  const registry = useRegistry();
  const user = useAtomValue(userWebAtom);
  const variantName = useVariantName();
  const kinds = registry.kinds.filter((k) => Object.keys(k.variants ?? {}).length > 0);
  if (!kinds.length) return null;
  const slug = user?.company.slug ?? '<client>';
  return (
    <SettingsSection title={t('settings.variants.title')} intro={t('settings.variants.intro')}>
      <table className="settings-table settings-table--plain">
        <thead>
          <tr>
            <th scope="col">{t('settings.variants.kind')}</th>
            <th scope="col">{t('settings.variants.current')}</th>
            <th scope="col">{t('settings.variants.available')}</th>
            <th scope="col">{t('settings.variants.howTo')}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const defaultName = kind.defaultVariant ?? 'default';
            const chosen = user?.schema_patches?.[kind.id]?.variant ?? defaultName;
            return (
              <tr key={kind.id} data-kind={kind.id}>
                <th scope="row">{t(kind.labels.tab)}</th>
                <td>
                  <strong>{variantName(kind, chosen)}</strong>{' '}
                  {variantName(kind, chosen) !== chosen && <code className="settings-table__key">{chosen}</code>}
                  {chosen === defaultName && <span className="badge badge--active settings-variants__default">{t('settings.variants.isDefault')}</span>}
                </td>
                <td>
                  <ul className="settings-variants">
                    {variantNames(kind).map((v) => <li key={v}><code className="settings-table__key">{v}</code>{v !== variantName(kind, v) && ` ${variantName(kind, v)}`}</li>)}
                  </ul>
                </td>
                <td className="settings-note">
                  {t('settings.variants.change', { file: clientPatchFile(slug, kind.id) })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SettingsSection>
  );
}
