import { render } from '@testing-library/react';
import type { KindDefinition } from '../../core/defineKind.ts';
import type { PreviewField } from '../../core/previewField.ts';
import type { UserSetting } from '../session/userWeb.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { EmulatorLoad } from './emulatorLoader.ts';
import type { ListItemKind } from './listItems.ts';
import { PhoneEmulator } from './PhoneEmulator.tsx';
import type { RendererMap } from './rendererMap.ts';

/** A test kind whose toPreview hands back the given field records unchanged (labelled with a console message). */
export function fieldsKind(route = 'web_pages') {
  return {
    route,
    labels: { tab: 'preview.title', item: 'preview.title' },
    list: {
      toListItem: () => ({ title: '' }),
    },
    preview: {
      toPreview: (r: Record<string, unknown>) => r.fields as PreviewField[],
    },
  };
}

/** Renders real field records in a real PhoneEmulator (happy-dom) with the English catalogue (and the given kinds' words). */
export function renderPreview(fields: PreviewField[], opts: {
  load?: EmulatorLoad; settings?: UserSetting; renderers?: RendererMap; kind?: ReturnType<typeof fieldsKind>; kinds?: readonly ListItemKind[];
} = {}) {
  const kind = opts.kind ?? fieldsKind();
  const load = opts.load ?? (async () => { throw new Error('offline'); });
  const intl = createConsoleIntl('en', (opts.kinds ?? []) as readonly Pick<KindDefinition, 'messages'>[]);
  const ui = (f: PreviewField[]) => (
    <IntlProvider intl={intl}>
      <PhoneEmulator kind={kind} record={{ fields: f }} settings={opts.settings} load={load} renderers={opts.renderers} kinds={opts.kinds} />
    </IntlProvider>
  );
  const result = render(ui(fields));
  return { ...result, update: (f: PreviewField[]) => result.rerender(ui(f)) };
}

/** A visible field record at the given position. */
export function rec(field: PreviewField['field'], value: unknown, extra: Partial<PreviewField> = {}): PreviewField {
  return { field, value, visible: true, position: 0, ...extra };
}
