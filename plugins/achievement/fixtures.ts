import { fixtureTranslations } from '../../src/core/index.ts';
import type { Achievement } from './index.ts';

/** Sample fun facts for tests, benches and the demo seed (Oslo area). */
export const fixtures: Achievement[] = [
  {
    title: 'The fjord is 100 km long', text: 'The Oslofjord stretches about 100 kilometres from Oslo to the Skagerrak.',
    ...fixtureTranslations({ es: { title: 'El fiordo mide 100 km', text: 'El fiordo de Oslo se extiende unos 100 kilómetros desde Oslo hasta el Skagerrak.' } }),
  },
  { title: 'Holmenkollen since 1892', text: 'Ski jumping competitions have been held at Holmenkollen since 1892.' },
];
