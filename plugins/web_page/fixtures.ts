import { fixtureTranslations } from '../../src/core/index.ts';
import type { WebPage } from './index.ts';

/** Sample web pages for tests, benches and the demo seed (any visitor site needs them), in Spanish where the client offers it. */
export const fixtures: WebPage[] = [
  { title: 'Opening hours', url: 'https://example.org/opening-hours', ...fixtureTranslations({ es: { title: 'Horario de apertura' } }) },
  { title: 'Tickets and prices', url: 'https://example.org/tickets', ...fixtureTranslations({ es: { title: 'Entradas y precios' } }) },
  { title: 'Accessibility', url: 'https://example.org/accessibility', ...fixtureTranslations({ es: { title: 'Accesibilidad' } }) },
];
