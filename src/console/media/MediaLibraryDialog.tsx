import { createPortal } from 'react-dom';
import type { SyntheticEvent } from 'react';
import type { MediaType } from '../../core/apiConventions.ts';
import { derivativeUrl, type MediaInfo } from '../../core/pictures.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useIntl, useT } from '../i18n/IntlContext.tsx';
import { useMediaLibrary } from './useMediaLibrary.ts';
import { useMediaUseText } from './useMediaUseText.ts';
import '../ui/formDialog.css';
import './mediaLibrary.css';

/** Props of the media library dialog. */
export interface MediaLibraryDialogProps {
  type: MediaType;
  /** A file was chosen: the field takes its name (nothing is uploaded). */
  onChoose(file: string): void;
  onClose(): void;
}

// The dialog lives in a portal, but React bubbles its events through the form field's ancestors
// (a collapsible row's drag and key handlers): they stop here, as in the create-reference dialog.
const stop = (e: SyntheticEvent) => e.stopPropagation();
const CONTAINED = { onKeyDown: stop, onKeyUp: stop, onClick: stop, onPointerDown: stop, onMouseDown: stop, onDragStart: stop, onDrop: stop };

/** The uses shown on a tile before "and N more". */
const SHOWN_USES = 2;

/**
 * The company's media library: a modal grid of its files of one type, newest first, each
 * with its size and where it is used; choosing one (a button, so the keyboard reaches every file)
 * reuses it in the field without uploading it again.
 */
export function MediaLibraryDialog({ type, onChoose, onClose }: MediaLibraryDialogProps) {
  const t = useT();
  const { ref, titleId, bodyId } = useModalDialog();
  const files = useMediaLibrary(type);
  return createPortal(
    <dialog ref={ref} className="dialog dialog--wide media-library" aria-labelledby={titleId} aria-describedby={bodyId}
      onCancel={(e) => { e.preventDefault(); onClose(); }} {...CONTAINED}>
      <h2 id={titleId} className="dialog__title">{t('media.library.title')}</h2>
      <p id={bodyId} className="dialog__hint">{t('media.library.hint')}</p>
      {files === null ? (
        <p className="dialog__loading" aria-busy="true"><span className="spinner" aria-hidden="true" />{t('app.loading')}</p>
      ) : files === 'failed' ? (
        <p className="media-library__note" role="alert">{t('media.library.failed')}</p>
      ) : files.length === 0 ? (
        <p className="media-library__note">{t('media.library.empty')}</p>
      ) : (
        <ul className="media-library__grid">
          {files.map((m) => <li key={m.file}><LibraryTile media={m} onChoose={() => onChoose(m.file)} /></li>)}
        </ul>
      )}
      <div className="dialog__actions media-library__actions">
        <button type="button" className="btn" onClick={onClose}>{t('media.library.cancel')}</button>
      </div>
    </dialog>,
    document.body,
  );
}

/** One file of the library: its thumbnail (pictures), facts and uses, as one button. */
function LibraryTile({ media, onChoose }: { media: MediaInfo; onChoose(): void }) {
  const t = useT();
  const intl = useIntl();
  const textOfUse = useMediaUseText();
  const mb = media.size / (1024 * 1024);
  const size = mb >= 1
    ? intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
    : intl.formatNumber(Math.max(1, Math.round(media.size / 1024)), { style: 'unit', unit: 'kilobyte' });
  const facts = [
    media.width && media.height ? `${media.width} × ${media.height}` : undefined,
    media.duration ? intl.formatNumber(Math.round(media.duration), { style: 'unit', unit: 'second' }) : undefined,
    size,
  ].filter(Boolean).join(' · ');
  const uses = media.used_by;
  return (
    <button type="button" className="media-library__tile" onClick={onChoose}>
      {media.type === 'image'
        ? <img className="media-library__thumb" src={derivativeUrl(media.file, { w: 200, format: 'webp', v: media.version })} alt="" loading="lazy" />
        : <span className="media-library__thumb media-library__thumb--file" aria-hidden="true">{media.file.split('.').pop()?.toUpperCase()}</span>}
      <span className="media-library__facts">{facts}</span>
      <span className="media-library__uses">
        {uses.length === 0 ? t('media.library.unused') : uses.slice(0, SHOWN_USES).map((u) => <span key={`${u.kind}${u.id}${u.at}`}>{textOfUse(u)}</span>)}
        {uses.length > SHOWN_USES && <span>{t('media.library.more', { count: uses.length - SHOWN_USES })}</span>}
      </span>
    </button>
  );
}
