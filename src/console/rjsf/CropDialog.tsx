import { useState, type SyntheticEvent } from 'react';
import Cropper from 'react-easy-crop';
import { autoCrop, type Aspect, type MediaInfo, type PictureCrop, type PictureFocus } from '../../core/pictures.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { savedCrop, type CropArea } from '../media/savedCrop.ts';
import { useSaveMediaSettings } from '../media/useMediaInfo.ts';
import { ShellDialog } from '../ui/ShellDialog.tsx';
import { FocusPicker } from './FocusPicker.tsx';
import './mediaCrop.css';

/** What the crop dialog gets: the stored picture (with its size), the field's aspect and words, and what to do on close. */
export interface CropDialogProps {
  info: MediaInfo & { width: number; height: number };
  aspect: Aspect;
  /** The field's `ui:options.dimensions` ("800x450"), named in the hint. */
  size: string;
  /** Closed: `saved` says whether a crop was stored. */
  onClose(saved: boolean): void;
}

// The dialog is portalled, but React bubbles its events through the field's ancestors (a collapsible
// row's drag and arrow-key handlers, the form's submit): they stop here.
const stop = (e: SyntheticEvent) => e.stopPropagation();
const CONTAINED = {
  onKeyDown: stop, onKeyUp: stop, onClick: stop, onPointerDown: stop, onMouseDown: stop, onSubmit: stop,
  onDragStart: stop, onDragEnter: stop, onDragOver: stop, onDragLeave: stop, onDrop: stop, onDragEnd: stop,
};

const finite = (...ns: number[]) => ns.every(Number.isFinite);

// Zooming further would cut a crop narrower than most phones' pictures are wide.
const MAX_ZOOM = 4;

/** The crop the dialog starts from: the stored one of this aspect, else the automatic one around the focal point (the middle). */
export function startingCrop(info: CropDialogProps['info'], aspect: Aspect): PictureCrop {
  return info.crops[aspect.key] ?? autoCrop(info.width, info.height, aspect, info.focus);
}

/**
 * Crop a stored picture to its field's aspect (react-easy-crop: drag, wheel or the Zoom slider, arrow
 * keys on the frame) and set its focal point (FocusPicker). Save stores both with the media (`POST
 * /api/media/{file}`), never touching the original; Cancel changes nothing.
 */
export function CropDialog({ info, aspect, size, onClose }: CropDialogProps) {
  const t = useT();
  const save = useSaveMediaSettings();
  const [mode, setMode] = useState<'crop' | 'focus'>('crop');
  const [area, setArea] = useState<CropArea>(() => startingCrop(info, aspect));
  // react-easy-crop reads the starting area once, when its picture loads; a return from the focal
  // point view starts from the area left, so crop and zoom survive switching.
  const [initial, setInitial] = useState(area);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [focus, setFocus] = useState<PictureFocus | null>(info.focus);
  const [busy, setBusy] = useState(false);
  const crop = savedCrop(area, info.width, info.height, aspect);
  // A stage not laid out yet (no size) makes the cropper report NaN: taking it would loop and lose the crop.
  const takeArea = (_: unknown, pixels: CropArea) => { if (finite(pixels.x, pixels.y, pixels.width, pixels.height)) setArea(pixels); };
  const takePosition = (p: { x: number; y: number }) => { if (finite(p.x, p.y)) setPosition(p); };

  function show(next: 'crop' | 'focus') {
    if (next === 'crop') setInitial(area);
    setMode(next);
  }

  async function submit() {
    setBusy(true);
    try {
      await save(info.file, { crop: { aspect: aspect.key, ...crop }, focus });
      onClose(true);
    } catch {
      // The http client showed the server's message; the dialog stays open to try again.
      setBusy(false);
    }
  }

  return (
    <span hidden {...CONTAINED}>
      <ShellDialog open wide onOpenChange={(open) => { if (!open) onClose(false); }} title={t('media.crop.title')}
        description={t('media.crop.hint', { aspect: aspect.key, size })}>
        <div className="sheet__body crop-dialog">
          <div className="crop-dialog__modes" role="group" aria-label={t('media.crop.modes')}>
            <button type="button" className="btn btn--sm" aria-pressed={mode === 'crop'} onClick={() => show('crop')}>{t('media.crop.modeCrop')}</button>
            <button type="button" className="btn btn--sm" aria-pressed={mode === 'focus'} onClick={() => show('focus')}>{t('media.crop.modeFocus')}</button>
          </div>
          {mode === 'crop' ? (
            <>
              <div className="crop-dialog__stage">
                <Cropper image={info.url} aspect={aspect.w / aspect.h} crop={position} zoom={zoom} maxZoom={MAX_ZOOM} keyboardStep={10}
                  initialCroppedAreaPixels={initial} onCropChange={takePosition} onZoomChange={(z) => { if (finite(z)) setZoom(z); }}
                  onCropAreaChange={takeArea} onCropComplete={takeArea}
                  cropperProps={{ role: 'group', 'aria-label': t('media.crop.area') }} />
              </div>
              <label className="crop-dialog__zoom">
                <span>{t('media.crop.zoom')}</span>
                <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
              </label>
            </>
          ) : (
            <>
              <p className="crop-dialog__hint">{t('media.crop.focusHint')}</p>
              <FocusPicker src={info.url} width={info.width} height={info.height} crop={crop} focus={focus} onChange={setFocus} />
              {focus && <button type="button" className="btn btn--sm crop-dialog__clear" onClick={() => setFocus(null)}>{t('media.crop.focusClear')}</button>}
            </>
          )}
          <div className="sheet__actions">
            <button type="button" className="btn" onClick={() => onClose(false)}>{t('media.crop.cancel')}</button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void submit()}>{t('media.crop.save')}</button>
          </div>
        </div>
      </ShellDialog>
    </span>
  );
}
