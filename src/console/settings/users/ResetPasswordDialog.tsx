import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { ShellDialog } from '../../ui/ShellDialog.tsx';
import { PasswordChoiceFields } from './PasswordChoiceFields.tsx';
import { refusalOf, type PasswordChoice, type Refusal, type UserRow, type UserWrite } from './usersApi.ts';

/** Props of the reset dialog: whose password, the call, and what happens after (or on cancel). */
export interface ResetPasswordDialogProps {
  user: UserRow;
  reset(choice: PasswordChoice): Promise<UserWrite>;
  onDone(answer: UserWrite): void;
  onCancel(): void;
}

/** "Reset password": asks first, with the same choice as adding (a new password now or a one-time link); says whose sessions end. */
export function ResetPasswordDialog({ user, reset, onDone, onCancel }: ResetPasswordDialogProps) {
  const t = useT();
  const [choice, setChoice] = useState<PasswordChoice>({ mode: 'link' });
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      onDone(await reset(choice));
    } catch (err) {
      setRefusal(refusalOf(err));
      setBusy(false);
    }
  }

  return (
    <ShellDialog open onOpenChange={(open) => { if (!open) onCancel(); }} title={t('users.reset.title', { email: user.email })}
      description={t(user.is_self ? 'users.reset.bodySelf' : 'users.reset.body')}>
      <form className="sheet__body" onSubmit={submit} noValidate>
        <PasswordChoiceFields value={choice} onChange={setChoice} error={refusal?.fields.password} />
        {refusal && !refusal.fields.password && refusal.message && <p className="users-error" role="alert">{refusal.message}</p>}
        <div className="sheet__actions">
          <button type="button" className="btn" onClick={onCancel}>{t('users.cancel')}</button>
          <button type="submit" className="btn btn--danger" disabled={busy}>{t('users.reset.confirm')}</button>
        </div>
      </form>
    </ShellDialog>
  );
}
