import { fixtureTranslations } from '../../src/core/index.ts';
import type { ResearchCard } from './index.ts';

/** Two research cards from the Oslofjord's history, for tests, benches and the demo seed. */
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
  },
];
