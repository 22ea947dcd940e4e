import { useId, useState } from 'react';
import { FetchError } from 'ofetch';
import type { ScheduleBody } from '../../core/scheduleWire.ts';
import { fromZonedInput, toZonedInput, utcOffsetText } from '../../core/zonedTime.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useCompanyTimeZone } from '../rjsf/DateTimeWidget.tsx';
import { useModalDialog } from '../ui/useModalDialog.ts';
import '../rjsf/dateTime.css';
import '../ui/schedule.css';

type Field = 'publish_at' | 'unpublish_at';
const FIELDS: readonly Field[] = ['publish_at', 'unpublish_at'];

// The refusals the dialog words itself: next to its field the API's field name says nothing a user needs.
const OWN_WORDS: Record<string, string> = {
  'api.refused.schedule.past': 'schedule.refused.past',
  'api.refused.schedule.order': 'schedule.refused.order',
  'api.refused.schedule.notDate': 'schedule.notDate',
};

/** A schedule refusal (a time in the past, out of order, not a date) in the dialog's own words; undefined for any other answer. */
export function scheduleRefusalWords(err: unknown, t: (id: string) => string): string | undefined {
  const data = err instanceof FetchError ? (err.data as { messageId?: unknown } | undefined) : undefined;
  const own = typeof data?.messageId === 'string' ? OWN_WORDS[data.messageId] : undefined;
  return own ? t(own) : undefined;
}

/** The field errors of a refused save (`errors: [{ field, message }]`): in the dialog's words when it has them, else as the server worded them (the user's language). */
function fieldErrors(err: unknown, t: (id: string) => string): Partial<Record<Field, string>> {
  const data = err instanceof FetchError ? (err.data as { errors?: unknown } | undefined) : undefined;
  const own = scheduleRefusalWords(err, t);
  const out: Partial<Record<Field, string>> = {};
  for (const e of Array.isArray(data?.errors) ? data.errors : []) {
    const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
    if ((field === 'publish_at' || field === 'unpublish_at') && typeof message === 'string') out[field] = own ?? message;
  }
  return out;
}

/**
 * "Schedule…": when the item is published and when it is un-published, each a date and time on the
 * company's clock (the zone and its offset named), each with its own clear button. Saves only what
 * changed; a refusal shows next to its field. Escape or Cancel changes nothing. A release has only a
 * publish time (`fields`) and says what it schedules in its own words (`body`).
 */
export function ScheduleDialog({ title, schedule, onSave, onCancel, fields = FIELDS, body: intro }: {
  /** The item's title, as the dialog's heading names it. */
  title: string;
  /** The item's schedule as stored (ISO instants, null when none); only `fields` are read. */
  schedule: Partial<Record<Field, string | null>>;
  /** The times offered, in order (both by default). */
  fields?: readonly Field[];
  /** What the times do, when not an item's publish and un-publish. */
  body?: string;
  /** Sends the change; throws the refusal (its field errors are shown here). */
  onSave(body: ScheduleBody): Promise<void>;
  onCancel(): void;
}) {
  const t = useT();
  const zone = useCompanyTimeZone();
  const { ref, titleId, bodyId } = useModalDialog();
  const ids = { publish_at: useId(), unpublish_at: useId() };
  const initial = Object.fromEntries(FIELDS.map((f) => [f, toZonedInput(schedule[f] ?? null, zone) ?? ''])) as Record<Field, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const label: Record<Field, string> = { publish_at: t('schedule.publishAt'), unpublish_at: t('schedule.unpublishAt') };
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const save = async () => {
    const body: ScheduleBody = {};
    const found: Partial<Record<Field, string>> = {};
    for (const f of fields) {
      if (values[f] === initial[f]) continue;
      if (values[f] === '') { body[f] = null; continue; }
      const iso = fromZonedInput(values[f], zone);
      if (iso) body[f] = iso;
      else found[f] = t('schedule.notDate');
    }
    if (Object.keys(found).length) { setErrors(found); return; }
    if (!Object.keys(body).length) { onCancel(); return; }
    setSaving(true);
    try {
      await onSave(body);
    } catch (err) {
      setErrors(fieldErrors(err, t));
    } finally {
      setSaving(false);
    }
  };
  const offset = utcOffsetText(zone, fromZonedInput(values.publish_at, zone)) ?? '+00:00';
  return (
    <dialog ref={ref} className="dialog schedule-dialog" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <form method="dialog" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <h2 id={titleId} className="dialog__title">{t('schedule.title', { title })}</h2>
        <p id={bodyId} className="dialog__body">
          {intro ?? t('schedule.body')} {t('schedule.zone', { zone: zone === 'UTC' ? 'UTC' : t('datetime.zone', { zone, offset }) })}
        </p>
        {fields.map((f) => {
          const errorId = `${ids[f]}-error`;
          return (
            <div key={f} className="field schedule-dialog__field">
              <label className="field__label" htmlFor={ids[f]}>{label[f]}</label>
              <div className="datetime-widget">
                <input id={ids[f]} name={f} type="datetime-local" step={1} className="input datetime-widget__input schedule-dialog__input"
                  value={values[f]} onChange={(e) => set(f, e.target.value)}
                  aria-invalid={errors[f] ? true : undefined} aria-describedby={errors[f] ? errorId : undefined} />
                {values[f] !== '' && (
                  <button type="button" className="btn btn--sm" aria-label={t('datetime.clearNamed', { field: label[f] })}
                    onClick={() => set(f, '')}>{t('datetime.clear')}</button>
                )}
              </div>
              {errors[f] && <p id={errorId} className="schedule-dialog__error" role="alert">{errors[f]}</p>}
            </div>
          );
        })}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onCancel}>{t('confirm.cancel')}</button>
          <button type="submit" className="btn btn--primary" disabled={saving}>{t('schedule.save')}</button>
        </div>
      </form>
    </dialog>
  );
}
