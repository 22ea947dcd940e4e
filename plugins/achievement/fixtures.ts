import type { Achievement } from './index.ts';

/** Sample fun facts for tests, benches and the demo seed (Oslo area). */
export const fixtures: Achievement[] = [
  { title: 'The fjord is 100 km long', text: 'The Oslofjord stretches about 100 kilometres from Oslo to the Skagerrak.' },
  { title: 'Holmenkollen since 1892', text: 'Ski jumping competitions have been held at Holmenkollen since 1892.' },
];
