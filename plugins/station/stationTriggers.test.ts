import { describe, expect, it } from 'vitest';
import { legacyStationTriggers, PIN_ZONE_RADIUS_M, stationTriggers } from './stationTriggers.ts';

const pin = { title: 'Opera roof', latitude: 59.9074, longitude: 10.753 };

describe('station trigger zones', () => {
  it('a pin with no in-range switch on fires nothing', () => {
    expect(stationTriggers.zones({ ...pin, active_beacon: false })).toEqual([]);
  });

  it('a pin fires its switches within the app geofence (a range left in the data is the hidden beacon\'s)', () => {
    const [zone] = stationTriggers.zones({ ...pin, in_range_to_see_pin: true, show_in_radar: true });
    expect(zone).toMatchObject({ key: 'pin', at: '/latitude', label: 'Opera roof', effects: ['pin', 'radar'], area: { type: 'location', radius: PIN_ZONE_RADIUS_M, centre: { latitude: 59.9074, longitude: 10.753 } } });
    expect(stationTriggers.zones({ ...pin, in_range_to_view_details: true, range: 40 })[0].area).toMatchObject({ radius: PIN_ZONE_RADIUS_M });
    expect(stationTriggers.pinned!({ ...pin })).toBe(true);
    expect(stationTriggers.pinned!({ ...pin, active_beacon: true })).toBe(false);
  });

  it('an active beacon fires by its id and range, never by the pin it still has in its data; its zone names the beacon id field', () => {
    const zones = stationTriggers.zones({ ...pin, active_beacon: true, beacon_id: ' AK02 ', range: 5, in_range_to_view_details: true });
    expect(zones).toEqual([{ key: 'beacon', at: '/beacon_id', label: 'Opera roof', effects: ['details'], area: { type: 'beacon', beaconId: 'AK02', range: 5 } }]);
    expect(stationTriggers.zones({ ...pin, active_beacon: true, in_range_to_view_details: true })).toEqual([]);
  });

  it('the older station: its beacon locks the details when "Is Need Close to Beacon" is ticked', () => {
    expect(legacyStationTriggers.zones({ navn: 'Boat hall', title: 'The boat hall', beacon_id: 'FJ01', range: 3, is_need_close_to_beacon: 1 }))
      .toEqual([{ key: 'beacon', at: '/beacon_id', label: 'Boat hall', effects: ['details'], area: { type: 'beacon', beaconId: 'FJ01', range: 3 } }]);
    expect(legacyStationTriggers.zones({ navn: 'Huts', title: '', beacon_id: 'FJ02', is_need_close_to_beacon: 0 })[0]).toMatchObject({ effects: [], area: { range: 2 } });
    expect(legacyStationTriggers.zones({ navn: 'Quay', title: '', latitude: 60, longitude: 6 })).toEqual([]);
  });
});
