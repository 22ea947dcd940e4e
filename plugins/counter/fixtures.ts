import { fixtureRef } from '../../src/core/index.ts';
import { fixtureTranslations } from '../../src/core/index.ts';
import type { Counter } from './index.ts';

/**
 * Two counters for tests, benches and the demo seed: one over the stations, one over stations and
 * questions mixed. Both demo clients have at least three stations (newer or older shape) and the
 * questions, so the references resolve for either.
 */
export const fixtures: Counter[] = [
  {
    title: 'Harbour front walk',
    unit: 'stations visited',
    target: 3,
    counts: [
      { kind: 'station', id: fixtureRef('station', 0) },
      { kind: 'station', id: fixtureRef('station', 1) },
      { kind: 'station', id: fixtureRef('station', 2) },
    ],
    ...fixtureTranslations({ es: { title: 'Paseo por el puerto', unit: 'estaciones visitadas' } }),
  },
  {
    title: 'Waterfront explorer',
    unit: 'discoveries',
    target: 3,
    counts: [
      { kind: 'question', id: fixtureRef('question', 3) },
      { kind: 'station', id: fixtureRef('station', 0) },
      { kind: 'question', id: fixtureRef('question', 4) },
      { kind: 'station', id: fixtureRef('station', 2) },
    ],
    ...fixtureTranslations({ es: { title: 'Explorador del puerto', unit: 'descubrimientos' } }),
  },
];

/** The Fjord Museum's own counters, over its stations and its boat questions. */
export const clientFixtures: Record<string, Counter[]> = {
  fjord: [
    {
      title: 'Museum harbour round',
      unit: 'buildings visited',
      target: 3,
      counts: [
        { kind: 'station', id: fixtureRef('station', 0) },
        { kind: 'station', id: fixtureRef('station', 1) },
        { kind: 'station', id: fixtureRef('station', 2) },
      ],
    },
    {
      title: 'Boatbuilder’s apprentice',
      unit: 'things learnt',
      target: 3,
      counts: [
        { kind: 'question', id: fixtureRef('question', 1) },
        { kind: 'station', id: fixtureRef('station', 0) },
        { kind: 'question', id: fixtureRef('question', 3) },
        { kind: 'station', id: fixtureRef('station', 1) },
      ],
    },
  ],
};
