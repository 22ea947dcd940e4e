import { fixtureRef } from '../../src/core/index.ts';
import type { Game } from './gameTypes.ts';

/** The Oslo harbour quiz for the demo seed: every question fixture, in play order. */
export const fixtures: Game[] = [
  {
    title: 'Harbour quiz',
    ingress: 'Six questions about Oslo’s waterfront: answer as you walk from the fortress to the Opera.',
    q_as: [0, 1, 3, 2, 5, 4].map((i) => ({ question_id: fixtureRef('question', i) })),
  },
  {
    title: 'Fortress quick quiz',
    ingress: 'Two questions for the walk up to the fortress gate.',
    q_as: [0, 1].map((i) => ({ question_id: fixtureRef('question', i) })),
  },
];
