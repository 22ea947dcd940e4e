import { useAtomValue } from 'jotai';
import { useT } from '../i18n/IntlContext.tsx';
import { mediaInfoAtom } from '../media/mediaInfoAtom.ts';
import { useEmulator, type HoveredItem } from './EmulatorContext.tsx';
import { toListItems } from './listItems.ts';
import { safeUrl } from './urlSafety.ts';
import { useRemote } from './useRemote.ts';

/** The detail of a hovered list item beside the frame, from `GET /api/{x}/{id}` (cached per id by the loader). */
export function ItemDetail({ item }: { item: HoveredItem }) {
  const t = useT();
  const { kinds } = useEmulator();
  const remote = useRemote<{ data?: { items?: Record<string, unknown> } }>(`/${encodeURIComponent(item.entity)}/${encodeURIComponent(String(item.id))}`);
  const doc = remote.status === 'ok' ? remote.data.data?.items : undefined;
  const media = useAtomValue(mediaInfoAtom);
  const shown = doc ? toListItems(doc, kinds, kinds.byEntity(item.entity), media)[0] : undefined;
  const text = doc && typeof doc.text === 'string' ? doc.text : undefined;
  const thumb = safeUrl(shown?.thumbnail);
  return (
    <aside className="emu-detail" style={{ top: item.top, right: item.right }} aria-live="polite" aria-label={t('emulator.detail.label')}>
      <div className="emu-detail__card">
      {remote.status === 'error' && <p className="emu-notice emu-notice--error">{t('emulator.detail.error', { message: remote.message })}</p>}
      {(remote.status === 'loading' || remote.status === 'idle') && <p className="emu-muted">{t('app.loading')}</p>}
      {shown && (
        <>
          {thumb && <img className="emu-detail__image" src={thumb} alt="" />}
          <h3 className="emu-detail__title">{shown.title || t('list.untitled')}</h3>
          {/* A kind may list its url as the ingress (web pages): shown once, as the url. */}
          {shown.ingress && shown.ingress !== shown.url && <p className="emu-ingress">{shown.ingress}</p>}
          {text && <p className="emu-text">{text}</p>}
          {shown.url && <p className="emu-detail__url">{shown.url}</p>}
        </>
      )}
      </div>
    </aside>
  );
}
