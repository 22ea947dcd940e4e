import { fixtureRef, fixtureTranslations } from '../../src/core/index.ts';
import { fixtureLinks } from '../../src/core/index.ts';
import type { Event } from './index.ts';

/** Sample events for tests, benches and the demo seed: the harbour festival with a story, a form and a game. */
export const fixtures: Event[] = [
  {
    title: 'Harbour festival',
    ingress: 'Two days of boats, music and food on the quay, with a walking story and a quiz for families.',
    starts_at: '2027-06-12T08:00:00.000Z',
    ends_at: '2027-06-13T20:00:00.000Z',
    place: 'Aker Brygge quay',
    latitude: 59.9104,
    longitude: 10.7275,
    ...fixtureLinks({ contents: [fixtureRef('story', 0), fixtureRef('form', 0), fixtureRef('game', 0)] }),
    ...fixtureTranslations({
      es: { title: 'Fiesta del puerto', ingress: 'Dos días de barcos, música y comida en el muelle, con una historia a pie y un concurso para familias.', place: 'Muelle de Aker Brygge' },
    }),
  },
  {
    title: 'Fortress by night',
    ingress: 'A guided evening walk through Akershus Fortress by lantern light.',
    starts_at: '2027-09-24T17:30:00.000Z',
    ends_at: '2027-09-24T19:30:00.000Z',
    place: 'Akershus Fortress, main gate',
    ...fixtureTranslations({
      es: { title: 'La fortaleza de noche', ingress: 'Un paseo guiado al anochecer por la fortaleza de Akershus, a la luz de los faroles.', place: 'Fortaleza de Akershus, puerta principal' },
    }),
  },
];

/** The Fjord Museum's own events, on its quay in Norheimsund, with its story, a form and its game. */
export const clientFixtures: Record<string, Event[]> = {
  fjord: [
    {
      title: 'Wooden boat festival',
      ingress: 'A weekend of rowing races, tar and sail on the museum quay, with the boatyard story and the boat hall quiz.',
      starts_at: '2027-06-19T08:00:00.000Z',
      ends_at: '2027-06-20T16:00:00.000Z',
      place: 'The museum quay, Norheimsund',
      latitude: 60.3711,
      longitude: 6.1380,
      ...fixtureLinks({ contents: [fixtureRef('story', 0), fixtureRef('form', 0), fixtureRef('game', 0)] }),
    },
    {
      title: 'Lantern evening in the boat hall',
      ingress: 'The boatbuilders show their tools by lantern light, and the kettle is on.',
      starts_at: '2027-10-15T16:00:00.000Z',
      ends_at: '2027-10-15T18:30:00.000Z',
      place: 'The boat hall',
    },
  ],
};
