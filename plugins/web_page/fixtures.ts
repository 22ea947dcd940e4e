import { fixtureTranslations } from '../../src/core/index.ts';
import type { WebPage } from './index.ts';

/** Sample web pages for tests, benches and the demo seed. */
export const fixtures: WebPage[] = [
  // In Spanish: the first is translated, the others not yet.
  { title: 'Opening hours', url: 'https://example.org/opening-hours', ...fixtureTranslations({ es: { title: 'Horario de apertura' } }) },
  { title: 'Tickets and prices', url: 'https://example.org/tickets' },
  { title: 'Accessibility', url: 'https://example.org/accessibility' },
];
