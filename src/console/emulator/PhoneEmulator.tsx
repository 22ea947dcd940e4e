import { useMemo, useState, type CSSProperties } from 'react';
import type { PreviewContext, ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import type { UserSetting } from '../auth/userWeb.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { createAudioController } from './audioController.ts';
import { clientColor, textOn } from './clientColor.ts';
import { defaultRenderers } from './defaultRenderers.ts';
import { EmulatorProvider, type EmulatorServices, type HoveredItem } from './EmulatorContext.tsx';
import type { EmulatorLoad } from './emulatorLoader.ts';
import { EMULATOR_HEIGHT, EMULATOR_WIDTH } from './emulatorSize.ts';
import { FieldSlot, FieldView } from './FieldSlot.tsx';
import { ItemDetail } from './ItemDetail.tsx';
import { phoneTitle } from './phoneTitle.ts';
import type { ListItemKind } from './listItems.ts';
import { consolePreviewContextWith, previewRecords } from './previewRecords.ts';
import type { RendererMap } from './rendererMap.ts';
import { useEmulatorKinds } from './useEmulatorKinds.ts';
import { useEmulatorLoad } from './useEmulatorLoad.ts';
import { usePreviewRefs } from './usePreviewRefs.ts';
import { usePreviewTrail } from './usePreviewTrail.ts';
import { fieldKey, visibleFields } from './visibleFields.ts';
import './emulator.css';

/** Props of the phone emulator. */
export interface PhoneEmulatorProps {
  /** The kind being edited: its toPreview, route (for the tab name) and label, and its schema (for the references to resolve). */
  kind: Pick<ResolvedKind, 'route' | 'labels' | 'toPreview' | 'toListItem'> & { schema?: JsonSchema };
  /** The live form data. */
  record: Record<string, unknown>;
  /** The client's settings (user_setting): colours and tab names. */
  settings?: UserSetting | null;
  /** Language of the tab name; defaults to the console's UI language. */
  language?: string;
  /** Field kind → renderer; defaults to every SPEC field kind (extend with extendRenderers). */
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
}

/** The phone-shaped live preview (SPEC §2): 370 × 799 px, client-coloured header, the kind's field records in order. */
export function PhoneEmulator({ kind, record, settings, language, renderers = defaultRenderers, load, memoize = true, kinds: givenKinds, open, links }: PhoneEmulatorProps) {
  const t = useT();
  const uiLanguage = useLanguage();
  const loader = useEmulatorLoad(load);
  const [hovered, setHovered] = useState<HoveredItem | null>(null);
  // One controller per emulator: only one audio of this preview plays at a time.
  const [audio] = useState(createAudioController);
  const kinds = useEmulatorKinds(givenKinds);
  // Where the visitor walked by pressing links in the phone; the author opening another child starts over.
  const trail = usePreviewTrail(open);
  const services = useMemo<EmulatorServices>(() => ({ audio, load: loader, hover: setHovered, kinds, navigate: trail.push }), [audio, loader, kinds, trail.push]);

  // References (x-ref) are fetched here, outside the renderers, and handed to toPreview through ctx.ref.
  const ref = usePreviewRefs(kind.schema, record, kinds, loader);
  const result = useMemo(() => previewRecords(kind, record, consolePreviewContextWith(ref, trail.at, links)), [kind, record, ref, trail.at, links]);
  const fields = useMemo(() => (result.ok ? visibleFields(result.fields) : []), [result]);
  const detail = clientColor(settings?.detail_view_color, '#b7e4c7');
  // Client colours as custom properties on the wrapper: the header, list items and the hover detail
  // read them from CSS, so a colour change never has to re-render a memoised field.
  const colours = {
    '--emu-detail': detail,
    '--emu-detail-text': textOn(detail),
    '--emu-list-item': clientColor(settings?.list_item_color, '#ffffff'),
  } as CSSProperties;
  const title = phoneTitle(settings, language ?? uiLanguage, kind.route, t(kind.labels.tab));
  const Slot = memoize ? FieldSlot : FieldView;

  return (
    <EmulatorProvider value={services}>
      <div className="emu" style={colours} onMouseLeave={() => setHovered(null)}>
        <div className="emu-phone" style={{ width: EMULATOR_WIDTH, height: EMULATOR_HEIGHT }} role="region" aria-label={t('preview.title')} data-testid="phone-emulator">
          <header className="emu-phone__header">
            {trail.canGoBack && <button type="button" className="emu-phone__back" onClick={trail.back} aria-label={t('emulator.back')}>‹ {t('emulator.back')}</button>}
            {title}
          </header>
          <div className="emu-phone__screen">
            {!result.ok && <p className="emu-unknown" role="alert">{t('emulator.previewFailed', { message: result.error.message })}</p>}
            {result.ok && fields.length === 0 && <p className="emu-muted emu-phone__empty">{t('emulator.empty')}</p>}
            {fields.map((f) => <Slot key={fieldKey(f)} field={f} renderers={renderers} />)}
          </div>
        </div>
        {hovered && <ItemDetail key={`${hovered.entity}/${hovered.id}`} item={hovered} />}
      </div>
    </EmulatorProvider>
  );
}
