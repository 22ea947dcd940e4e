import { fixtureTranslations } from '../../src/core/index.ts';
import type { ResearchCard } from './index.ts';

/** Two research cards from the Oslofjord's history, in English and Spanish, for tests, benches and the demo seed. */
export const fixtures: ResearchCard[] = [
  {
    title: 'The Viking ships of Bygdøy',
    text: 'The Oseberg ship was dug out of a burial mound near the Oslofjord in 1904. It was built around 820 and is one of the best-preserved Viking ships in the world.',
    source: 'Brøgger, Falk & Shetelig: Osebergfundet (1917)',
    credit: 'Museum of the Viking Age, University of Oslo',
    ...fixtureTranslations({
      es: {
        title: 'Los barcos vikingos de Bygdøy',
        text: 'El barco de Oseberg se desenterró de un túmulo cerca del fiordo de Oslo en 1904. Se construyó hacia el año 820 y es uno de los barcos vikingos mejor conservados del mundo.',
      },
    }),
  },
  {
    title: 'Ice on the inner fjord',
    text: 'In cold winters the inner Oslofjord froze over, and people walked and skated from the city out to the islands. The last great freeze came in 1941.',
    source: 'https://www.oslobyarkiv.no/',
    credit: 'Oslo City Archives',
    ...fixtureTranslations({
      es: {
        title: 'Hielo en el fiordo interior',
        text: 'En los inviernos fríos el fiordo interior de Oslo se helaba, y la gente iba a pie y patinando desde la ciudad hasta las islas. La última gran helada fue en 1941.',
      },
    }),
  },
];

/** The Fjord Museum's own research cards, from Hardanger's boats and fisheries. */
export const clientFixtures: Record<string, ResearchCard[]> = {
  fjord: [
    {
      title: 'The Hardanger cutter',
      text: 'From the 1870s the boatyards of Hardanger built fast decked cutters for fishing and freight. Several of them are still sailed today, kept up by the boatbuilders at the museum.',
      source: 'The museum’s boat register',
      credit: 'Fjord Museum',
    },
    {
      title: 'The herring years',
      text: 'When the herring came into the fjord, whole villages rowed out to the nets, and the salting went on day and night in the huts by the shore.',
      source: 'Interviews with fishermen, 1978',
      credit: 'Fjord Museum archive',
    },
  ],
};
