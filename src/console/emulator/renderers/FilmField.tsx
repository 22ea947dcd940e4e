import { useState } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import type { FieldRendererProps } from '../rendererMap.ts';
import { useMediaSrc } from '../useMediaSrc.ts';
import { Notice } from './Notice.tsx';

/** film → a video player; when the browser cannot play it, the SPEC's "does not support the video tag" message. */
export function FilmField({ field }: FieldRendererProps) {
  const t = useT();
  const { src, unsafe } = useMediaSrc(field);
  // Fallback content inside <video> is only shown by browsers without <video>; a format the
  // browser cannot decode fires `error` instead, so that case is surfaced explicitly.
  const [failed, setFailed] = useState<string | null>(null);
  if (unsafe) return <Notice>{t('emulator.unsafeUrl')}</Notice>;
  if (!src) return null;
  if (failed === src) return <Notice>{t('emulator.videoUnsupported')}</Notice>;
  return (
    <figure className="emu-media emu-media--film">
      <video src={src} controls preload="metadata" playsInline onError={() => setFailed(src)}>
        {t('emulator.videoUnsupported')}
      </video>
      {field.meta?.title && <figcaption>{field.meta.title}</figcaption>}
    </figure>
  );
}
