import { useAtomValue } from 'jotai';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { canonicalTimeZone, fromZonedInput, toZonedInput, utcOffsetText } from '../../core/zonedTime.ts';
import { userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import './dateTime.css';

/** The company's time zone from `user_setting.time_zone`; UTC when unset or unknown to this browser. */
export function useCompanyTimeZone(): string {
  const setting = useAtomValue(userWebAtom)?.user_setting.time_zone;
  return canonicalTimeZone(setting) ?? 'UTC';
}

/**
 * `ui:widget: "datetime"` on a `"type": "string", "format": "date-time"` property: a date and time
 * on the company's clock (user_setting.time_zone), not the browser's, with the zone and its offset
 * on that date beside it. Stores the UTC ISO string (`2026-06-12T16:00:00.000Z`), which ajv's
 * `date-time` format accepts; clearing stores undefined. Skipped and repeated clock times follow
 * fromZonedInput in src/core/zonedTime.ts.
 */
export function DateTimeWidget({ id, value, label, hideLabel, required, disabled, readonly, autofocus, rawErrors, htmlName, onChange, onBlur, onFocus }: WidgetProps) {
  const t = useT();
  const zone = useCompanyTimeZone();
  const shown = toZonedInput(value, zone) ?? '';
  const offset = utcOffsetText(zone, value) ?? '+00:00';
  const zoneId = `${id}__zone`;
  const locked = disabled || readonly;
  const hasValue = value !== undefined && value !== null && value !== '';
  // The browser reports '' while a segment is half typed or after clearing: both leave no time to store.
  const report = (local: string) => onChange(local === '' ? undefined : fromZonedInput(local, zone));
  return (
    <div className="datetime-widget">
      <input id={id} name={htmlName || id} type="datetime-local" className="form-control datetime-widget__input" value={shown}
        required={required} disabled={disabled} readOnly={readonly} autoFocus={autofocus}
        aria-label={hideLabel ? label : undefined}
        aria-describedby={`${ariaDescribedByIds(id)} ${zoneId}`}
        // Assistive technology announces the field as wrong, not only the message below it.
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        onChange={(e) => report(e.target.value)}
        onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />
      <span id={zoneId} className="datetime-widget__zone">{zone === 'UTC' ? 'UTC' : t('datetime.zone', { zone, offset })}</span>
      {hasValue && !locked && (
        <button type="button" className="icon-btn icon-btn--danger" aria-label={t('datetime.clearNamed', { field: label })} title={t('datetime.clear')}
          onClick={() => onChange(undefined)}>
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" /></svg>
        </button>
      )}
    </div>
  );
}
