import { fixtureTranslations } from '../../src/core/fixtureTranslations.ts';
import type { WebPage } from './index.ts';

/** Sample web pages for tests, benches and the demo seed. */
export const fixtures: WebPage[] = [
  // Spanish: complete, stale (the base title changed after it was translated) and missing.
  { title: 'Opening hours', url: 'https://example.org/opening-hours', ...fixtureTranslations({ es: { title: 'Horario de apertura' } }) },
  { title: 'Tickets and prices', url: 'https://example.org/tickets', ...fixtureTranslations({ es: { title: 'Entradas y precios' } }, { title: 'Tickets, prices and passes' }) },
  { title: 'Accessibility', url: 'https://example.org/accessibility' },
];
