import { useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/IntlContext.tsx';

/** Props of the drop zone. */
export interface FileDropZoneProps {
  /** The file input's id (its label's `htmlFor`). */
  id: string;
  accept: string;
  disabled?: boolean;
  /** What the zone says: "Choose a JPEG picture", or the name of the file already chosen. */
  prompt: string;
  /** Called with the file picked or dropped. */
  onFile(file: File | undefined): void;
  /** The hint's id, for the input's description. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  className?: string;
  /** Shown under the zone: progress, the hint, a Keep button. */
  children?: ReactNode;
}

/**
 * The one look of a file upload: a dashed zone to click or drop a file on, over the real file input
 * (kept for keyboard, label and assistive technology). Used by the media widgets and the CSV import.
 */
export function FileDropZone({ id, accept, disabled, prompt, onFile, describedBy, inputRef, name, className, children }: FileDropZoneProps) {
  const t = useT();
  const [dragging, setDragging] = useState(false);
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    onFile(file);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onFile(e.dataTransfer.files?.[0]);
  };
  return (
    <div className={['media-widget', dragging && 'media-widget--dragging', className].filter(Boolean).join(' ')}
      onDragOver={(e) => { e.preventDefault(); if (!dragging) setDragging(true); }}
      onDragLeave={() => setDragging(false)} onDrop={drop}>
      <input ref={inputRef} id={id} name={name} className="media-widget__input" type="file" accept={accept}
        disabled={disabled} onChange={pick} aria-describedby={describedBy} />
      <div className="media-widget__drop" aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 24 24"><path d="M12 16V4M7 9l5-5 5 5M4 15v5h16v-5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
        <span className="media-widget__prompt">{prompt}</span>
        <span className="media-widget__or">{t('media.drop')}</span>
      </div>
      {children}
    </div>
  );
}
