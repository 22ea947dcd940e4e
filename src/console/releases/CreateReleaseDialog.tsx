import { useId, useState, type ReactNode } from 'react';
import { FetchError } from 'ofetch';
import type { Release } from '../../core/releaseWire.ts';
import { fromZonedInput } from '../../core/zonedTime.ts';
import { useServerNotice } from '../http/useServerNotice.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { scheduleRefusalWords } from '../editor/ScheduleDialog.tsx';
import { useCompanyTime } from './useCompanyTime.ts';
import { useReleaseCalls } from './useReleases.ts';
import '../rjsf/dateTime.css';
import '../ui/schedule.css';

type Field = 'name' | 'publish_at';

/**
 * A refused create's field errors (`errors: [{ field, message }]`): in the dialog's words where the
 * server's would name the API field (`publish_at is in the past`), else as the server worded them.
 */
function fieldErrors(err: unknown, t: (id: string) => string): Partial<Record<Field, string>> {
  const errors = err instanceof FetchError ? (err.data as { errors?: unknown } | undefined)?.errors : undefined;
  const out: Partial<Record<Field, string>> = {};
  for (const e of Array.isArray(errors) ? errors : []) {
    const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
    if (field === 'name') out.name = t('releases.nameRequired');
    else if (field === 'publish_at' && typeof message === 'string') out.publish_at = scheduleRefusalWords(err, t) ?? message;
  }
  return out;
}

/**
 * "New release": a name and, if it is to go live by itself, a date and time on the company's clock
 * (the zone named). A refusal shows next to its field; Escape or Cancel makes nothing.
 */
export function CreateReleaseDialog({ onCreated, onCancel }: { onCreated(release: Release): void; onCancel(): void }) {
  const t = useT();
  const calls = useReleaseCalls();
  const notice = useServerNotice();
  const time = useCompanyTime();
  const { ref, titleId, bodyId } = useModalDialog();
  const ids = { name: useId(), publish_at: useId() };
  const [name, setName] = useState('');
  const [at, setAt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const iso = at ? fromZonedInput(at, time.zone) : undefined;
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.name = t('releases.nameRequired');
    if (at && !iso) found.publish_at = t('schedule.notDate');
    if (Object.keys(found).length) { setErrors(found); return; }
    setSaving(true);
    try {
      const made = await calls.create(name.trim(), iso);
      notice(made.message);
      onCreated(made.value);
    } catch (err) {
      setErrors(fieldErrors(err, t));
    } finally {
      setSaving(false);
    }
  };
  const field = (f: Field, label: string, input: ReactNode) => (
    <div className="field schedule-dialog__field">
      <label className="field__label" htmlFor={ids[f]}>{label}</label>
      {input}
      {errors[f] && <p id={`${ids[f]}-error`} className="schedule-dialog__error" role="alert">{errors[f]}</p>}
    </div>
  );
  const invalid = (f: Field) => (errors[f] ? { 'aria-invalid': true, 'aria-describedby': `${ids[f]}-error` } : {});
  return (
    <dialog ref={ref} className="dialog schedule-dialog" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <form method="dialog" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <h2 id={titleId} className="dialog__title">{t('releases.new')}</h2>
        <p id={bodyId} className="dialog__body">{t('releases.newBody')} {t('schedule.zone', { zone: time.named(fromZonedInput(at, time.zone)) })}</p>
        {field('name', t('releases.name'), (
          <input id={ids.name} name="name" className="input" value={name} maxLength={200} autoComplete="off"
            onChange={(e) => { setName(e.target.value); setErrors((x) => ({ ...x, name: undefined })); }} {...invalid('name')} />
        ))}
        {field('publish_at', t('releases.publishAtOptional'), (
          <div className="datetime-widget">
            <input id={ids.publish_at} name="publish_at" type="datetime-local" step={1} className="input datetime-widget__input schedule-dialog__input"
              value={at} onChange={(e) => { setAt(e.target.value); setErrors((x) => ({ ...x, publish_at: undefined })); }} {...invalid('publish_at')} />
            {at !== '' && (
              <button type="button" className="btn btn--sm" aria-label={t('datetime.clearNamed', { field: t('releases.publishAtOptional') })}
                onClick={() => setAt('')}>{t('datetime.clear')}</button>
            )}
          </div>
        ))}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onCancel}>{t('confirm.cancel')}</button>
          <button type="submit" className="btn btn--primary" disabled={saving}>{t('releases.create')}</button>
        </div>
      </form>
    </dialog>
  );
}
