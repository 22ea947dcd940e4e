import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useAtomValue } from 'jotai';
import type { PreviewContext, ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { UserSetting } from '../session/userWeb.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { mediaInfoAtom } from '../media/mediaInfoAtom.ts';
import { createAudioController } from './audioController.ts';
import { clientColor, textOn } from './clientColor.ts';
import { defaultRenderers } from './defaultRenderers.ts';
import { EmulatorProvider, type EmulatorServices, type HoveredItem } from './EmulatorContext.tsx';
import type { EmulatorLoad } from './emulatorLoader.ts';
import { EMULATOR_HEIGHT, EMULATOR_WIDTH } from './emulatorSize.ts';
import { ItemDetail } from './ItemDetail.tsx';
import { OpenedItemScreen } from './OpenedItemScreen.tsx';
import { phoneTitle } from './phoneTitle.ts';
import type { ListItemKind } from './listItems.ts';
import { consolePreviewContextWith, previewRecords, type PreviewClock } from './previewRecords.ts';
import { PreviewScreen } from './PreviewScreen.tsx';
import type { RendererMap } from './rendererMap.ts';
import { useEmulatorKinds } from './useEmulatorKinds.ts';
import { useEmulatorLoad } from './useEmulatorLoad.ts';
import { usePreviewRefs } from './usePreviewRefs.ts';
import { untouchedRecord } from './untouchedRecord.ts';
import { usePreviewTrail, type OpenedItem } from './usePreviewTrail.ts';
import { vocabularyRenderers } from './vocabularyRenderers.ts';
import './emulator.css';

/** Props of the phone emulator. */
export interface PhoneEmulatorProps {
  /** The kind being edited: its toPreview, route (for the tab name) and label, and its schema (for the references to resolve). */
  kind: Pick<ResolvedKind, 'route' | 'labels' | 'preview' | 'list'> & { schema?: JsonSchema; rules?: Pick<NonNullable<ResolvedKind['rules']>, 'defaults'> };
  /** The live form data. */
  record: Record<string, unknown>;
  /** The client's settings (user_setting): colours and tab names. */
  settings?: UserSetting | null;
  /** Language of the tab name; defaults to the console's UI language. */
  language?: string;
  /**
   * Field kind → renderer; defaults to the core field kinds (extend with extendRenderers). The kinds'
   * list-item and own field kinds are added beneath it (vocabularyRenderers).
   */
  renderers?: RendererMap;
  /** GET client for Vimeo configs and hover details; defaults to the session's quiet loader. */
  load?: EmulatorLoad;
  /** Per-field memoisation; false only for the bench baseline. */
  memoize?: boolean;
  /** The kinds list items and references resolve through; defaults to the registry's (none outside the console). */
  kinds?: readonly ListItemKind[];
  /** The children the author has open (`{ '/pages': 17 }`): a kind with pages previews that one. */
  open?: Readonly<Record<string, string | number>>;
  /** The opened item's relation links (`PreviewContext.links`). */
  links?: PreviewContext['links'];
  /** The editor's opened item (its id; undefined for a new one): opening another starts the phone's walk over. */
  itemKey?: string | number;
  /** The editor's item is a new one: while it holds nothing but its defaults, the phone shows the empty state. */
  isNew?: boolean;
}

/** The phone-shaped live preview (SPEC §2): 370 × 799 px, client-coloured header, the kind's field records in order. */
export function PhoneEmulator({ kind, record, settings, language, renderers: given = defaultRenderers, load, memoize = true, kinds: givenKinds, open, links, itemKey, isNew = false }: PhoneEmulatorProps) {
  const t = useT();
  const uiLanguage = useLanguage();
  const loader = useEmulatorLoad(load);
  const [hovered, setHovered] = useState<HoveredItem | null>(null);
  // One controller per emulator: only one audio of this preview plays at a time.
  const [audio] = useState(createAudioController);
  const kinds = useEmulatorKinds(givenKinds);
  const renderers = useMemo(() => vocabularyRenderers(given, kinds), [given, kinds]);
  // Where the visitor walked by pressing links and list items in the phone; the author opening
  // another child or item starts over, typing does not.
  const trail = usePreviewTrail(open, itemKey);
  const { openItem: walkInto, back: walkBack } = trail;
  // The pressed row leaves the screen with its focus: Back takes it (the effect below), so a keyboard user can go on.
  const backButton = useRef<HTMLButtonElement>(null);
  const focusBack = useRef(false);
  // The detail beside the frame belongs to a row of the screen being left: it goes with it.
  const openItem = useCallback((item: OpenedItem) => { setHovered(null); focusBack.current = true; walkInto(item); }, [walkInto]);
  const back = useCallback(() => { setHovered(null); walkBack(); }, [walkBack]);
  const services = useMemo<EmulatorServices>(() => ({ audio, load: loader, hover: setHovered, kinds, navigate: trail.push, openItem }), [audio, loader, kinds, trail.push, openItem]);

  // References (x-ref) are fetched here, outside the renderers, and handed to toPreview through ctx.ref.
  const ref = usePreviewRefs(kind.schema, record, kinds, loader);
  const opened = trail.item;
  useEffect(() => {
    if (!focusBack.current) return;
    focusBack.current = false;
    backButton.current?.focus();
  }, [opened]);
  // While an opened item is on screen the editor's own preview is not built: typing costs nothing there.
  // Dates in previews read the company's clock (an event's start) in the preview's language.
  const timeZone = settings?.time_zone;
  const locale = language ?? uiLanguage;
  const clock = useMemo<PreviewClock>(() => ({ timeZone, locale }), [timeZone, locale]);
  // A new item nobody has typed in previews as the empty state, whatever its defaults would draw. The
  // defaults are read once per item, as the form took them when it started the item.
  const defaults = useMemo(() => (isNew ? kind.rules?.defaults?.() ?? {} : undefined), [kind, isNew, itemKey]); // eslint-disable-line react-hooks/exhaustive-deps -- read again per item
  const untouched = defaults !== undefined && untouchedRecord(record, defaults, kind.schema);
  // A crop saved in a field's dialog changes the media's version: the pictures follow without a reload.
  const media = useAtomValue(mediaInfoAtom);
  const result = useMemo(() => {
    if (opened) return null;
    if (untouched) return { ok: true as const, fields: [] };
    return previewRecords(kind, record, consolePreviewContextWith(ref, trail.at, links, clock, media));
  }, [opened, untouched, kind, record, ref, trail.at, links, clock, media]);
  const detail = clientColor(settings?.detail_view_color, '#b7e4c7');
  // Client colours as custom properties on the wrapper: the header, list items and the hover detail
  // read them from CSS, so a colour change never has to re-render a memoised field.
  const colours = {
    '--emu-detail': detail,
    '--emu-detail-text': textOn(detail),
    '--emu-list-item': clientColor(settings?.list_item_color, '#ffffff'),
  } as CSSProperties;
  // The header names the kind on screen: an opened item's tab name (a bare kind without one keeps the editor's).
  const shown = opened ? kinds.byEntity(opened.entity) : undefined;
  const titleKind = shown?.route && shown.labels ? { route: shown.route, labels: shown.labels } : kind;
  const title = phoneTitle(settings, language ?? uiLanguage, titleKind.route, t(titleKind.labels.tab));

  return (
    <EmulatorProvider value={services}>
      <div className="emu" style={colours} onMouseLeave={() => setHovered(null)}>
        <div className="emu-phone" style={{ width: EMULATOR_WIDTH, height: EMULATOR_HEIGHT }} role="region" aria-label={t('preview.title')} data-testid="phone-emulator">
          <header className="emu-phone__header">
            {trail.canGoBack && <button ref={backButton} type="button" className="emu-phone__back" onClick={back} aria-label={t('emulator.back')}>‹ {t('emulator.back')}</button>}
            {title}
          </header>
          {/* Keyed by the item on screen: another item starts at the top (and drops the last one's fields).
              Focusable: a long preview with no link or button in it still scrolls from the keyboard (WCAG 2.1.1). */}
          <div className="emu-phone__screen" tabIndex={0} key={opened ? `${opened.entity}/${opened.id}` : ''}>
            {opened
              ? <OpenedItemScreen item={opened} at={trail.at} renderers={renderers} memoize={memoize} clock={clock} />
              : result && <PreviewScreen result={result} renderers={renderers} memoize={memoize} />}
          </div>
        </div>
        {hovered && <ItemDetail key={`${hovered.entity}/${hovered.id}`} item={hovered} />}
      </div>
    </EmulatorProvider>
  );
}
