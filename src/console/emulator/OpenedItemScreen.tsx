import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useT } from '../i18n/IntlContext.tsx';
import { mediaInfoAtom } from '../media/mediaInfoAtom.ts';
import { useEmulator } from './EmulatorContext.tsx';
import { openedKind } from './openedKind.ts';
import { consolePreviewContextWith, previewRecords, type PreviewClock } from './previewRecords.ts';
import { PreviewScreen } from './PreviewScreen.tsx';
import type { RendererMap } from './rendererMap.ts';
import { Notice } from './renderers/Notice.tsx';
import { useKindRenderers } from './useKindRenderers.ts';
import { usePreviewRefs } from './usePreviewRefs.ts';
import type { OpenChildren, OpenedItem } from './usePreviewTrail.ts';
import { useOpenedLinks } from './useOpenedLinks.ts';
import { useRemote } from './useRemote.ts';

/** Props of an item opened inside the phone. */
export interface OpenedItemScreenProps {
  item: OpenedItem;
  /** The children the visitor walked to inside this item (its story pages). */
  at?: OpenChildren;
  /** The editor's renderer map; the opened kind's own preview renderers are added to it. */
  renderers: RendererMap;
  memoize?: boolean;
  /** The company's time zone and the preview's language, for dates. */
  clock?: PreviewClock;
}

type Doc = Record<string, unknown>;
const NOTHING: Doc = Object.freeze({}) as Doc;
// Stands in for an unregistered kind so the renderer hook runs unconditionally; it has no console module.
const NO_KIND = { id: '' };
const isDoc = (v: unknown): v is Doc => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * A list item pressed in the phone, previewed by its own kind: `GET /{x}/{id}` through the emulator's
 * cached loader (the hover detail's call, so a hovered item opens at once), then that kind's (or its
 * stored variant's) toPreview. References resolve as for the editor's item, and its relations' links
 * (an event's programme, a trip's stops) load through the same loader.
 */
export function OpenedItemScreen({ item, at, renderers, memoize, clock }: OpenedItemScreenProps) {
  const t = useT();
  const { kinds, load } = useEmulator();
  const remote = useRemote<{ data?: { items?: unknown } }>(`/${encodeURIComponent(item.entity)}/${encodeURIComponent(String(item.id))}`);
  const body = remote.status === 'ok' ? remote.data?.data?.items : undefined;
  const doc = isDoc(body) ? body : undefined;
  const registered = kinds.byEntity(item.entity);
  const variant = doc?.variant;
  const kind = useMemo(() => (registered ? openedKind(registered, variant) : undefined), [registered, variant]);
  const ref = usePreviewRefs(kind?.schema, doc ?? NOTHING, kinds, load);
  const own = useKindRenderers(kind ?? NO_KIND, renderers);
  const links = useOpenedLinks(kind, item.entity, item.id);
  const media = useAtomValue(mediaInfoAtom);
  const result = useMemo(() => (kind && doc ? previewRecords(kind, doc, consolePreviewContextWith(ref, at, links, clock, media)) : undefined), [kind, doc, ref, at, links, clock, media]);

  if (!registered) return <Notice tone="error">{t('emulator.item.error', { message: t('emulator.item.unknownKind', { entity: item.entity }) })}</Notice>;
  if (remote.status === 'error') return <Notice tone="error">{t('emulator.item.error', { message: remote.message })}</Notice>;
  if (remote.status === 'ok' && !doc) return <Notice tone="error">{t('emulator.item.error', { message: t('emulator.item.missing') })}</Notice>;
  if (!result) return <Notice>{t('app.loading')}</Notice>;
  return <PreviewScreen result={result} renderers={own} memoize={memoize} />;
}
