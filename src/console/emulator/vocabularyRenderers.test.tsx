// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createKindRegistry } from '../../core/createKindRegistry.ts';
import { defineKind } from '../../core/defineKind.ts';
import type { KindConsoleParts } from '../../core/kindConsole.ts';
import { previewFields } from '../../core/previewField.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import type { EmulatorLoad } from './emulatorLoader.ts';
import { PhoneEmulator } from './PhoneEmulator.tsx';
import type { FieldRendererProps } from './rendererMap.ts';

afterEach(cleanup);

type Doc = Record<string, unknown>;
const schema = { type: 'object', properties: { title: { type: 'string' } } } as const;
const labels = { tab: 'preview.title', item: 'preview.title' };

// Test-only kinds, declared here and nowhere in src/: an exhibit listed in other previews under its
// own list-item field kind, with a field kind of its own (`tide`) drawn by its console module.
function TideRenderer({ field }: FieldRendererProps) {
  return <p>Tide: {String(field.value)}</p>;
}
const load = vi.fn(async () => ({ default: { previewRenderers: { tide: TideRenderer } } satisfies KindConsoleParts }));
const exhibit = defineKind<Doc>({
  id: 'tk_exhibit', schema, uiSchema: {}, labels,
  list: {
    asListItem: { field: 'exhibit' },
    toListItem: (r) => ({ title: String(r.title ?? ''), ingress: r.hall as string | undefined }),
  },
  preview: {
    fields: ['tide'],
    toPreview: (r) => previewFields([['title', r.title], ['tide', r.tide]]),
  },
  console: { previewRenderers: ['tide'], load },
});
// A museum whose preview lists exhibits and shows the tide: both field kinds are the exhibit's.
const museum = defineKind<Doc>({
  id: 'tk_museum', schema, uiSchema: {}, labels,
  list: {
    toListItem: (r) => ({ title: String(r.title ?? '') }),
  },
  preview: {
    toPreview: (r) => previewFields([['title', r.title], ['tide', r.tide], ['exhibit', r.exhibits]]),
  },
});
const registry = createKindRegistry({
  'plugins/tk_exhibit/index.ts': { default: exhibit },
  'plugins/tk_museum/index.ts': { default: museum },
});

const docs: Record<string, Doc> = { '/tk_exhibit/3': { id: 3, title: 'Whale skeleton', hall: 'Hall B', tide: 'Low water 20:15' } };
const api: EmulatorLoad = async (path) => {
  if (!docs[path]) throw new Error('Not found');
  return { code: 200, data: { items: docs[path] } };
};

describe('a kind’s own and list-item field kinds in the generic emulator', () => {
  it('lists the kind’s items as clickable list items in another kind’s preview, and draws its own field kind there and in its own preview', async () => {
    const record = { title: 'Harbour museum', tide: 'High water 14:02', exhibits: [{ id: 3, title: 'Whale skeleton', hall: 'Hall B' }, { id: 4, title: 'Ice boat' }] };
    render(
      <IntlProvider intl={createConsoleIntl('en')}>
        <PhoneEmulator kind={registry.get('tk_museum')} record={record} kinds={registry.kinds} load={api} />
      </IntlProvider>,
    );
    const phone = within(screen.getByTestId('phone-emulator'));
    // The exhibit's renderer, loaded from its console module, in the museum's preview.
    expect(await phone.findByText('Tide: High water 14:02')).toBeTruthy();
    const rows = [phone.getByRole('button', { name: /^Whale skeleton/ }), phone.getByRole('button', { name: /^Ice boat/ })];
    expect(rows.map((r) => r.textContent)).toEqual(['1Whale skeletonHall B', '2Ice boat']);
    await act(async () => { fireEvent.click(rows[0]); });
    // Pressed: the exhibit's own preview inside the phone, its own field kind by its own renderer.
    expect(await phone.findByText('Tide: Low water 20:15')).toBeTruthy();
    expect(phone.getByRole('heading', { name: 'Whale skeleton' })).toBeTruthy();
    expect(phone.queryByText('Tide: High water 14:02')).toBeNull();
    // One console module load, shared by both screens.
    expect(load).toHaveBeenCalledTimes(1);
  });
});
