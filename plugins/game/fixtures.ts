import { fixtureRef, fixtureTranslations } from '../../src/core/index.ts';
import type { Game } from './gameTypes.ts';

/**
 * The Oslo harbour quiz for the demo seed: every question fixture, in play order, and a short one.
 * The third is a deliberate example for the readiness list (a game without questions), and says so.
 */
export const fixtures: Game[] = [
  {
    title: 'Harbour quiz',
    ingress: 'Six questions about Oslo’s waterfront: answer as you walk from the fortress to the Opera.',
    q_as: [0, 1, 3, 2, 5, 4].map((i) => ({ question_id: fixtureRef('question', i) })),
    ...fixtureTranslations({ es: { title: 'Concurso del puerto', ingress: 'Seis preguntas sobre el puerto de Oslo: responde mientras caminas de la fortaleza a la Ópera.' } }),
  },
  {
    title: 'Fortress quick quiz',
    ingress: 'Two questions for the walk up to the fortress gate.',
    q_as: [0, 1].map((i) => ({ question_id: fixtureRef('question', i) })),
    ...fixtureTranslations({ es: { title: 'Concurso rápido de la fortaleza', ingress: 'Dos preguntas para la subida a la puerta de la fortaleza.' } }),
  },
  {
    title: 'Opera roof challenge',
    ingress: 'Demo example: this game has no questions yet, so Info lists it under publish readiness. Add questions in the Q&A tab and pick them here to clear it.',
    q_as: [],
    ...fixtureTranslations({
      es: { title: 'Reto del tejado de la Ópera', ingress: 'Ejemplo de la demo: este juego aún no tiene preguntas, por eso Info lo muestra en la lista de publicación. Añade preguntas en la pestaña de preguntas y elígelas aquí para resolverlo.' },
    }),
  },
];

/** The Fjord Museum's own games: its boat hall quiz (every question of its own) and a short one at the fishing huts. */
export const clientFixtures: Record<string, Game[]> = {
  fjord: [
    {
      title: 'Boat hall quiz',
      ingress: 'Six questions about the boats, the fjord and the people who built them: answer as you walk the museum harbour.',
      q_as: [0, 1, 3, 2, 5, 4].map((i) => ({ question_id: fixtureRef('question', i) })),
    },
    {
      title: 'Fishing huts quick quiz',
      ingress: 'Two questions for the walk from the boat hall to the fishing huts.',
      q_as: [1, 3].map((i) => ({ question_id: fixtureRef('question', i) })),
    },
  ],
};
