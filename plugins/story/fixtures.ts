import { fixtureTranslations } from '../../src/core/index.ts';
import type { Story } from './storyPage.ts';

/**
 * A walking story around Oslo's harbour for the demo seed, tests and benches. Page ids are temporary
 * (negative) keys: the write path swaps them for real ones and the pointers follow.
 */
export const fixtures: Story[] = [
  {
    name: 'Harbour walk',
    title: 'From the Fortress to the Opera',
    ingress: 'A one-hour walk along Oslo’s waterfront, with a choice of routes at the City Hall.',
    text: 'Start at Akershus Fortress and follow the harbour east or west. Each stop tells a piece of the city’s story; at the City Hall you choose the shipyard or the fjord. (Demo example: the Spanish version covers the story and its first two pages so far, so Info lists the rest under Translation.)',
    // Spanish so far: the story and its first two pages (the rest falls back to English): a deliberate
    // example for the readiness list, explained in the text above.
    ...fixtureTranslations({
      es: {
        title: 'De la fortaleza a la Ópera',
        ingress: 'Un paseo de una hora por el puerto de Oslo, con dos rutas a elegir en el Ayuntamiento.',
        text: 'Empieza en la fortaleza de Akershus y sigue el puerto hacia el este o el oeste. Cada parada cuenta un trozo de la historia de la ciudad; en el Ayuntamiento eliges el astillero o el fiordo. (Ejemplo de la demo: la versión en español cubre por ahora la historia y sus dos primeras páginas; Info muestra el resto en Traducción.)',
        pages: [
          { page_title: 'Fortaleza de Akershus', text: 'La fortaleza vigila el puerto desde hacia 1300. Sal por la puerta principal y baja hasta el agua.', button1: 'Al Ayuntamiento' },
          { page_title: 'Plaza del Ayuntamiento', text: 'Cada diciembre se entrega el Premio Nobel de la Paz en la sala que tienes detrás. Elige tu ruta: al oeste, al viejo astillero, o a los barcos del fiordo.', button1: 'Al oeste, a Aker Brygge', button2: 'Al fiordo' },
        ],
      },
    }),
    pages: [
      {
        id: -1, page_title: 'Akershus Fortress', latitude: 59.9075, longitude: 10.7369,
        text: 'The fortress has guarded the harbour since about 1300. Walk out through the main gate and down to the water.',
        button1: 'To the City Hall', next_page: -2,
      },
      {
        id: -2, page_title: 'City Hall square', latitude: 59.9112, longitude: 10.7335,
        text: 'The Nobel Peace Prize is awarded in the hall behind you every December. Choose your route: west to the old shipyard, or out to the fjord boats.',
        button1: 'West to Aker Brygge', next_page: -3, button2: 'Out to the fjord', story_page_id: -5,
      },
      {
        id: -3, page_title: 'Aker Brygge', latitude: 59.9105, longitude: 10.7275,
        text: 'Until 1982 ships were built here. The cranes are gone; the halls became shops and flats.',
        button1: 'On to Tjuvholmen', next_page: -4,
      },
      {
        id: -4, page_title: 'Tjuvholmen', latitude: 59.9071, longitude: 10.7209,
        text: '“Thieves’ islet” was once where the city hanged its criminals. Today the Astrup Fearnley museum stands at its tip.',
        button1: 'Back east to the Opera', next_page: -6,
      },
      {
        id: -5, page_title: 'The fjord pier', latitude: 59.9096, longitude: 10.7347, beacon_id: 'P31', in_range: true, range_next_page: -6,
        text: 'Stand by the ticket booth: when your phone finds the pier beacon, the next page opens by itself.',
        button1: 'Skip to the Opera', next_page: -6,
      },
      {
        id: -6, page_title: 'The Opera House', latitude: 59.9075, longitude: 10.7531, is_end: true,
        text: 'Walk up the marble roof: from the top you can see the whole route you have walked. The story ends here.',
      },
    ],
  },
];

/** The Fjord Museum's own story: a walk through its harbour in Norheimsund, with a choice and a beacon page. */
export const clientFixtures: Record<string, Story[]> = {
  fjord: [
    {
      name: 'Boatyard walk',
      title: 'A day at the boatyard',
      ingress: 'A half-hour walk from the boat hall to the steamship quay, with a choice between the slipway and the herring.',
      text: 'Follow a young apprentice through a working day in 1920: planks steaming, nets drying, and the steamer due at four.',
      pages: [
        {
          id: -1, page_title: 'The boat hall', latitude: 60.3716, longitude: 6.1392,
          text: 'The apprentice starts at seven, sweeping shavings. Walk out of the hall towards the water.',
          button1: 'Down to the shore', next_page: -2,
        },
        {
          id: -2, page_title: 'The shore path', latitude: 60.3713, longitude: 6.1397,
          text: 'Two ways lead on: to the slipway where a hull is being planked, or to the huts where the herring is salted.',
          button1: 'To the slipway', next_page: -3, button2: 'To the herring', story_page_id: -4,
        },
        {
          id: -3, page_title: 'The slipway', latitude: 60.3711, longitude: 6.1385,
          text: 'The master bends a steamed plank into place by eye. No drawings: he has built forty boats like this one.',
          button1: 'On to the quay', next_page: -5,
        },
        {
          id: -4, page_title: 'The herring huts', latitude: 60.3719, longitude: 6.1404, beacon_id: 'FJ09', in_range: true, range_next_page: -5,
          text: 'Stand by the salting table: when your phone finds the hut’s beacon, the next page opens by itself.',
          button1: 'Skip to the quay', next_page: -5,
        },
        {
          id: -5, page_title: 'The steamship quay', latitude: 60.3708, longitude: 6.1378, is_end: true,
          text: 'At four the steamer comes round the point, and the whole village is on the quay. The story ends here.',
        },
      ],
    },
  ],
};
