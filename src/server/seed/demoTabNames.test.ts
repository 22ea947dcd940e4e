import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../core/createKindRegistry.ts';
import { tabKeys } from '../../core/tabSlots.ts';
import { demoTabNames } from './demoTabNames.ts';

// The shipped plugins, as the server loads them.
const kinds = createKindRegistry(import.meta.glob('/plugins/*/index.ts', { eager: true })).kinds;

describe('the tab types and the demo client’s tab names, from the kinds’ declarations', () => {
  it('gives tab_types the console’s own tab keys and every kind’s route in the tab bar’s order', () => {
    expect(tabKeys(kinds)).toEqual([
      'info', 'event', 'trip', 'station', 'story', 'game', 'web_pages', 'form', 'qa', 'achievement',
      'research_card', 'settings', 'listings', 'share', 'counter', 'tour_run',
    ]);
  });

  it('names every tab in the demo’s languages with the console’s and each kind’s own words', () => {
    const names = demoTabNames(kinds, ['en', 'es']);
    expect(Object.values(names.es)).toEqual([
      'Información', 'Eventos', 'Viajes', 'Estaciones', 'Historias', 'Juegos', 'Páginas web', 'Formularios', 'Preguntas',
      'Datos curiosos', 'Fichas de investigación', 'Ajustes', 'Listados', 'Compartir', 'Contador', 'Salidas',
    ]);
    expect(names.es).toMatchObject({ qa: 'Preguntas', achievement: 'Datos curiosos', settings: 'Ajustes' });
    expect(names.en).toMatchObject({ info: 'Info', achievement: 'Fun Facts', web_pages: 'Web Pages', tour_run: 'Tour runs' });
    expect(Object.keys(names.en)).toEqual(tabKeys(kinds));
  });

  it('leaves out a language nothing is worded in', () => {
    expect(demoTabNames(kinds, ['en', 'xx'])).not.toHaveProperty('xx');
  });
});
