// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KindConsoleParts } from '../../core/kindConsole.ts';
import type { PreviewField } from '../../core/previewField.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { defaultRenderers } from './defaultRenderers.ts';
import { PhoneEmulator } from './PhoneEmulator.tsx';
import type { FieldRendererProps } from './rendererMap.ts';
import { useKindRenderers } from './useKindRenderers.ts';

// A kind with a field kind of its own ("tide") and the renderer for it in its plugin.
const tideKind = {
  id: 'tide',
  route: 'tide',
  labels: { tab: 'preview.title', item: 'preview.title' },
  list: {
    toListItem: () => ({ title: '' }),
  },
  preview: {
    toPreview: (): PreviewField[] => [{ field: 'tide', value: 'High water 14:02', visible: true, position: 0 }],
  },
  console: {
    previewRenderers: ['tide'],
    load: async () => ({ default: { previewRenderers: { tide: ({ field }: FieldRendererProps) => <p>Tide: {String(field.value)}</p> } } as KindConsoleParts }),
  },
};

function Preview() {
  const renderers = useKindRenderers(tideKind, defaultRenderers);
  return <PhoneEmulator kind={tideKind} record={{}} renderers={renderers} load={async () => ({})} />;
}

describe('a kind extends the preview with renderers of its own', () => {
  it('renders its own field kind once its renderers have loaded', async () => {
    render(<IntlProvider intl={createConsoleIntl('en')}><Preview /></IntlProvider>);
    expect(await screen.findByText('Tide: High water 14:02')).toBeTruthy();
  });
});
