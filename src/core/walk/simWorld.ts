import type { KindRecord, ResolvedKind } from '../defineKind.ts';
import type { GeoPoint } from '../relations.ts';
import { relationTargets } from '../relations.ts';
import type { TriggerPage, TriggerZone } from './triggerZone.ts';

/** A zone placed in a world: the declared zone plus whose it is. */
export interface SimZone extends TriggerZone {
  /** Unique in the world: `<kind>:<item id>:<zone key>`. */
  id: string;
  kind: string;
  itemId: number;
  itemTitle: string;
}

/** An item taking part in a simulation: where it is, its zones and its pages. */
export interface SimItem {
  kind: string;
  id: number;
  title: string;
  /** The kind's `locate` (where it is: the route and the lint use it); undefined: not placed. */
  point?: GeoPoint;
  /** The app shows no pin for it although it is placed (its kind's `triggers.pinned` said so: a beacon point). */
  noPin?: true;
  zones: SimZone[];
  /** Its pages (first open at start) and the keyed array holding them, when its kind declares pages. */
  pages?: { pointer: string; list: TriggerPage[] };
}

/** What is simulated: one item (a trip, a story) or, without an id, every item of a kind (the Stations tab). */
export interface SimSubject {
  kind: string;
  id?: number;
}

/** Everything a walk is simulated against. */
export interface SimWorld {
  subject: SimSubject & { title: string };
  /** The subject (when it is an item) and the items it walks through, each once. */
  items: SimItem[];
  /** The stops in walking order (a trip's stops, a story's placed pages); may be empty (free walk). */
  stops: { kind: string; id: number; title: string; label: string; point?: GeoPoint }[];
  /** The route a walk follows, through the placed stops in order. */
  route: GeoPoint[];
}

/** One record of a kind, as a world is built from it. */
export interface SimRecord {
  kind: ResolvedKind;
  id: number;
  record: KindRecord;
}

/** An item's key in a world and in the app's state: `<kind>:<id>`. */
export const itemKey = (item: { kind: string; id: number }): string => `${item.kind}:${item.id}`;

/** What a kind's function answers for a half-filled record, or `fallback` when it throws: one bad record must not stop a walk or the lint. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read() ?? fallback;
  } catch {
    return fallback;
  }
}

/** The zones a kind declares for a record; a throwing declaration counts as none. */
export function zonesOf(kind: ResolvedKind, record: KindRecord): TriggerZone[] {
  return safely(() => kind.place?.triggers?.zones(record) ?? [], []);
}

/** An item as a simulation sees it (the kind must be the one the client runs: its variant). */
export function simItem({ kind, id, record }: SimRecord): SimItem {
  const title = safely(() => kind.list.toListItem(record).title, '') || `#${id}`;
  const zones = zonesOf(kind, record).map((z): SimZone => ({ ...z, id: `${kind.id}:${id}:${z.key}`, kind: kind.id, itemId: id, itemTitle: title }));
  const point = safely(() => kind.place?.locate?.(record), undefined);
  const pinned = safely(() => kind.place?.triggers?.pinned?.(record) ?? true, true);
  const pages = kind.place?.triggers?.pages;
  return {
    kind: kind.id, id, title, ...(point ? { point } : {}), ...(point && !pinned ? { noPin: true as const } : {}), zones,
    ...(pages ? { pages: { pointer: pages.pointer, list: safely(() => pages.of(record), []) } } : {}),
  };
}

/** The relation of a kind that lays its targets out as a walk: ordered and on the map (a trip's stops). */
export function walkRelation(kind: ResolvedKind): string | undefined {
  return Object.entries(kind.relations ?? {}).find(([, rel]) => rel.ordered && rel.map)?.[0];
}

/** The kinds a walk relation's stops may be. */
export function walkTargets(kind: ResolvedKind): readonly string[] {
  const rel = walkRelation(kind);
  return rel ? relationTargets(kind.relations![rel]) : [];
}

/**
 * The world of one item: with a walk relation (a trip), its stops in order are the route, each stop
 * placed by its kind's `locate`; without one (a story), the item's own `walk` points (else its pin).
 */
export function itemWorld(subject: SimRecord, stops: readonly SimRecord[]): SimWorld {
  const own = simItem(subject);
  const items = new Map<string, SimItem>([[itemKey(own), own]]);
  let worldStops: SimWorld['stops'];
  if (walkRelation(subject.kind)) {
    worldStops = stops.map((s) => {
      const item = items.get(itemKey({ kind: s.kind.id, id: s.id })) ?? simItem(s);
      items.set(itemKey(item), item);
      return { kind: item.kind, id: item.id, title: item.title, label: item.title, ...(item.point ? { point: item.point } : {}) };
    });
  } else {
    const walk = safely(() => subject.kind.place?.triggers?.walk?.(subject.record), undefined) ?? (own.point ? [{ point: own.point, label: own.title }] : []);
    worldStops = walk.map(({ point, label }) => ({ kind: own.kind, id: own.id, title: own.title, label, point }));
  }
  return {
    subject: { kind: own.kind, id: own.id, title: own.title },
    items: [...items.values()],
    stops: worldStops,
    route: worldStops.flatMap((s) => (s.point ? [s.point] : [])),
  };
}

/** The world of a kind's whole list (the Stations tab): every item's zones, no route. */
export function listWorld(kind: ResolvedKind, records: readonly SimRecord[], title: string): SimWorld {
  return { subject: { kind: kind.id, title }, items: records.map(simItem), stops: [], route: [] };
}
