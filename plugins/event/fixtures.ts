import { fixtureRef } from '../../src/core/index.ts';
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
  },
  {
    title: 'Fortress by night',
    ingress: 'A guided evening walk through Akershus Fortress by lantern light.',
    starts_at: '2027-09-24T17:30:00.000Z',
    ends_at: '2027-09-24T19:30:00.000Z',
    place: 'Akershus Fortress, main gate',
  },
];
