import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { UserTextField } from './UserTextField.tsx';
import { GrantFields } from './GrantFields.tsx';
import { PasswordChoiceFields } from './PasswordChoiceFields.tsx';
import { refusalOf, type GrantDraft, type PasswordChoice, type Refusal, type UserWrite } from './usersApi.ts';

/** Props of the add form: the call that creates (so the panel owns the API) and what happens after. */
export interface AddUserFormProps {
  add(email: string, name: string, choice: PasswordChoice, grant: GrantDraft): Promise<UserWrite>;
  onAdded(answer: UserWrite): void;
}

/** A new user's role unless the admin picks another: someone who writes but does not publish (the server's own default is viewer). */
const NEW_GRANT: GrantDraft = { role: 'author', kinds: null, languages: null };
const GRANT_FIELDS = ['role', 'kinds', 'languages'];

/** "Add user": e-mail, name, role and limits, and how the first password comes about; the server's refusals next to their fields. */
export function AddUserForm({ add, onAdded }: AddUserFormProps) {
  const t = useT();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<PasswordChoice>({ mode: 'link' });
  const [grant, setGrant] = useState<GrantDraft>(NEW_GRANT);
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [busy, setBusy] = useState(false);
  const fields = refusal?.fields ?? {};
  // A refusal naming no field of this form still needs a place on it.
  const general = refusal && !['email', 'name', 'password', ...GRANT_FIELDS].some((f) => fields[f]) ? refusal.message : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = await add(email.trim(), name.trim(), choice, grant);
      setEmail('');
      setName('');
      setChoice({ mode: 'link' });
      setGrant(NEW_GRANT);
      onAdded(answer);
    } catch (err) {
      setRefusal(refusalOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="users-add" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="users-add__title">{t('users.add.title')}</h3>
      <UserTextField label={t('users.email')} name="email" type="email" value={email} onChange={setEmail} error={fields.email} />
      <UserTextField label={t('users.name')} name="name" maxLength={120} value={name} onChange={setName} error={fields.name} />
      <GrantFields value={grant} onChange={setGrant} errors={fields} />
      <PasswordChoiceFields value={choice} onChange={setChoice} error={fields.password} />
      {general && <p className="users-error" role="alert">{general}</p>}
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('users.add.submitting') : t('users.add.submit')}</button>
      </div>
    </form>
  );
}
