import { useState, type RefObject } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { MediaType } from '../../core/apiConventions.ts';
import { clearSessionAtom, tokenAtom } from '../auth/session.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { MEDIA_ACCEPT, mediaProblem } from './mediaRules.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { uploadMedia, UploadError } from './uploadMedia.ts';

/** What the empty state of a media field gets from its host (MediaWidget). */
export interface MediaEmptyProps {
  type: MediaType;
  id: string;
  disabled?: boolean;
  /** The field's `ui:options.dimensions` ("800x450"), when it names one. */
  dimensions?: string;
  /** The file the field held before Edit, offered back ("Keep the current file"). */
  previous?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** A file was stored (uploaded now, or chosen again from the library): the field takes its name. */
  onStored(file: string, fresh: boolean): void;
  /** Puts the previous file back (refused upload, or "Keep"). */
  onKeep(): void;
}

/**
 * An empty media field: the drop zone. A chosen file is checked by content before upload (§5) and the
 * server holds it to the same rule; it is uploaded with visible progress. A refused or failed upload
 * puts the previous file back.
 */
export function MediaEmpty({ type, id, disabled, dimensions, previous, inputRef, onStored, onKeep }: MediaEmptyProps) {
  const t = useT();
  const intl = useIntl();
  const { notify } = useServices();
  const token = useAtomValue(tokenAtom);
  const endSession = useSetAtom(clearSessionAtom);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const off = disabled || progress !== null;

  function refuse(message: string) {
    setProblem(message);
    notify('error', message);
    if (previous) onKeep();
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
      onStored(stored.file, true);
    } catch (err) {
      if (err instanceof UploadError && err.status === 401) { endSession(); return; }
      refuse(err instanceof UploadError && err.message ? err.message : t('media.uploadFailed'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <FileDropZone id={id} inputRef={inputRef} accept={MEDIA_ACCEPT[type]} disabled={off} onFile={(file) => void take(file)} describedBy={`${id}-hint`}
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
      {previous && progress === null && (
        <button type="button" className="btn btn--sm media-widget__keep" onClick={() => { setProblem(null); onKeep(); }}>
          {t('media.keep')}
        </button>
      )}
    </FileDropZone>
  );
}
