// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { resolveKind } from '../../src/core/index.ts';
import { IntlProvider } from '../../src/console/pluginTesting.ts';
import { createConsoleIntl } from '../../src/console/pluginTesting.ts';
import { defaultRenderers } from '../../src/console/pluginTesting.ts';
import { PhoneEmulator } from '../../src/console/plugin.ts';
import { useKindRenderers } from '../../src/console/plugin.ts';
import share from './index.ts';
import { SharePlatformsWidget } from './SharePlatformsWidget.tsx';

afterEach(cleanup);

const kind = resolveKind(share);

function Preview({ record }: { record: Record<string, unknown> }) {
  const renderers = useKindRenderers(kind, defaultRenderers);
  return <PhoneEmulator kind={kind} record={record} renderers={renderers} kinds={[kind]} load={async () => ({})} />;
}

const inPhone = (record: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
  render(<IntlProvider intl={createConsoleIntl(lang, [kind])}><Preview record={record} /></IntlProvider>);

describe('the share in the phone', () => {
  it('shows title, text and one labelled button per chosen platform, in the author’s order, under the link', async () => {
    inPhone({ title: 'Share your day', text: 'On the fjord!', url: 'https://www.oslofjord-tours.test/day', platforms: ['whatsapp', 'email', 'copy_link'] });
    const row = await screen.findByRole('region', { name: 'Share on' });
    expect(within(row).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['WAWhatsApp', '@E-mail', 'Copy link']);
    expect(within(row).getByText('oslofjord-tours.test/day')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Share your day' })).toBeTruthy();
    expect(screen.getByText('On the fjord!')).toBeTruthy();
  });

  it('names the platforms in the console’s language and never shows an unsafe link', async () => {
    inPhone({ title: 'Comparte', url: 'javascript:alert(1)', platforms: ['email', 'copy_link'] }, 'es');
    const row = await screen.findByRole('region', { name: 'Compartir en' });
    expect(within(row).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['@Correo electrónico', 'Copiar enlace']);
    expect(row.textContent).not.toContain('javascript');
  });
});

describe('the platform checkboxes', () => {
  it('offers every platform by name in the console’s language and keeps the choice', async () => {
    let chosen: unknown;
    render(
      <IntlProvider intl={createConsoleIntl('es', [kind])}>
        <Form schema={kind.schema as never} uiSchema={{ 'ui:order': ['platforms', '*'], platforms: kind.uiSchema.platforms } as never} formData={{ title: 'x', platforms: ['sms'] }}
          validator={validator} widgets={{ share_platforms: SharePlatformsWidget }} onChange={(e) => { chosen = e.formData.platforms; }} />
      </IntlProvider>,
    );
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Facebook', 'Instagram', 'X', 'WhatsApp', 'Correo electrónico', 'SMS', 'Copiar enlace']);
    expect(boxes.filter((b) => b.checked).map((b) => b.closest('label')?.textContent)).toEqual(['SMS']);
    boxes[6].click();
    await new Promise((r) => setTimeout(r, 0));
    expect(chosen).toEqual(['sms', 'copy_link']);
  });
});
