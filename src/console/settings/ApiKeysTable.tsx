import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { relativeTime } from '../model/relativeTime.ts';
import type { ApiKeySummary } from './useApiKeys.ts';

/** Props of the keys table: the rows and what a row's Revoke opens. */
export interface ApiKeysTableProps {
  keys: readonly ApiKeySummary[];
  onRevoke(key: ApiKeySummary): void;
}

const LONG_DATE = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The client's keys: name, the key's first characters, who made it and when, last use, Active or Revoked, and Revoke. */
export function ApiKeysTable({ keys, onRevoke }: ApiKeysTableProps) {
  const t = useT();
  const intl = useIntl();
  const when = (iso: string) => (
    <time dateTime={iso} title={intl.formatDate(iso, LONG_DATE)}>{relativeTime(intl, iso)}</time>
  );
  return (
    <div className="table-wrap apikeys-table__wrap">
      <table className="table apikeys-table" aria-label={t('apiKeys.table')}>
        <thead>
          <tr>
            <th scope="col">{t('apiKeys.name')}</th>
            <th scope="col">{t('apiKeys.key')}</th>
            <th scope="col">{t('apiKeys.created')}</th>
            <th scope="col">{t('apiKeys.lastUsed')}</th>
            <th scope="col">{t('apiKeys.status')}</th>
            <th scope="col"><span className="visually-hidden">{t('apiKeys.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} className={key.revoked_at ? 'apikeys-table__revoked' : undefined}>
              <th scope="row" className="apikeys-table__name">{key.name}</th>
              <td><code className="apikeys-table__prefix">{key.prefix}…</code></td>
              <td>
                <span className="apikeys-table__when">{when(key.created_at)}</span>
                {key.created_by && <span className="apikeys-table__by">{key.created_by.name || key.created_by.email}</span>}
              </td>
              <td>{key.last_used_at ? when(key.last_used_at) : <span className="muted">{t('apiKeys.neverUsed')}</span>}</td>
              <td>
                {key.revoked_at
                  ? <span className="badge badge--archived" title={intl.formatDate(key.revoked_at, LONG_DATE)}>{t('apiKeys.revoked')}</span>
                  : <span className="badge badge--published">{t('apiKeys.active')}</span>}
              </td>
              <td className="apikeys-table__actions">
                {!key.revoked_at && (
                  <button type="button" className="btn btn--sm btn--danger-ghost" onClick={() => onRevoke(key)}
                    aria-label={t('apiKeys.revoke.buttonFor', { name: key.name })}>{t('apiKeys.revoke.button')}</button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
