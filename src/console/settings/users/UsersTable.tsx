import { useT } from '../../i18n/IntlContext.tsx';
import type { UserRow } from './usersApi.ts';

/** Props of the users table: the rows and what the row buttons open. */
export interface UsersTableProps {
  users: readonly UserRow[];
  onReset(user: UserRow): void;
  onRemove(user: UserRow): void;
}

/** Why a user cannot be removed (yourself; the company's last admin), or undefined when they can. */
export function removeBlocker(user: UserRow, users: readonly UserRow[]): 'users.remove.self' | 'users.remove.lastAdmin' | undefined {
  if (user.role === 'admin' && users.filter((u) => u.role === 'admin').length <= 1) return 'users.remove.lastAdmin';
  return user.is_self ? 'users.remove.self' : undefined;
}

/** The company's users: e-mail (you marked), name, and per row Reset password and Remove (explained when not allowed). */
export function UsersTable({ users, onReset, onRemove }: UsersTableProps) {
  const t = useT();
  return (
    <div className="table-wrap">
      <table className="table users-table">
        <thead>
          <tr>
            <th scope="col">{t('users.email')}</th>
            <th scope="col">{t('users.name')}</th>
            <th scope="col"><span className="visually-hidden">{t('users.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const blocker = removeBlocker(user, users);
            const hintId = `users-remove-hint-${user.id}`;
            return (
              <tr key={user.id}>
                <td data-label={t('users.email')}>
                  <span>{user.email}</span>
                  {user.is_self && <span className="badge badge--active users-badge">{t('users.you')}</span>}
                  {user.link_pending && <span className="badge badge--unpublished users-badge">{t('users.linkPending')}</span>}
                </td>
                <td data-label={t('users.name')}>{user.name || '—'}</td>
                <td className="users-table__actions">
                  <button type="button" className="btn btn--sm" onClick={() => onReset(user)}
                    aria-label={t('users.reset.buttonFor', { email: user.email })}>{t('users.reset.button')}</button>
                  <button type="button" className="btn btn--sm btn--danger-ghost" disabled={!!blocker} onClick={() => onRemove(user)}
                    aria-label={t('users.remove.buttonFor', { email: user.email })} aria-describedby={blocker ? hintId : undefined}>
                    {t('users.remove.button')}
                  </button>
                  {blocker && <span id={hintId} className="users-hint">{t(blocker)}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
