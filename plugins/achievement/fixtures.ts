import { fixtureTranslations } from '../../src/core/index.ts';
import type { Achievement } from './index.ts';

/** Sample fun facts for tests, benches and the demo seed (Oslo area), in English and Spanish. */
export const fixtures: Achievement[] = [
  {
    title: 'The fjord is 100 km long', text: 'The Oslofjord stretches about 100 kilometres from Oslo to the Skagerrak.',
    ...fixtureTranslations({ es: { title: 'El fiordo mide 100 km', text: 'El fiordo de Oslo se extiende unos 100 kilómetros desde Oslo hasta el Skagerrak.' } }),
  },
  {
    title: 'Holmenkollen since 1892', text: 'Ski jumping competitions have been held at Holmenkollen since 1892.',
    ...fixtureTranslations({ es: { title: 'Holmenkollen desde 1892', text: 'En Holmenkollen se celebran competiciones de saltos de esquí desde 1892.' } }),
  },
];

/** The Fjord Museum's own fun facts (Hardanger, English only). */
export const clientFixtures: Record<string, Achievement[]> = {
  fjord: [
    { title: 'Norway’s second-longest fjord', text: 'The Hardangerfjord runs 179 kilometres from the open sea to Odda; only the Sognefjord is longer.' },
    { title: 'Built by eye', text: 'The boatbuilders of Hardanger worked without drawings: the shape of a hull was in their hands and their eyes.' },
  ],
};
