import { useT } from '../../i18n/IntlContext.tsx';
import type { FieldRendererProps } from '../rendererMap.ts';
import { useMediaSrc } from '../useMediaSrc.ts';
import { Notice } from './Notice.tsx';

/** image, indoor and qr_scanner_image → a picture (a local file previews before upload); indoor and QR get a caption. */
export function ImageField({ field }: FieldRendererProps) {
  const t = useT();
  const { src, unsafe } = useMediaSrc(field);
  if (unsafe) return <Notice>{t('emulator.unsafeUrl')}</Notice>;
  if (!src) return null;
  const caption = field.meta?.title ?? (field.field === 'image' ? undefined : t(`emulator.caption.${field.field}`));
  return (
    <figure className={`emu-media emu-media--${field.field}`}>
      <img src={src} alt={caption ?? ''} loading="lazy" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
