// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { previewFields } from '../../core/previewField.ts';
import { IntlProvider } from '../i18n/IntlContext.tsx';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { PhoneEmulator } from './PhoneEmulator.tsx';
import { untouchedRecord } from './untouchedRecord.ts';

afterEach(cleanup);

// A kind whose defaults alone draw something (a goal of 1, two platforms), as a counter or a share does.
const goalKind = {
  route: 'goals',
  labels: { tab: 'preview.title', item: 'preview.title' },
  schema: { type: 'object', properties: { title: { type: 'string' }, shown: { type: 'boolean', default: true } } },
  rules: { defaults: () => ({ target: 1, platforms: ['mail', 'link'] }) },
  list: { toListItem: (r: Record<string, unknown>) => ({ title: String(r.title ?? '') }) },
  preview: {
    toPreview: (r: Record<string, unknown>) => previewFields([['title', r.title], ['text', `0 / ${String(r.target)}`], ['ingress', (r.platforms as string[] | undefined)?.join(', ')]]),
  },
};

function phone(record: Record<string, unknown>, isNew: boolean, language: 'en' | 'es' | 'zh' = 'en') {
  return render(
    <IntlProvider intl={createConsoleIntl(language)}>
      <PhoneEmulator kind={goalKind} record={record} isNew={isNew} load={async () => ({})} />
    </IntlProvider>,
  );
}

const screenText = () => screen.getByTestId('phone-emulator').querySelector('.emu-phone__screen')!.textContent;

describe('the empty preview', () => {
  it('a new item nobody has typed in says "Nothing to preview yet", whatever its defaults would draw', () => {
    phone({ title: '', target: 1, platforms: ['mail', 'link'], shown: true, pages: [], note: {} }, true);
    expect(screenText()).toBe('Nothing to preview yet.');
  });

  it('in the user’s language', () => {
    phone({ target: 1 }, true, 'es');
    expect(screenText()).toBe('Nada que previsualizar todavía.');
    cleanup();
    phone({ target: 1 }, true, 'zh');
    expect(screenText()).toBe('暂无可预览的内容。');
  });

  it('shows the item as soon as the author gives it anything, and a saved item always', () => {
    phone({ title: 'Harbour walk', target: 1, platforms: ['mail', 'link'] }, true);
    expect(screenText()).toBe('Harbour walk0 / 1mail, link');
    cleanup();
    phone({ title: '', target: 3, platforms: ['mail', 'link'] }, true);
    expect(screenText()).toBe('0 / 3mail, link');
    cleanup();
    phone({ target: 1, platforms: ['mail', 'link'] }, false);
    expect(screenText()).toBe('0 / 1mail, link');
  });

  it('counts a chosen file as something typed, blanks and defaults as nothing', () => {
    expect(untouchedRecord({ a: ' ', b: [{ c: '' }], d: null }, {})).toBe(true);
    expect(untouchedRecord({ picture: new Blob(['x']) }, {})).toBe(false);
    expect(untouchedRecord({ points: 10, type: 'x' }, { points: 10, type: 'x' })).toBe(true);
    expect(untouchedRecord({ points: 11 }, { points: 10 })).toBe(false);
    expect(untouchedRecord({ active: false }, {})).toBe(false);
  });
});
