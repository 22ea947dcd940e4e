import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/IntlContext.tsx';
import { useEmulator } from '../EmulatorContext.tsx';
import type { FieldRendererProps } from '../rendererMap.ts';
import { useMediaSrc } from '../useMediaSrc.ts';
import { Notice } from './Notice.tsx';

/** audio → a play/pause toggle; the preview's audio controller keeps only one audio playing at a time. */
export function AudioField({ field }: FieldRendererProps) {
  const t = useT();
  const { audio } = useEmulator();
  const { src, unsafe } = useMediaSrc(field);
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const el = ref.current;
    return () => { if (el) { el.pause(); audio.release(el); } };
  }, [audio, src]);

  if (unsafe) return <Notice>{t('emulator.unsafeUrl')}</Notice>;
  if (!src) return null;
  if (failed === src) return <Notice>{t('emulator.videoUnsupported')}</Notice>;

  const label = field.meta?.title ?? t('emulator.audio.label');
  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) el.play().catch((err: unknown) => { if ((err as Error)?.name === 'NotSupportedError') setFailed(src); });
    else el.pause();
  };
  return (
    <div className="emu-audio">
      <button type="button" className="emu-audio__toggle" aria-pressed={playing} onClick={toggle}
        aria-label={playing ? t('emulator.audio.pause', { title: label }) : t('emulator.audio.play', { title: label })}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <span className="emu-audio__title">{label}</span>
      <audio ref={ref} src={src} preload="none"
        onPlay={(e) => { audio.claim(e.currentTarget); setPlaying(true); }}
        onPause={(e) => { audio.release(e.currentTarget); setPlaying(false); }}
        onEnded={() => setPlaying(false)}
        onError={() => setFailed(src)}>
        {t('emulator.videoUnsupported')}
      </audio>
    </div>
  );
}
