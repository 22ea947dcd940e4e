import type { MediaType } from '../../core/apiConventions.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { MediaPreview } from './MediaPreview.tsx';

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

/** A media field holding a file: the picture or player, with an Edit button that clears it and reopens the picker (SPEC §2). */
export function MediaFilled({ type, file, label, disabled, readonly, onEdit }: MediaFilledProps) {
  const t = useT();
  const alt = t(`media.${type}.alt`, { field: label });
  return (
    <div className={`media-widget media-widget--filled media-widget--${type}`}>
      <MediaPreview type={type} file={file} alt={alt} />
      {/* No id here: the field label would otherwise rename this button from "Edit" to the field title. */}
      {!readonly && <button type="button" className="btn btn--sm" disabled={disabled}
        aria-label={t('media.editLabel', { field: label })} onClick={onEdit}>
        <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true"><path d="M11 2.5l2.5 2.5L6 12.5H3.5V10z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" /></svg>
        {t('image.edit')}
      </button>}
    </div>
  );
}
