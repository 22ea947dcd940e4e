import type { LintFault } from '../../src/core/index.ts';
import { pointOf } from '../../src/core/index.ts';

/**
 * A station's publish-readiness fault, in both shapes: visitors find a station by its pin on the map
 * (latitude and longitude) or by its beacon; one with neither can never be reached.
 */
export function lintStationPlacement(r: { latitude?: unknown; longitude?: unknown; beacon_id?: unknown }): LintFault[] {
  const beacon = typeof r.beacon_id === 'string' && r.beacon_id.trim() !== '';
  return pointOf(r) || beacon ? [] : [{ at: '/latitude', message: 'rule.station.notPlaced' }];
}
