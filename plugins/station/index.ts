import { pointOf } from '../../src/core/index.ts';
import { defineKind } from '../../src/core/index.ts';
import { previewFields } from '../../src/core/index.ts';
import schema from '../../schemas/station.schema.json';
import uiSchema from '../../schemas/station.ui.json';
import { hideSharingUnlessAllowed, withoutSharingUnlessAllowed } from './sharing.ts';
import { messages } from './messages.ts';
import { legacyVariant } from './legacy.ts';
import { lintStationPlacement } from './stationLint.ts';
import { stationTriggers } from './stationTriggers.ts';
import { withoutHiddenPin } from './beaconRules.ts';

/** A station in the newer shape (SPEC §3): a map pin or a beacon point. */
export interface Station extends Record<string, unknown> {
  title: string;
  pin_number?: string;
  pin_label?: string;
  latitude?: number;
  longitude?: number;
  active_beacon?: boolean;
  beacon_id?: string;
  range?: number;
  in_range_to_view_details?: boolean;
  in_range_to_see_pin?: boolean;
  show_in_radar?: boolean;
  is_shared?: boolean;
}

// The two shapes share one kind, its list and its API (SPEC §2: "both screens must live in one product"):
// `newer` is this definition, `legacy` the older screen a client chooses in its patch file.
export default defineKind<Station>({
  id: 'station',
  defaultVariant: 'newer',
  variants: { legacy: legacyVariant },
  schema,
  uiSchema,
  labels: { tab: 'kind.station.tab', item: 'kind.station.item' },
  tab: { order: 30, name: 'Stations', edit: { path: 'Stations', name: 'StationEdit' } },
  messages,
  list: {
    // SPEC §3: stations show as list items in the `station` field of other previews.
    asListItem: { field: 'station' },
    // SPEC §2: Tab and Shift+Tab move through the station list as well as the arrow keys.
    tabMoves: true,
    // An active beacon's pin is hidden, so its list line names no pin (withoutHiddenPin).
    toListItem: (station) => {
      const r = withoutHiddenPin(station);
      return { title: r.title, ingress: [r.pin_number && `#${r.pin_number}`, r.pin_label].filter(Boolean).join(' · ') || undefined };
    },
  },
  place: {
    // A trip's overview map places its stations by their pin.
    locate: pointOf,
    // What fires in the app as a visitor walks by: its beacon, or its pin's in-range switches.
    triggers: stationTriggers,
  },
  rules: {
    // Publish-readiness: a station with neither a pin nor a beacon id cannot be found by visitors.
    lint: lintStationPlacement,
    // The schema's boolean defaults: a new station starts with them, so RJSF filling them in is no edit.
    defaults: () => ({ active_beacon: false, in_range_to_view_details: false, in_range_to_see_pin: false, show_in_radar: false, is_shared: false }),
    // SPEC §2: is_shared is offered only when the client allows sharing; the server holds to it too.
    adaptUiSchema: hideSharingUnlessAllowed,
    adaptRecord: withoutSharingUnlessAllowed,
    // The delivery API answers an active beacon without the pin it keeps for when the beacon is switched off.
    forVisitors: withoutHiddenPin,
  },
  // The beacon widget (active beacon, beacon id, range and their SPEC §4/§5 rules), loaded with the screen.
  console: { widgets: ['beacon'], load: () => import('./StationConsole.tsx') },
  // SPEC §7: GET /station answers data.stations; the older screen creates and updates with multipart.
  api: { listKey: 'stations', bodyEncoding: 'multipart' },
  relations: {
    // SPEC §2/§3: the older screen's linked games (id and navn), each unlinked by its Delete button.
    games: {
      target: 'game',
      label: 'kind.station.games',
      variants: ['legacy'],
      bodyField: 'gameStation',
      inItem: { key: 'games', titleAs: 'navn' },
      inverse: { label: 'kind.station.gamesInverse' },
      removeLabel: 'kind.station.delete',
      aliases: { unlink: '/unlink/game/:target/station/:owner' },
    },
  },
  preview: {
    // The phone shows what the app would: an active beacon's hidden pin not at all, the pin's marker by its number.
    toPreview: (station) => {
      const r = withoutHiddenPin(station);
      const point = pointOf(r);
      return previewFields([
        ['title', r.title],
        ['text', r.pin_label],
        // The emulator's map field draws its places (SPEC §3 map_stations) on the overview map; this one is the station's own.
        ['map', point ? [{ id: 0, title: r.title, number: r.pin_number, ...point }] : undefined, { variant: 'place' }],
      ]);
    },
  },
});
