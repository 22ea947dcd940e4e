import { fixtureTranslations } from '../../src/core/index.ts';
import { fixtureRef } from '../../src/core/index.ts';
import type { Station } from './index.ts';
import type { LegacyStation } from './legacy.ts';

/** Three sample stations along the Oslo harbour front, in English and Spanish, for tests, benches and the demo seed. */
export const fixtures: Station[] = [
  {
    title: 'Aker Brygge pier', pin_number: '1', pin_label: 'Ferry pier', latitude: 59.9104, longitude: 10.7275,
    active_beacon: false, in_range_to_view_details: false, in_range_to_see_pin: false, show_in_radar: true, is_shared: false,
    ...fixtureTranslations({ es: { title: 'Muelle de Aker Brygge', pin_label: 'Muelle del ferry' } }),
  },
  {
    title: 'Akershus Fortress gate', pin_number: '2', pin_label: 'Main gate (east side)', latitude: 59.9075, longitude: 10.7380,
    active_beacon: true, beacon_id: 'AK02', range: 5,
    in_range_to_view_details: true, in_range_to_see_pin: false, show_in_radar: true, is_shared: false,
    ...fixtureTranslations({ es: { title: 'Puerta de la fortaleza de Akershus', pin_label: 'Puerta principal (lado este)' } }),
  },
  {
    title: 'Opera house roof', pin_number: '3', pin_label: 'Roof walk', latitude: 59.9074, longitude: 10.7530,
    active_beacon: false, in_range_to_view_details: false, in_range_to_see_pin: true, show_in_radar: false, is_shared: true,
    ...fixtureTranslations({ es: { title: 'Tejado de la Ópera', pin_label: 'Paseo por el tejado' } }),
  },
];

/**
 * The fjord museum's stations in the older shape (the `legacy` variant): linked games (sent as the
 * older create's `gameStation`), a form and filled activity slots, for the second demo client (the Fjord
 * Museum in Norheimsund). The fourth is a deliberate example for the readiness list (a station visitors
 * cannot reach), and says so.
 */
export const variantFixtures: { legacy: (LegacyStation & { gameStation?: number[] })[] } = {
  legacy: [
    {
      navn: 'Boat hall', title: 'The boat hall', ingress: 'Forty boats built on this fjord, from rowing boats to a Hardanger cutter.',
      text: 'Walk between the hulls and listen to the builders tell how a boat was planked by eye.',
      beacon_id: 'FJ01', range: 3, latitude: 60.3717, longitude: 6.1389, is_need_close_to_beacon: 1,
      gameStation: [fixtureRef('game', 0), fixtureRef('game', 1)],
      activities: [{ kind: 'game', id: fixtureRef('game', 0) }, { kind: 'story', id: fixtureRef('story', 0) }, {}, {}],
    },
    {
      navn: 'Fishing huts', title: 'The fishing huts', ingress: 'Where the catch was salted and the nets were mended.',
      beacon_id: 'FJ02', range: 5, latitude: 60.3722, longitude: 6.1402, is_need_close_to_beacon: 0,
      form_id: fixtureRef('form', 0),
      gameStation: [fixtureRef('game', 1)],
      activities: [{ kind: 'web_page', id: fixtureRef('web_page', 0) }, {}, {}, { kind: 'form', id: fixtureRef('form', 0) }],
    },
    {
      navn: 'Steamship quay', title: 'The steamship quay', ingress: 'The fjord steamer called here twice a day until 1960.',
      range: 2, latitude: 60.3709, longitude: 6.1375, is_need_close_to_beacon: 0,
      activities: [{}, {}, {}, {}],
    },
    {
      navn: 'Sail loft', title: 'The sail loft',
      ingress: 'Demo example: this station has neither a place on the map nor a beacon yet, so visitors could never reach it and Info lists it under publish readiness. Give it a beacon id or a position to clear it.',
      range: 3, is_need_close_to_beacon: 0,
      activities: [{}, {}, {}, {}],
    },
  ],
};
