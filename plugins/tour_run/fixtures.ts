import { fixtureRef } from '../../src/core/index.ts';
import type { TourRun } from './index.ts';

// Runs are dated from the day the fixtures load (the demo seed's first start), so a fresh demo's
// dashboard has them on its schedule rather than on a fixed, long-gone or far-off date.
const DAY = 24 * 60 * 60 * 1000;
const onDay = (offset: number, hoursUtc: number, minutes = 0) => {
  const d = new Date(Date.now() + offset * DAY);
  d.setUTCHours(hoursUtc, minutes, 0, 0);
  return d.toISOString();
};

/** Sample tour runs for tests, benches and the demo seed: the demo trip started by two guides, tomorrow and the day after. */
export const fixtures: TourRun[] = [
  { trip_id: fixtureRef('trip', 0), starts_at: onDay(1, 8, 30), group_size: 12, language: 'en', guide_name: 'Kari Nordmann' },
  { trip_id: fixtureRef('trip', 0), starts_at: onDay(2, 12), group_size: 24, language: 'es', guide_name: 'Lucía Fernández' },
];

/** The Fjord Museum's runs of its own trip, in the one language it offers. */
export const clientFixtures: Record<string, TourRun[]> = {
  fjord: [
    { trip_id: fixtureRef('trip', 0), starts_at: onDay(1, 9), group_size: 18, language: 'en', guide_name: 'Ingrid Steine' },
    { trip_id: fixtureRef('trip', 0), starts_at: onDay(3, 11, 30), group_size: 8, language: 'en', guide_name: 'Ola Sandven' },
  ],
};
