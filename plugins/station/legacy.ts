import { pointOf } from '../../src/core/index.ts';
import type { KindRecord, KindVariant, PreviewContext } from '../../src/core/index.ts';
import { previewFields, type PreviewField, type PreviewFieldKind } from '../../src/core/index.ts';
import schema from '../../schemas/station.legacy.schema.json';
import uiSchema from '../../schemas/station.legacy.ui.json';
import { legacyMessages } from './legacyMessages.ts';
import { lintStationPlacement } from './stationLint.ts';
import { legacyStationTriggers } from './stationTriggers.ts';

/** What an activity slot may hold (SPEC §3: four fixed slots in the older station's data). */
export type ActivityKind = 'game' | 'story' | 'form' | 'web_page';

/** One activity slot: empty, or a reference to a game, story, form or web page. */
export interface ActivitySlot { kind?: ActivityKind; id?: number }

/** SPEC §9: the older station has four activity slots, fixed. */
export const ACTIVITY_SLOTS = 4;

/** A station in the older shape (SPEC §3 "Station (older shape)"). */
export interface LegacyStation extends Record<string, unknown> {
  navn: string;
  title: string;
  picture?: string;
  thumbnail?: string;
  audio?: string;
  video?: string;
  ingress?: string;
  text?: string;
  beacon_id?: string;
  range?: number;
  latitude?: number;
  longitude?: number;
  /** SPEC §3: a boolean the server sends as 1/0; stored as 1/0 too. */
  is_need_close_to_beacon?: 0 | 1;
  form_id?: number;
  activities?: ActivitySlot[];
}

// The preview field that lists items of each kind a slot may hold (their kinds' `asListItem`).
const SLOT_FIELD: Record<ActivityKind, PreviewFieldKind> = { game: 'games', story: 'story', form: 'form', web_page: 'web_page' };

/** The older station's detail in the phone: title, media, texts, linked games, filled activity slots, the map. */
export function legacyPreview(r: LegacyStation, ctx: PreviewContext): PreviewField[] {
  const games = ctx.links?.('games');
  const slots = (r.activities ?? []).flatMap((s) => {
    if (!s?.kind || s.id === undefined) return [];
    const item = ctx.ref?.(s.kind, s.id);
    return item ? [[SLOT_FIELD[s.kind], item] as [PreviewFieldKind, unknown]] : [];
  });
  const point = pointOf(r);
  return previewFields([
    ['title', r.title || r.navn],
    ['image', r.picture ? ctx.mediaUrl('image', r.picture) : undefined],
    ['ingress', r.ingress],
    ['audio', r.audio ? ctx.mediaUrl('audio', r.audio) : undefined],
    ['film', r.video ? ctx.mediaUrl('video', r.video) : undefined],
    ['text', r.text],
    ['games', games?.length ? games : undefined],
    ...slots,
    // The station's own place, headed as such (not "Stations on the map").
    ['map', point ? [{ id: 0, title: r.title || r.navn, ...point }] : undefined, { variant: 'place' }],
  ]);
}

/**
 * The older multipart create and update (SPEC §7): the same field names, plus on update `id` (the
 * path says which) and `name`, which is the station name when `navn` is not sent.
 */
export function decodeLegacyMultipart(nested: KindRecord): KindRecord {
  const { name, ...rest } = nested;
  if (rest.navn === undefined && typeof name === 'string') rest.navn = name;
  return rest;
}

/** The older station screen (SPEC §2 "Station management (older screen)"), chosen per client with `"variant": "legacy"`. */
export const legacyVariant: KindVariant<LegacyStation> = {
  schema,
  uiSchema,
  label: 'kind.station.legacy',
  messages: legacyMessages,
  // A variant's slots replace the kind's whole: the list keeps the kind's list-item field and Tab moves.
  list: {
    asListItem: { field: 'station' },
    tabMoves: true,
    fields: ['navn', 'title', 'thumbnail'],
    toListItem: (r) => ({ title: r.navn || r.title, ingress: r.title && r.title !== r.navn ? r.title : r.ingress, thumbnail: r.thumbnail }),
  },
  preview: { toPreview: legacyPreview },
  place: { locate: pointOf, triggers: legacyStationTriggers },
  rules: {
    // The same fault as the newer shape: neither a position nor a beacon id (a variant's lint replaces the kind's).
    lint: lintStationPlacement,
    defaults: () => ({ is_need_close_to_beacon: 0, activities: Array.from({ length: ACTIVITY_SLOTS }, () => ({})) }),
    // SPEC §5: before creating, a missing name also warns.
    createWarning: (r) => (typeof r.navn === 'string' && r.navn.trim() ? undefined : 'rule.station.navnRequired'),
  },
  console: { load: () => import('./LegacyStationConsole.tsx') },
};
