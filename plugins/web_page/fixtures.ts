import type { WebPage } from './index.ts';

/** Sample web pages for tests, benches and the demo seed. */
export const fixtures: WebPage[] = [
  { title: 'Opening hours', url: 'https://example.org/opening-hours' },
  { title: 'Tickets and prices', url: 'https://example.org/tickets' },
  { title: 'Accessibility', url: 'https://example.org/accessibility' },
];
