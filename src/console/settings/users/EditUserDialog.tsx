import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { ShellDialog } from '../../ui/ShellDialog.tsx';
import { UserTextField } from './UserTextField.tsx';
import { GrantFields } from './GrantFields.tsx';
import { refusalOf, type GrantDraft, type Refusal, type UserRow, type UserWrite } from './usersApi.ts';

/** Props of the edit dialog: whose row, the call, and what happens after (or on cancel). */
export interface EditUserDialogProps {
  user: UserRow;
  save(change: { name: string } & GrantDraft): Promise<UserWrite>;
  onDone(answer: UserWrite): void;
  onCancel(): void;
}

/** "Edit": a user's name, role, kinds and a translator's languages; the server's refusals (the last admin, an unknown kind) next to their fields. */
export function EditUserDialog({ user, save, onDone, onCancel }: EditUserDialogProps) {
  const t = useT();
  const [name, setName] = useState(user.name);
  const [grant, setGrant] = useState<GrantDraft>({ role: user.role, kinds: user.kinds, languages: user.languages });
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [busy, setBusy] = useState(false);
  const fields = refusal?.fields ?? {};
  const general = refusal && !['name', 'role', 'kinds', 'languages'].some((f) => fields[f]) ? refusal.message : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      onDone(await save({ name: name.trim(), ...grant }));
    } catch (err) {
      setRefusal(refusalOf(err));
      setBusy(false);
    }
  }

  return (
    <ShellDialog open onOpenChange={(open) => { if (!open) onCancel(); }} title={t('users.edit.title', { email: user.email })}>
      <form className="sheet__body users-edit" onSubmit={submit} noValidate>
        <UserTextField label={t('users.name')} name="name" maxLength={120} value={name} onChange={setName} error={fields.name} />
        <GrantFields value={grant} onChange={setGrant} errors={fields} />
        {general && <p className="users-error" role="alert">{general}</p>}
        <div className="sheet__actions">
          <button type="button" className="btn" onClick={onCancel}>{t('users.cancel')}</button>
          <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('users.edit.saving') : t('users.edit.save')}</button>
        </div>
      </form>
    </ShellDialog>
  );
}
