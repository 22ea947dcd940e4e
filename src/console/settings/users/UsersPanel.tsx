import { useCallback, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { useServices } from '../../http/ServicesContext.tsx';
import { useLatestLoad } from '../../http/useLatestLoad.ts';
import { useServerNotice } from '../../http/useServerNotice.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { AddUserForm } from './AddUserForm.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { LinkNotice } from './LinkNotice.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UsersTable } from './UsersTable.tsx';
import { refusalOf, usersApi, type UserRow, type UserWrite } from './usersApi.ts';
import './users.css';

type Open = { kind: 'edit' | 'reset' | 'remove'; user: UserRow } | undefined;

/**
 * Users of the client, for the Settings screen: who can sign in and with which role,
 * adding one (with a password or a one-time link shown once to pass on), changing a role and its
 * limits, resetting a password and removing a user.
 */
export function UsersPanel() {
  const t = useT();
  const { http } = useServices();
  const notice = useServerNotice();
  const headingId = useId();
  const api = useMemo(() => usersApi(http), [http]);
  const list = useLatestLoad(useCallback(() => api.list(), [api]), [] as UserRow[]);
  const [open, setOpen] = useState<Open>();
  const [link, setLink] = useState<{ email: string; url: string }>();
  const [removeError, setRemoveError] = useState<string>();

  /** After a create or reset: the notice, the link when one was made, the list again. */
  const written = (answer: UserWrite, email: string) => {
    notice(answer.message);
    setLink(answer.data.set_password_url ? { email, url: answer.data.set_password_url } : undefined);
    void list.reload();
  };

  const remove = async (user: UserRow) => {
    try {
      notice((await api.remove(user.id)).message);
      setOpen(undefined);
      void list.reload();
    } catch (err) {
      setRemoveError(refusalOf(err)?.message ?? t('error.generic'));
    }
  };
  const close = () => { setOpen(undefined); setRemoveError(undefined); };

  return (
    <section className="users" aria-labelledby={headingId} aria-busy={list.loading}>
      <h2 id={headingId} className="users__title">{t('users.title')}</h2>
      <p className="users-hint">{t('users.help')}</p>
      {list.failed ? <p className="users-error" role="alert">{t('users.loadFailed')}</p>
        : list.loading && list.value.length === 0 ? <p className="muted"><span className="spinner" aria-hidden="true" /> {t('app.loading')}</p>
        : <UsersTable users={list.value} onEdit={(user) => setOpen({ kind: 'edit', user })} onReset={(user) => setOpen({ kind: 'reset', user })} onRemove={(user) => setOpen({ kind: 'remove', user })} />}
      {link && <LinkNotice email={link.email} url={link.url} onDismiss={() => setLink(undefined)} />}
      <AddUserForm add={api.add} onAdded={(answer) => written(answer, answer.data.user?.email ?? '')} />
      {open?.kind === 'edit' && (
        <EditUserDialog user={open.user} save={(change) => api.update(open.user.id, change)} onCancel={close}
          onDone={(answer) => { close(); notice(answer.message); void list.reload(); }} />
      )}
      {open?.kind === 'reset' && (
        <ResetPasswordDialog user={open.user} reset={(choice) => api.reset(open.user.id, choice)} onCancel={close}
          onDone={(answer) => { close(); written(answer, open.user.email); }} />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog title={t('users.remove.title', { email: open.user.email })} body={t('users.remove.body')}
          items={removeError ? [removeError] : undefined}
          confirmLabel={t('users.remove.confirm')} cancelLabel={t('users.cancel')}
          onConfirm={() => void remove(open.user)} onCancel={close} />
      )}
    </section>
  );
}
