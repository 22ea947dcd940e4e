import { describe, expect, it } from 'vitest';
import type { KindMessages } from '../../core/defineKind.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';
import { CATALOGUES } from './catalogues.ts';
import { consoleMessages, createConsoleIntl } from './createConsoleIntl.ts';

describe('kind messages in the console catalogue', () => {
  it('a kind’s labels, field titles and rule messages come from its own folder, in the UI language', () => {
    const intl = createConsoleIntl('es', [tkTour]);
    expect(intl.formatMessage({ id: 'kind.tk_tour.tab' })).toBe('Recorridos');
    expect(intl.formatMessage({ id: 'field.tk_tour.reason' })).toBe('Motivo del cierre');
    expect(intl.formatMessage({ id: 'rule.tk_tour.reasonNeeded' })).toBe('Un recorrido cerrado necesita un motivo');
    // The console's own words are still there.
    expect(intl.formatMessage({ id: 'editor.save' })).toBe(CATALOGUES.es['editor.save']);
  });

  it('falls back to the kind’s English where its language lacks a message', () => {
    const partial = { messages: { en: { 'kind.x.tab': 'Things', 'kind.x.item': 'Thing' }, zh: {}, es: { 'kind.x.tab': 'Cosas' } } as KindMessages };
    const es = consoleMessages('es', [partial]);
    expect(es['kind.x.tab']).toBe('Cosas');
    expect(es['kind.x.item']).toBe('Thing');
  });

  it('without kinds it is the console’s own catalogue', () => {
    expect(consoleMessages('zh')).toEqual({ ...CATALOGUES.en, ...CATALOGUES.zh });
  });
});
