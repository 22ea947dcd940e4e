import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import { mediaUrl } from '../media/mediaUrl.ts';
import { imageProblem } from './imageChecks.ts';

/** Answer of `POST /api/media`. */
interface MediaAnswer { data: { file: string } }

/**
 * `ui:widget: "image"`: a JPEG picker that uploads to /api/media and stores the server's file name;
 * once set it shows the picture with an Edit button that clears it and reopens the picker (SPEC §2).
 */
export function ImageWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const t = useT();
  const { http, notify } = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reopen, setReopen] = useState(false);

  // The picker only exists once the picture is cleared, so open it after that render.
  useEffect(() => {
    if (reopen && !value) { input.current?.click(); setReopen(false); }
  }, [reopen, value]);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    setProblem(bad ? t(bad) : null);
    if (bad) { notify('error', t(bad)); return; }
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const res = await (http as (url: string, opts: object) => Promise<MediaAnswer>)('/media', { method: 'POST', body });
      onChange(res.data.file);
    } catch {
      // The http client showed the server's reason (415, 413…).
    } finally {
      setBusy(false);
    }
  }

  if (value) {
    return (
      <div className="image-widget image-widget--filled">
        <img className="image-widget__img" src={mediaUrl('image', String(value))} alt={t('image.alt')} />
        {/* No id here: the field label would otherwise rename this button from "Edit" to the field title. */}
        <button type="button" className="btn btn--sm" disabled={disabled || readonly}
          onClick={() => { onChange(undefined); setReopen(true); }}>
          {t('image.edit')}
        </button>
      </div>
    );
  }
  return (
    <div className="image-widget">
      <input ref={input} id={id} className="image-widget__input" type="file" accept="image/jpeg,.jpg,.jpeg"
        disabled={disabled || readonly || busy} onChange={pick} aria-describedby={`${id}-hint`} />
      <div className="image-widget__drop" aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 24 24"><path d="M4 16l4-4 3 3 5-5 4 4M4 5h16v14H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" /></svg>
        <span>{busy ? t('image.uploading') : t('image.choose')}</span>
      </div>
      <span id={`${id}-hint`} className="image-widget__hint">{problem ?? t('image.hint')}</span>
    </div>
  );
}
