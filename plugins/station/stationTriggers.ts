import { pointOf } from '../../src/core/index.ts';
import type { KindTriggers, TriggerZone, ZoneEffect } from '../../src/core/index.ts';
import { DEFAULT_BEACON_RANGE } from './beaconRules.ts';
import type { Station } from './index.ts';
import type { LegacyStation } from './legacy.ts';

/**
 * The app's geofence around a pin: the newer station keeps `range` for its beacon only (SPEC §2 hides it
 * with the pin), so a pin's in-range rules fire within this many metres.
 */
export const PIN_ZONE_RADIUS_M = 25;

const hasText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The newer station's effects, from its three in-range switches. */
function effectsOf(r: Station): ZoneEffect[] {
  const out: ZoneEffect[] = [];
  if (r.in_range_to_see_pin === true) out.push('pin');
  if (r.in_range_to_view_details === true) out.push('details');
  if (r.show_in_radar === true) out.push('radar');
  return out;
}

/**
 * A newer station fires by its beacon when the beacon is active (the pin is hidden then, SPEC §2), else by
 * its pin when one of its in-range switches is on; a pin with none of them on has nothing to fire.
 */
export const stationTriggers: KindTriggers<Station> = {
  wholeList: true,
  // SPEC §2: an active beacon hides the pin; its coordinates may linger in the data.
  pinned: (r) => r.active_beacon !== true,
  zones(r) {
    const label = hasText(r.title) ? r.title : hasText(r.pin_label) ? r.pin_label : '';
    const effects = effectsOf(r);
    if (r.active_beacon === true) {
      if (!hasText(r.beacon_id)) return [];
      const range = typeof r.range === 'number' && r.range > 0 ? r.range : DEFAULT_BEACON_RANGE;
      // The beacon id is what two stations share (zone lint's beaconShared), so a finding's link opens that input.
      return [{ key: 'beacon', at: '/beacon_id', label, area: { type: 'beacon', beaconId: r.beacon_id.trim(), range }, effects }];
    }
    const point = pointOf(r);
    if (!point || effects.length === 0) return [];
    return [{ key: 'pin', at: '/latitude', label, area: { type: 'location', centre: point, radius: PIN_ZONE_RADIUS_M }, effects }];
  },
};

/**
 * The older station fires by its beacon only: "Is Need Close to Beacon" locks its details until the
 * visitor is in range; without it the beacon is noticed but unlocks nothing.
 */
export const legacyStationTriggers: KindTriggers<LegacyStation> = {
  wholeList: true,
  zones(r) {
    if (!hasText(r.beacon_id)) return [];
    const label = hasText(r.navn) ? r.navn : hasText(r.title) ? r.title : '';
    const range = typeof r.range === 'number' && r.range > 0 ? r.range : DEFAULT_BEACON_RANGE;
    const zone: TriggerZone = { key: 'beacon', at: '/beacon_id', label, area: { type: 'beacon', beaconId: r.beacon_id.trim(), range }, effects: r.is_need_close_to_beacon === 1 ? ['details'] : [] };
    return [zone];
  },
};
