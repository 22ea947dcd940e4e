import { useEffect, useState } from 'react';
import type { MediaType } from '../../core/apiConventions.ts';
import { aspectOfDimensions, type Aspect, type MediaInfo } from '../../core/pictures.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { pictureUrl } from '../media/pictureUrl.ts';
import { useMediaInfo } from '../media/useMediaInfo.ts';
import { CropDialog } from './CropDialog.tsx';
import { MediaFacts } from './MediaFacts.tsx';
import { MediaPreview } from './MediaPreview.tsx';
import './mediaCrop.css';

/** What the filled state of a media field gets from its host (MediaWidget). */
export interface MediaFilledProps {
  type: MediaType;
  file: string;
  label: string;
  disabled?: boolean;
  readonly?: boolean;
  /** The field's `ui:options.dimensions` ("800x450"), when it names one. */
  dimensions?: string;
  /** The file was uploaded just now in this field (not loaded with the item). */
  fresh: boolean;
  /** Clears the field and reopens the picker, keeping the current file to put back. */
  onEdit(): void;
}

// Files whose crop dialog opened by itself after their upload: once per page, even when the field
// is drawn again (a collapsed page opened again).
const offered = new Set<string>();

const measured = (info: MediaInfo | undefined): info is MediaInfo & { width: number; height: number } =>
  Boolean(info?.width && info.height);

/**
 * A media field holding a file (SPEC §2): a picture in a field with a size shows as phones get it, cut
 * to the field's aspect, with Crop (the crop dialog; it opens by itself once after an upload); audio
 * and video show their player and stored facts. Edit clears the field and reopens the picker.
 */
export function MediaFilled({ type, file, label, disabled, readonly, dimensions, fresh, onEdit }: MediaFilledProps) {
  const t = useT();
  const { info, failed } = useMediaInfo(file);
  const aspect = type === 'image' ? aspectOfDimensions(dimensions) : undefined;
  const croppable = aspect && !readonly && measured(info) ? info : undefined;
  const [cropping, setCropping] = useState(false);
  const alt = t(`media.${type}.alt`, { field: label });

  useEffect(() => {
    if (!fresh || !croppable || offered.has(file)) return;
    offered.add(file);
    setCropping(true);
  }, [fresh, croppable, file]);

  return (
    <div className={`media-widget media-widget--filled media-widget--${type}`}>
      {aspect ? <PictureFrame file={file} alt={alt} aspect={aspect} info={info} ready={Boolean(info) || failed} /> : <MediaPreview type={type} file={file} alt={alt} />}
      {!readonly && <div className="media-widget__actions">
        {/* No id here: the field label would otherwise rename this button from "Edit" to the field title. */}
        <button type="button" className="btn btn--sm" disabled={disabled}
          aria-label={t('media.editLabel', { field: label })} onClick={onEdit}>
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M11 2.5l2.5 2.5L6 12.5H3.5V10z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" /></svg>
          {t('image.edit')}
        </button>
        {croppable && <button type="button" className="btn btn--sm" disabled={disabled}
          aria-label={t('media.crop.buttonLabel', { field: label })} onClick={() => setCropping(true)}>
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 1v11h11M1 4h11v11" fill="none" stroke="currentColor" strokeWidth="1.5" /></svg>
          {t('media.crop.button')}
        </button>}
      </div>}
      {type !== 'image' && info && <MediaFacts info={info} />}
      {dimensions && <span className="media-widget__hint">{t('media.dimensions', { size: dimensions })}</span>}
      {cropping && croppable && aspect && dimensions &&
        <CropDialog info={croppable} aspect={aspect} size={dimensions} onClose={() => setCropping(false)} />}
    </div>
  );
}

/** The picture as the field's frame: its cropped derivative, in a box of the field's aspect. */
function PictureFrame({ file, alt, aspect, info, ready }: { file: string; alt: string; aspect: Aspect; info?: MediaInfo; ready: boolean }) {
  // Until the version is known the picture waits, so it loads once, at the URL that stays.
  return (
    <span className="media-widget__frame" style={{ aspectRatio: `${aspect.w} / ${aspect.h}` }}>
      {ready && <img className="media-widget__img" src={pictureUrl(file, 400, info, aspect.key)} alt={alt} />}
    </span>
  );
}
