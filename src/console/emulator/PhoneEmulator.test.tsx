// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PreviewField } from '../../core/previewField.ts';
import { defaultRenderers } from './defaultRenderers.ts';
import { extendRenderers, type FieldRendererProps } from './rendererMap.ts';
import { fieldsKind, rec, renderPreview } from './renderPreview.testUtil.tsx';

afterEach(cleanup);

const settings = {
  detail_view_color: '#ff8800',
  list_item_color: '#fafafa',
  user_languages: [{ language_id: 1, language_code: 'en', language_tabs_web: [{ tab_type: { id: 3, name: 'web_pages' }, tab_name: 'Links' }] }],
};

describe('PhoneEmulator', () => {
  it('is 370 × 799 with the client tab name and colour in the header', () => {
    renderPreview([rec('title', 'Hello')], { settings });
    const phone = screen.getByTestId('phone-emulator');
    expect(phone.style.width).toBe('370px');
    expect(phone.style.height).toBe('799px');
    expect(screen.getByRole('banner').textContent).toBe('Links');
    expect((phone.parentElement as HTMLElement).style.getPropertyValue('--emu-detail')).toBe('#ff8800');
    expect((phone.parentElement as HTMLElement).style.getPropertyValue('--emu-list-item')).toBe('#fafafa');
  });

  it('falls back to the kind label and default colours; a non-hex colour never reaches CSS', () => {
    renderPreview([rec('title', 'Hello')], { settings: { detail_view_color: 'red;background:url(x)' } });
    expect(screen.getByRole('banner').textContent).toBe('Phone preview');
    expect((screen.getByTestId('phone-emulator').parentElement as HTMLElement).style.getPropertyValue('--emu-detail')).toBe('#b7e4c7');
  });

  it('shows visible records in position order', () => {
    renderPreview([
      rec('text', 'third', { position: 3 }), rec('title', 'first', { position: 1 }),
      rec('ingress', 'hidden', { position: 2, visible: false }), rec('ingress', 'second', { position: 2 }),
    ]);
    const texts = [...screen.getByTestId('phone-emulator').querySelectorAll('.emu-field')].map((n) => n.textContent);
    expect(texts).toEqual(['first', 'second', 'third']);
    expect(screen.queryByText('hidden')).toBeNull();
  });

  it('re-renders only the record that changed', () => {
    const renders: string[] = [];
    const Counting = ({ field }: FieldRendererProps) => { renders.push(String(field.value)); return <p>{String(field.value)}</p>; };
    const renderers = extendRenderers(defaultRenderers, { text: Counting });
    const fields = (changed: string): PreviewField[] => ['a', 'b', changed, 'd'].map((v, i) => rec('text', v, { position: i }));
    const view = renderPreview(fields('c'), { renderers });
    expect(renders).toEqual(['a', 'b', 'c', 'd']);
    renders.length = 0;
    view.update(fields('cx'));
    expect(renders).toEqual(['cx']);
    expect(screen.getByText('cx')).toBeTruthy();
  });

  it('reports an unknown field kind loudly instead of dropping it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPreview([{ ...rec('title', 'x'), field: 'hologram' as PreviewField['field'] }]);
    expect(screen.getByRole('alert').textContent).toContain('No renderer for field kind “hologram”');
    expect(error.mock.calls.some((c) => String(c[0]).includes('hologram'))).toBe(true);
    error.mockRestore();
  });

  it('shows a message instead of crashing when toPreview throws', () => {
    const kind = { ...fieldsKind(), preview: { ...fieldsKind().preview, toPreview: (): PreviewField[] => { throw new Error('bad record'); } } };
    renderPreview([], { kind });
    expect(screen.getByRole('alert').textContent).toContain('bad record');
  });
});
