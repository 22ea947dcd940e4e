import { useMemo } from 'react';
import type { PreviewField } from '../../core/previewField.ts';
import type { UserSetting } from '../session/userWeb.ts';
import { PhoneEmulator, type PhoneEmulatorProps } from '../emulator/PhoneEmulator.tsx';
import { defaultRenderers } from '../emulator/defaultRenderers.ts';
import { extendRenderers } from '../emulator/rendererMap.ts';
import { ListItemField } from '../emulator/renderers/ListItemField.tsx';
import { useT } from '../i18n/IntlContext.tsx';

// A field kind of this preview's own: plain list items (no kind behind them), drawn by the emulator's list item renderer.
const SAMPLE_LIST = 'settings_sample_list';
const RENDERERS = extendRenderers(defaultRenderers, { [SAMPLE_LIST]: ListItemField });
// No kinds: the sample items cannot be opened or looked up.
const NO_KINDS: NonNullable<PhoneEmulatorProps['kinds']> = [];

/**
 * The real phone emulator showing the colours being chosen, before they are saved: its header in the
 * detail view colour, sample list items in the list item colour (the header names a screen of the app).
 */
export function ColourPreview({ detail, listItem }: { detail: string; listItem: string }) {
  const t = useT();
  const kind = useMemo<PhoneEmulatorProps['kind']>(() => ({
    // No tab is called this, so the header shows the label below rather than a client tab name.
    route: '',
    labels: { tab: 'settings.colours.previewHeader', item: 'settings.colours.previewHeader' },
    list: {
      toListItem: () => ({ title: '' }),
    },
    preview: {
      toPreview: () => {
        const fields: PreviewField[] = [
          { field: 'title', value: t('settings.colours.sampleTitle'), visible: true, position: 0 },
          { field: 'text', value: t('settings.colours.sampleText'), visible: true, position: 1 },
          {
            field: SAMPLE_LIST as PreviewField['field'], visible: true, position: 2,
            value: [
              { id: 1, title: t('settings.colours.sampleItem', { n: 1 }), ingress: t('settings.colours.sampleIngress') },
              { id: 2, title: t('settings.colours.sampleItem', { n: 2 }), ingress: t('settings.colours.sampleIngress'), checked: true },
            ],
          },
        ];
        return fields;
      },
    },
  }), [t]);
  // Only the colours: the header is this preview's, not a tab's.
  const settings = useMemo<UserSetting>(() => ({ detail_view_color: detail, list_item_color: listItem }), [detail, listItem]);
  const record = useMemo(() => ({}), []);
  return (
    <div className="settings-preview">
      <div className="settings-preview__phone">
        <PhoneEmulator kind={kind} record={record} settings={settings} renderers={RENDERERS} kinds={NO_KINDS} />
      </div>
    </div>
  );
}
