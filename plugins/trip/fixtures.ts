import { fixtureLinks } from '../../src/core/index.ts';
import { fixtureRef } from '../../src/core/index.ts';
import type { Trip } from './index.ts';

/** Sample trips for tests, benches and the demo seed: a harbour walk through the demo stations and the demo story. */
export const fixtures: Trip[] = [
  {
    title: 'Harbour front in an afternoon',
    ingress: 'From the ferry pier past the fortress to the Opera roof, with the harbour story on the way.',
    ...fixtureLinks({ stops: [fixtureRef('station', 0), fixtureRef('story', 0), fixtureRef('station', 1), fixtureRef('station', 2)] }),
  },
];
