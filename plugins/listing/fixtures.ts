import { fixtureRef } from '../../src/core/index.ts';
import { fixtureTranslations } from '../../src/core/index.ts';
import type { Listing } from './index.ts';

/** Sample listings for tests, benches and the demo seed: the demo stations, story, web page and fun facts, curated. */
export const fixtures: Listing[] = [
  {
    title: 'Highlights of the harbour',
    ingress: 'Where to start: three stops on the water, the harbour story and a fact to tell on the way.',
    entries: [
      { kind: 'station', id: fixtureRef('station', 0) },
      { kind: 'story', id: fixtureRef('story', 0) },
      { kind: 'station', id: fixtureRef('station', 1) },
      { kind: 'achievement', id: fixtureRef('achievement', 0) },
      { kind: 'station', id: fixtureRef('station', 2) },
    ],
    ...fixtureTranslations({ es: { title: 'Lo mejor del puerto' } }),
  },
  {
    title: 'Plan your visit',
    ingress: 'Opening hours and a few things worth knowing before you come.',
    entries: [
      { kind: 'web_page', id: fixtureRef('web_page', 0) },
      { kind: 'achievement', id: fixtureRef('achievement', 1) },
      { kind: 'achievement', id: fixtureRef('achievement', 0) },
    ],
  },
];
