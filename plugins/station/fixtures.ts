import type { Station } from './index.ts';

/** Three sample stations along the Oslo harbour front, for tests, benches and the demo seed. */
export const fixtures: Station[] = [
  {
    title: 'Aker Brygge pier', pin_number: '1', pin_label: 'Ferry pier', latitude: 59.9104, longitude: 10.7275,
    active_beacon: false, in_range_to_view_details: false, in_range_to_see_pin: false, show_in_radar: true, is_shared: false,
  },
  {
    title: 'Akershus Fortress gate', pin_number: '2', pin_label: 'Main gate', latitude: 59.9075, longitude: 10.7380,
    active_beacon: true, beacon_id: 'AK02', range: 5,
    in_range_to_view_details: true, in_range_to_see_pin: false, show_in_radar: true, is_shared: false,
  },
  {
    title: 'Opera house roof', pin_number: '3', pin_label: 'Roof walk', latitude: 59.9074, longitude: 10.7530,
    active_beacon: false, in_range_to_view_details: false, in_range_to_see_pin: true, show_in_radar: false, is_shared: true,
  },
];
