import { useT } from '../../i18n/IntlContext.tsx';
import type { FieldRendererProps } from '../rendererMap.ts';
import { safeUrl } from '../urlSafety.ts';
import { useRemote } from '../useRemote.ts';
import { vimeoId, vimeoPlayable } from '../vimeoId.ts';
import { Notice } from './Notice.tsx';

/** vimeo → a player fed by `/api/vimeo-config/{id}` (the server fetches and caches Vimeo); offline → a clear placeholder. */
export function VimeoField({ field }: FieldRendererProps) {
  const t = useT();
  const id = vimeoId(field.value);
  const remote = useRemote<{ data?: unknown }>(id ? `/vimeo-config/${id}` : null);
  if (!id) return <Notice>{t('emulator.vimeo.invalid')}</Notice>;
  if (remote.status === 'error') {
    return <div className="emu-vimeo emu-vimeo--placeholder" role="img" aria-label={t('emulator.vimeo.error', { id, message: remote.message })}>
      <span aria-hidden="true" className="emu-vimeo__icon">▶</span>
      <span>{t('emulator.vimeo.error', { id, message: remote.message })}</span>
    </div>;
  }
  if (remote.status !== 'ok') return <div className="emu-vimeo emu-vimeo--placeholder"><span>{t('emulator.vimeo.loading')}</span></div>;
  const playable = vimeoPlayable(remote.data.data);
  const src = safeUrl(playable.src);
  if (!src) return <Notice>{t('emulator.videoUnsupported')}</Notice>;
  return (
    <figure className="emu-media emu-media--film">
      <video src={src} poster={safeUrl(playable.poster) ?? undefined} controls preload="metadata" playsInline>
        {t('emulator.videoUnsupported')}
      </video>
      {(field.meta?.title ?? playable.title) && <figcaption>{field.meta?.title ?? playable.title}</figcaption>}
    </figure>
  );
}
