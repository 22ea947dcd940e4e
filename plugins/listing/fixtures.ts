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
    ...fixtureTranslations({ es: { title: 'Lo mejor del puerto', ingress: 'Por dónde empezar: tres paradas junto al agua, la historia del puerto y un dato para contar por el camino.' } }),
  },
  {
    title: 'Plan your visit',
    ingress: 'Opening hours and a few things worth knowing before you come.',
    entries: [
      { kind: 'web_page', id: fixtureRef('web_page', 0) },
      { kind: 'achievement', id: fixtureRef('achievement', 1) },
      { kind: 'achievement', id: fixtureRef('achievement', 0) },
    ],
    ...fixtureTranslations({ es: { title: 'Planifica tu visita', ingress: 'El horario y algunas cosas que conviene saber antes de venir.' } }),
  },
];

/** The Fjord Museum's own listings: its buildings and story, and what to know before coming. */
export const clientFixtures: Record<string, Listing[]> = {
  fjord: [
    {
      title: 'Highlights of the museum',
      ingress: 'Where to start: the boat hall, the boatyard story, the fishing huts and the steamship quay.',
      entries: [
        { kind: 'station', id: fixtureRef('station', 0) },
        { kind: 'story', id: fixtureRef('story', 0) },
        { kind: 'station', id: fixtureRef('station', 1) },
        { kind: 'achievement', id: fixtureRef('achievement', 0) },
        { kind: 'station', id: fixtureRef('station', 2) },
      ],
    },
    {
      title: 'Plan your visit',
      ingress: 'Opening hours and a few things worth knowing before you come.',
      entries: [
        { kind: 'web_page', id: fixtureRef('web_page', 0) },
        { kind: 'achievement', id: fixtureRef('achievement', 1) },
        { kind: 'web_page', id: fixtureRef('web_page', 1) },
      ],
    },
  ],
};
