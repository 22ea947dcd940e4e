import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PictureCrop, PictureFocus } from '../../core/pictures.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { focusAt, movedFocus } from '../media/movedFocus.ts';

/** What the focal point view gets: the whole original, its size, the crop being made, and the point. */
export interface FocusPickerProps {
  src: string;
  width: number;
  height: number;
  crop: PictureCrop;
  focus: PictureFocus | null;
  onChange(focus: PictureFocus): void;
}

const percent = (n: number) => Math.round(n * 100);

/**
 * The whole picture with the crop drawn on it and the focal point as a marker: a click on the picture
 * places it; the marker is a button the arrow keys move, and each move is announced.
 */
export function FocusPicker({ src, width, height, crop, focus, onChange }: FocusPickerProps) {
  const t = useT();
  const picture = useRef<HTMLImageElement>(null);
  const marker = useRef<HTMLButtonElement>(null);
  const [said, setSaid] = useState('');
  const shown = focus ?? { x: 0.5, y: 0.5 };

  function place(next: PictureFocus) {
    onChange(next);
    setSaid(t('media.crop.focusAt', { x: percent(next.x), y: percent(next.y) }));
  }

  function click(e: MouseEvent) {
    const rect = picture.current?.getBoundingClientRect();
    const next = rect && focusAt(e.clientX, e.clientY, rect);
    if (!next) return;
    place(next);
    marker.current?.focus();
  }

  function key(e: KeyboardEvent) {
    const next = movedFocus(focus, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    place(next);
  }

  return (
    <div className="focus-picker">
      <div className="focus-picker__frame" onClick={click}>
        <img ref={picture} className="focus-picker__img" src={src} alt={t('media.crop.focusPicture')} draggable={false} />
        <span className="focus-picker__crop" aria-hidden="true" style={{
          left: `${(crop.x / width) * 100}%`, top: `${(crop.y / height) * 100}%`,
          width: `${(crop.width / width) * 100}%`, height: `${(crop.height / height) * 100}%`,
        }} />
        <button ref={marker} type="button" className={`focus-picker__marker${focus ? '' : ' focus-picker__marker--unset'}`}
          style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }} onKeyDown={key} onClick={(e) => e.stopPropagation()}
          aria-label={focus ? t('media.crop.focusMarker', { x: percent(focus.x), y: percent(focus.y) }) : t('media.crop.focusUnset')} />
      </div>
      <p className="visually-hidden" role="status">{said}</p>
    </div>
  );
}
