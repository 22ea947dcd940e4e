import { memo, useId } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../i18n/IntlContext.tsx';
import { MediaPreview } from '../rjsf/MediaPreview.tsx';
import { AudioWidget, ImageWidget, VideoWidget } from '../rjsf/MediaWidget.tsx';
import type { RowInput, TranslatorRow as Row } from './translatorRows.ts';

/** "Pages #2 “Pier” · Page Text": the field's title under the children it sits in. */
export function rowLabel(row: Row, t: (id: string, values?: Record<string, string | number>) => string): string {
  const parents = row.parents.map((p) => (p.title
    ? t('translator.childTitled', { array: p.arrayTitle, position: p.position, title: p.title })
    : t('translator.child', { array: p.arrayTitle, position: p.position })));
  return [...parents, row.title].join(' · ');
}

const MEDIA_WIDGETS = { image: ImageWidget, audio: AudioWidget, video: VideoWidget } as const;
const isMedia = (input: RowInput): input is keyof typeof MEDIA_WIDGETS => input in MEDIA_WIDGETS;

/** Props of one translator row. */
export interface TranslatorRowProps {
  row: Row;
  text: string;
  kept: boolean;
  errors?: readonly string[];
  disabled: boolean;
  /** Codes and names of the base and target languages. */
  base: { code: string; name: string };
  target: { code: string; name: string };
  onText(path: string, text: string): void;
  onKeep(path: string): void;
  /** The row got focus: the preview opens the child it belongs to. */
  onFocusRow(row: Row): void;
}

/**
 * One translatable field, side by side: its base-language text read-only on the left, the target
 * language's input on the right (a media picker for a per-language recording), its state and the
 * server's messages. Memoised: typing in one row re-renders only that row.
 */
export const TranslatorRow = memo(function TranslatorRow({ row, text, kept, errors, disabled, base, target, onText, onKeep, onFocusRow }: TranslatorRowProps) {
  const t = useT();
  const id = useId();
  const label = rowLabel(row, t);
  const errorId = `${id}-errors`;
  const describedBy = [`${id}-base`, errors?.length ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id: `${id}-input`, lang: target.code, disabled, value: text, maxLength: row.maxLength,
    'aria-describedby': describedBy, 'aria-invalid': errors?.length ? true : undefined,
    className: `input translator-row__input${errors?.length ? ' translator-row__input--invalid' : ''}`,
  };
  const Media = isMedia(row.input) ? MEDIA_WIDGETS[row.input] : null;
  return (
    <section className={`translator-row translator-row--${row.status}`} aria-labelledby={`${id}-label`} data-path={row.path}
      onFocus={() => onFocusRow(row)}>
      <div className="translator-row__head">
        <h3 id={`${id}-label`} className="translator-row__label">{label}</h3>
        {row.status === 'missing' && <span className="badge badge--unpublished">{t('translator.missing')}</span>}
        {row.status === 'stale' && <span className="badge badge--archived">{t('translator.stale')}</span>}
        {row.status === 'stale' && !kept && (
          <button type="button" className="btn btn--sm translator-row__keep" disabled={disabled} onClick={() => onKeep(row.path)}
            aria-label={t('translator.keepNamed', { field: label })}>
            {t('translator.keep')}
          </button>
        )}
        {kept && <span className="translator-row__kept">{t('translator.kept')}</span>}
      </div>
      <div className="translator-row__pair">
        <div className="translator-row__side translator-row__side--base">
          <span className="translator-row__lang" aria-hidden="true">{base.name}</span>
          {Media
            ? <div id={`${id}-base`}><MediaPreview type={row.input as keyof typeof MEDIA_WIDGETS} file={row.base} alt={t(`media.${row.input}.alt`, { field: label })} /></div>
            : <p id={`${id}-base`} className="translator-row__base" lang={base.code}>{row.base}</p>}
        </div>
        <div className="translator-row__side">
          <label htmlFor={common.id} className="translator-row__lang">
            <span className="visually-hidden">{label}, </span>{target.name}
          </label>
          {Media && (
            <Media {...({ id: common.id, value: text || undefined, disabled, readonly: false, label, options: {}, onChange: (v: unknown) => onText(row.path, typeof v === 'string' ? v : '') } as unknown as WidgetProps)} />
          )}
          {row.input === 'textarea' && <textarea {...common} rows={Math.min(8, Math.max(3, Math.ceil(row.base.length / 70)))} onChange={(e) => onText(row.path, e.target.value)} />}
          {row.input === 'text' && <input {...common} type="text" onChange={(e) => onText(row.path, e.target.value)} />}
          {errors && errors.length > 0 && (
            <ul id={errorId} className="translator-row__errors">{errors.map((e, i) => <li key={i}>{e}</li>)}</ul>
          )}
        </div>
      </div>
    </section>
  );
});
