import { useState, type RefObject } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { MediaType } from '../../core/apiConventions.ts';
import { clearSessionAtom, csrfTokenAtom } from '../session/session.ts';
import { sessionHeaders } from '../session/sessionHeaders.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { MediaLibraryDialog } from '../media/MediaLibraryDialog.tsx';
import { shrinkSize, shrinkToJpeg, ShrinkError } from '../media/shrinkToJpeg.ts';
import { mediaFieldName, mediaFieldWord } from '../../core/mediaFieldRule.ts';
import { MEDIA_ACCEPT, mediaProblem } from './mediaRules.ts';
import { FileDropZone } from '../ui/FileDropZone.tsx';
import { uploadMedia, UploadError } from './uploadMedia.ts';
import './mediaEmpty.css';

/** What the empty state of a media field gets from its host (MediaWidget). */
export interface MediaEmptyProps {
  type: MediaType;
  id: string;
  /** The field's label ("Thumbnail (200x200)"): a refusal names the field it is about. */
  label?: string;
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
 * An empty media field: the drop zone and "Choose from library". A chosen file is checked by content
 * before upload (§5) and the server holds it to the same rule; it is uploaded with visible progress.
 * A picture the rule refuses keeps the §5 message with "Shrink and convert to JPEG" beside it (the
 * browser makes a JPEG under 2 MB and uploads that the same way); any other refusal or a failed
 * upload puts the previous file back. A refusal is said once, next to the field (an alert, no toast
 * repeating it), naming the field ("Thumbnail must be JPG format!").
 */
export function MediaEmpty({ type, id, label, disabled, dimensions, previous, inputRef, onStored, onKeep }: MediaEmptyProps) {
  const t = useT();
  const intl = useIntl();
  const csrf = useAtomValue(csrfTokenAtom);
  const endSession = useSetAtom(clearSessionAtom);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** A picture the §5 rule refused, offered for shrinking. */
  const [refused, setRefused] = useState<File | null>(null);
  /** Which encoding the shrink is at (1, 2, …), while it runs. */
  const [converting, setConverting] = useState<number | null>(null);
  const [library, setLibrary] = useState(false);
  const off = disabled || progress !== null || converting !== null;

  /** A rule's sentence about this field, named by its label (or the type's word when it has none). */
  const ruleText = (id: string) => t(id, { field: label ? mediaFieldName(label) : t(mediaFieldWord(type)) });

  function refuse(message: string) {
    setProblem(message);
    if (previous) onKeep();
  }

  async function upload(file: File) {
    setProblem(null);
    setProgress(0);
    try {
      const stored = await uploadMedia(file, sessionHeaders(csrf), setProgress, { expect: type, language: intl.locale });
      onStored(stored.file, true);
    } catch (err) {
      if (err instanceof UploadError && err.status === 401) { endSession(); return; }
      refuse(err instanceof UploadError && err.message ? err.message : t('media.uploadFailed'));
    } finally {
      setProgress(null);
    }
  }

  async function take(file: File | undefined) {
    if (!file || off) return;
    setRefused(null);
    // By the file's bytes, as the server decides: a PNG renamed .jpg is refused here, next to the field.
    const bad = await mediaProblem(type, file);
    if (bad && type === 'image') {
      // The field stays empty with the offer; "Keep the current file" is still there to go back.
      setProblem(ruleText(bad));
      setRefused(file);
      return;
    }
    if (bad) { refuse(ruleText(bad)); return; }
    await upload(file);
  }

  async function shrink() {
    if (!refused || off) return;
    setConverting(1);
    try {
      const jpeg = await shrinkToJpeg(refused, dimensions, (_, n) => setConverting(n));
      setRefused(null);
      setConverting(null);
      // Checked again by the same rule as any chosen file: what is stored must still pass it.
      const bad = await mediaProblem(type, jpeg);
      if (bad) { refuse(ruleText(bad)); return; }
      await upload(jpeg);
    } catch (err) {
      setRefused(null);
      refuse(t(err instanceof ShrinkError ? `media.shrink.${err.reason}` : 'media.shrink.undecodable'));
    } finally {
      setConverting(null);
    }
  }

  const widest = shrinkSize(100_000, 1, dimensions).width;
  return (
    <FileDropZone id={id} inputRef={inputRef} accept={MEDIA_ACCEPT[type]} disabled={off} onFile={(file) => void take(file)} describedBy={`${id}-hint`}
      prompt={t(type === 'image' ? 'image.choose' : `media.${type}.choose`)}>
      {progress !== null && (
        <div className="media-widget__progress" role="status">
          <progress max={1} value={progress} aria-label={t('image.uploading')} />
          <span>{t('media.progress', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      {converting !== null && (
        <div className="media-widget__progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('media.shrink.working', { n: converting })}</span>
        </div>
      )}
      <span id={`${id}-hint`} className={`media-widget__hint${problem ? ' media-widget__hint--problem' : ''}`} role={problem ? 'alert' : undefined}>
        {problem ?? [t(type === 'image' ? 'image.hint' : `media.${type}.hint`), dimensions && t('media.dimensions', { size: dimensions })].filter(Boolean).join(' · ')}
      </span>
      {refused && converting === null && (
        <div className="media-widget__shrink">
          <button type="button" className="btn btn--sm btn--primary" disabled={off} aria-describedby={`${id}-shrink`} onClick={() => void shrink()}>
            {t('media.shrink.offer')}
          </button>
          <span id={`${id}-shrink`} className="media-widget__hint">{t('media.shrink.offerHint', { width: widest })}</span>
        </div>
      )}
      {progress === null && converting === null && (
        <div className="media-widget__actions">
          {!disabled && (
            <button type="button" className="btn btn--sm" onClick={() => setLibrary(true)}>{t('media.library.open')}</button>
          )}
          {previous && (
            <button type="button" className="btn btn--sm media-widget__keep" onClick={() => { setProblem(null); setRefused(null); onKeep(); }}>
              {t('media.keep')}
            </button>
          )}
        </div>
      )}
      {library && (
        <MediaLibraryDialog type={type} onClose={() => setLibrary(false)}
          onChoose={(file) => { setLibrary(false); setProblem(null); setRefused(null); onStored(file, false); }} />
      )}
    </FileDropZone>
  );
}
