import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { WidgetProps } from '@rjsf/utils';
import type { MediaType } from '../../core/apiConventions.ts';
import { clearSessionAtom, tokenAtom } from '../auth/session.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { MEDIA_ACCEPT, mediaProblem } from './mediaRules.ts';
import { MediaPreview } from './MediaPreview.tsx';
import { FileDropZone } from './FileDropZone.tsx';
import { uploadMedia, UploadError } from './uploadMedia.ts';

/**
 * A media picker for `ui:widget: "image" | "audio" | "video"`: a drop zone when empty; once set, the
 * picture or player with an Edit button that clears it and reopens the picker (SPEC §2). Files are
 * checked by content before upload (§5) and the server holds them to the same rule, uploaded with visible progress, and the form stores the server's file
 * name. A refused or failed upload puts the previous file back. `ui:options.dimensions` ("800x450")
 * is shown as the size hint (§9).
 */
function MediaPicker({ type, id, value, onChange, disabled, readonly, options, label }: WidgetProps & { type: MediaType }) {
  const t = useT();
  const intl = useIntl();
  const { notify } = useServices();
  const token = useAtomValue(tokenAtom);
  const endSession = useSetAtom(clearSessionAtom);
  const input = useRef<HTMLInputElement>(null);
  const previous = useRef<string | undefined>(undefined);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reopen, setReopen] = useState(false);
  const off = disabled || readonly || progress !== null;

  // The picker only exists once the value is cleared, so open it after that render.
  useEffect(() => {
    if (reopen && !value) { input.current?.click(); setReopen(false); }
  }, [reopen, value]);

  function refuse(message: string) {
    setProblem(message);
    notify('error', message);
    if (previous.current) onChange(previous.current);
  }

  async function take(file: File | undefined) {
    if (!file || off) return;
    // By the file's bytes, as the server decides: a PNG renamed .jpg is refused here, next to the field.
    const bad = await mediaProblem(type, file);
    if (bad) { refuse(t(bad)); return; }
    setProblem(null);
    setProgress(0);
    try {
      const stored = await uploadMedia(file, token, setProgress, { expect: type, language: intl.locale });
      previous.current = undefined;
      onChange(stored.file);
    } catch (err) {
      if (err instanceof UploadError && err.status === 401) { endSession(); return; }
      refuse(err instanceof UploadError && err.message ? err.message : t('media.uploadFailed'));
    } finally {
      setProgress(null);
    }
  }

  const alt = t(`media.${type}.alt`, { field: label || '' });
  if (value) {
    return (
      <div className={`media-widget media-widget--filled media-widget--${type}`}>
        <MediaPreview type={type} file={String(value)} alt={alt} />
        {/* No id here: the field label would otherwise rename this button from "Edit" to the field title. */}
        {!readonly && <button type="button" className="btn btn--sm" disabled={disabled}
          aria-label={t('media.editLabel', { field: label || '' })}
          onClick={() => { previous.current = String(value); setProblem(null); onChange(undefined); setReopen(true); }}>
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M11 2.5l2.5 2.5L6 12.5H3.5V10z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" /></svg>
          {t('image.edit')}
        </button>}
      </div>
    );
  }
  // A reader's form (issue 32): no drop zone inviting a file they may not upload.
  if (readonly) return <p id={id} className="media-widget__none">{t('media.none')}</p>;
  const dimensions = typeof options.dimensions === 'string' ? options.dimensions : undefined;
  return (
    <FileDropZone id={id} inputRef={input} accept={MEDIA_ACCEPT[type]} disabled={off} onFile={(file) => void take(file)} describedBy={`${id}-hint`}
      prompt={t(type === 'image' ? 'image.choose' : `media.${type}.choose`)}>
      {progress !== null && (
        <div className="media-widget__progress" role="status">
          <progress max={1} value={progress} aria-label={t('image.uploading')} />
          <span>{t('media.progress', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      <span id={`${id}-hint`} className={`media-widget__hint${problem ? ' media-widget__hint--problem' : ''}`} role={problem ? 'alert' : undefined}>
        {problem ?? [t(type === 'image' ? 'image.hint' : `media.${type}.hint`), dimensions && t('media.dimensions', { size: dimensions })].filter(Boolean).join(' · ')}
      </span>
      {previous.current && progress === null && (
        <button type="button" className="btn btn--sm media-widget__keep" onClick={() => { const keep = previous.current; previous.current = undefined; setProblem(null); onChange(keep); }}>
          {t('media.keep')}
        </button>
      )}
    </FileDropZone>
  );
}

/** `ui:widget: "image"`: JPEG pictures under 2 MB. */
export function ImageWidget(props: WidgetProps) { return <MediaPicker {...props} type="image" />; }

/** `ui:widget: "audio"`: MP3, M4A or OGG. */
export function AudioWidget(props: WidgetProps) { return <MediaPicker {...props} type="audio" />; }

/** `ui:widget: "video"`: MP4 or WebM. */
export function VideoWidget(props: WidgetProps) { return <MediaPicker {...props} type="video" />; }
