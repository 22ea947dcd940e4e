import { useId } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { checkContrast, formatRatio, isHexColour, WCAG_AA_TEXT } from './contrast.ts';
import { FieldError } from './FieldError.tsx';

/** Props of one colour setting. */
export interface ColourFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The text colours drawn on this colour in the phone, for the contrast warning. */
  textColours: readonly string[];
  /** The server's message for this field. */
  error?: string;
}

/**
 * A colour as a picker and as hex text (both labelled, kept in step), with a WCAG AA warning when
 * the text the phone draws on it has too little contrast.
 */
export function ColourField({ label, value, onChange, textColours, error }: ColourFieldProps) {
  const t = useT();
  const id = useId();
  const complete = isHexColour(value);
  const contrast = checkContrast(value, textColours);
  const problem = error ?? (complete ? undefined : t('settings.colours.invalid'));
  const describedBy = [problem && `${id}-error`, contrast && !contrast.passes && `${id}-contrast`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="settings-colour">
      <legend className="field__label">{label}</legend>
      <div className="settings-colour__inputs">
        <label className="visually-hidden" htmlFor={`${id}-picker`}>{t('settings.colours.picker', { field: label })}</label>
        <input id={`${id}-picker`} type="color" className="settings-colour__picker" value={complete ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)} />
        <label className="visually-hidden" htmlFor={`${id}-hex`}>{t('settings.colours.hex', { field: label })}</label>
        <input id={`${id}-hex`} className="input settings-colour__hex" value={value} maxLength={7} spellCheck={false} autoComplete="off"
          aria-invalid={problem ? true : undefined} aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value.trim())} />
      </div>
      <FieldError id={`${id}-error`} message={problem} />
      {contrast && !contrast.passes && (
        <p id={`${id}-contrast`} className="settings-warning">
          {t('settings.colours.lowContrast', { ratio: formatRatio(contrast.ratio), needed: WCAG_AA_TEXT.toFixed(1) })}
        </p>
      )}
    </fieldset>
  );
}
