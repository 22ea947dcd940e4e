import { fixtureLinks, fixtureTranslations } from '../../src/core/index.ts';
import { fixtureRef } from '../../src/core/index.ts';
import type { Trip } from './index.ts';

/** Sample trips for tests, benches and the demo seed: a harbour walk through the demo stations and the demo story. */
export const fixtures: Trip[] = [
  {
    title: 'Harbour front in an afternoon',
    ingress: 'From the ferry pier past the fortress to the Opera roof, with the harbour story on the way.',
    ...fixtureLinks({ stops: [fixtureRef('station', 0), fixtureRef('story', 0), fixtureRef('station', 1), fixtureRef('station', 2)] }),
    ...fixtureTranslations({ es: { title: 'El puerto en una tarde', ingress: 'Del muelle del ferry, pasando por la fortaleza, al tejado de la Ópera, con la historia del puerto por el camino.' } }),
  },
];

/** The Fjord Museum's own trip: its harbour in an hour, every leg a few minutes' walk. */
export const clientFixtures: Record<string, Trip[]> = {
  fjord: [
    {
      title: 'The museum harbour in an hour',
      ingress: 'From the boat hall along the shore to the fishing huts and the steamship quay, with the boatyard story on the way.',
      ...fixtureLinks({ stops: [fixtureRef('station', 0), fixtureRef('story', 0), fixtureRef('station', 1), fixtureRef('station', 2)] }),
    },
  ],
};
