import { useT } from '../../i18n/IntlContext.tsx';
import { useLanguageName } from '../../i18n/languageName.ts';
import { useKindLabel } from '../../registry/useKindLabel.ts';
import type { UserRow } from './usersApi.ts';

/** Props of the users table: the rows and what the row buttons open. */
export interface UsersTableProps {
  users: readonly UserRow[];
  onEdit(user: UserRow): void;
  onReset(user: UserRow): void;
  onRemove(user: UserRow): void;
}

/** A user's role in words, and below it their limits when they have any. */
function RoleCell({ user }: { user: UserRow }) {
  const t = useT();
  const kindLabel = useKindLabel('tab');
  const languageName = useLanguageName();
  return (
    <>
      <span>{t(`users.roles.${user.role}`)}</span>
      {user.kinds && <span className="users-limit-note">{t('users.limit.kinds', { kinds: user.kinds.map(kindLabel).join(', ') })}</span>}
      {user.role === 'translator' && user.languages && (
        <span className="users-limit-note">{t('users.limit.languages', { languages: user.languages.map(languageName).join(', ') })}</span>
      )}
    </>
  );
}

/** Why a user cannot be removed (yourself; the company's last admin), or undefined when they can. */
export function removeBlocker(user: UserRow, users: readonly UserRow[]): 'users.remove.self' | 'users.remove.lastAdmin' | undefined {
  if (user.role === 'admin' && users.filter((u) => u.role === 'admin').length <= 1) return 'users.remove.lastAdmin';
  return user.is_self ? 'users.remove.self' : undefined;
}

/** The company's users: e-mail (you marked), name, role and limits, and per row Edit, Reset password and Remove (explained when not allowed). */
export function UsersTable({ users, onEdit, onReset, onRemove }: UsersTableProps) {
  const t = useT();
  return (
    <div className="table-wrap">
      <table className="table users-table">
        <thead>
          <tr>
            <th scope="col">{t('users.email')}</th>
            <th scope="col">{t('users.name')}</th>
            <th scope="col">{t('users.role')}</th>
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
                <td data-label={t('users.role')} className="users-table__role"><RoleCell user={user} /></td>
                <td className="users-table__actions">
                  <div className="users-table__buttons">
                    <button type="button" className="btn btn--sm" onClick={() => onEdit(user)}
                      aria-label={t('users.edit.buttonFor', { email: user.email })}>{t('users.edit.button')}</button>
                    <button type="button" className="btn btn--sm" onClick={() => onReset(user)}
                      aria-label={t('users.reset.buttonFor', { email: user.email })}>{t('users.reset.button')}</button>
                    <button type="button" className="btn btn--sm btn--danger-ghost" disabled={!!blocker} onClick={() => onRemove(user)}
                      aria-label={t('users.remove.buttonFor', { email: user.email })} aria-describedby={blocker ? hintId : undefined}>
                      {t('users.remove.button')}
                    </button>
                    {blocker && <span id={hintId} className="users-hint">{t(blocker)}</span>}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
