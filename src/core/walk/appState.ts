import { itemKey, type SimItem, type SimWorld, type SimZone } from './simWorld.ts';
import type { ZoneEvent } from './triggerEngine.ts';
import type { ZoneEffect } from './triggerZone.ts';

/** What the visitor's app shows at one moment of a walk. Item keys are `<kind>:<id>`. */
export interface AppState {
  /** Items whose pin shows on the app's map: every placed item, except that items with a 'pin' zone show only while the visitor is inside one. */
  visiblePins: string[];
  /** Items with a 'details' zone the visitor is inside (items without one are always open and NOT listed). */
  unlocked: string[];
  /** Items with a 'radar' zone the visitor is inside. */
  radar: string[];
  /** Item key → its open page, for items with pages; starts at the first page. */
  openPages: Record<string, string | number>;
  /**
   * The zone ids the visitor is inside, sorted (so that leaving one of an item's two pin zones keeps its pin).
   * Added to the contract's shape; absent counts as none.
   */
  inside?: string[];
}

/** What one event did in the app: `on` false = undone on leaving; a page move names its pages. */
export interface FiredEffect {
  effect: ZoneEffect;
  item: string;
  on: boolean;
  from?: string | number;
  to?: string | number;
}


/** A world's lookups, built once per world (worlds are not changed once built). */
interface WorldIndex {
  zones: Map<string, SimZone>;
  items: Map<string, SimItem>;
  /** Item key → its position in world.items, to keep the app's lists in a stable order. */
  order: Map<string, number>;
}

const indexes = new WeakMap<SimWorld, WorldIndex>();

function indexOf(world: SimWorld): WorldIndex {
  let ix = indexes.get(world);
  if (!ix) {
    ix = { zones: new Map(), items: new Map(), order: new Map() };
    for (const [i, item] of world.items.entries()) {
      const key = itemKey(item);
      ix.items.set(key, item);
      ix.order.set(key, i);
      for (const z of item.zones) ix.zones.set(z.id, z);
    }
    indexes.set(world, ix);
  }
  return ix;
}

const hasEffect = (item: SimItem, effect: ZoneEffect) => item.zones.some((z) => z.effects.includes(effect));

/** The app when the visitor has not moved yet: pins without a pin zone, first pages open, nothing unlocked. */
export function initialAppState(world: SimWorld): AppState {
  const openPages: Record<string, string | number> = {};
  for (const item of world.items) if (item.pages && item.pages.list.length > 0) openPages[itemKey(item)] = item.pages.list[0].key;
  return {
    visiblePins: world.items.filter((i) => i.point && !i.noPin && !hasEffect(i, 'pin')).map(itemKey),
    unlocked: [],
    radar: [],
    openPages,
    inside: [],
  };
}

/** A list of item keys with `key` added or removed, in world order. */
function toggled(ix: WorldIndex, list: readonly string[], key: string, on: boolean): string[] {
  const set = new Set(list);
  if (on) set.add(key);
  else set.delete(key);
  return [...set].sort((a, b) => (ix.order.get(a) ?? Infinity) - (ix.order.get(b) ?? Infinity));
}

const LISTS = { pin: 'visiblePins', details: 'unlocked', radar: 'radar' } as const;

/**
 * The app after one event, and what changed in it (nothing: the event was noticed but showed nothing
 * new). Pure. Pin, details and radar hold while the visitor is inside any zone of the item with that
 * effect; a page move fires on entering only when the item's open page is the zone's `page.from`.
 */
export function applyEvent(world: SimWorld, state: AppState, ev: ZoneEvent): { state: AppState; fired: FiredEffect[] } {
  const ix = indexOf(world);
  const zone = ix.zones.get(ev.zone);
  if (!zone) return { state, fired: [] };
  const enter = ev.type === 'enter';
  const insideSet = new Set(state.inside ?? []);
  if (enter) insideSet.add(zone.id);
  else insideSet.delete(zone.id);
  const inside = [...insideSet].sort();
  const key = itemKey({ kind: zone.kind, id: zone.itemId });
  const item = ix.items.get(key);
  const next: AppState = { ...state, inside };
  const fired: FiredEffect[] = [];
  for (const effect of zone.effects) {
    if (effect === 'page') {
      if (!enter || !zone.page || !(key in next.openPages) || next.openPages[key] !== zone.page.from) continue;
      next.openPages = { ...next.openPages, [key]: zone.page.to };
      fired.push({ effect, item: key, on: true, from: zone.page.from, to: zone.page.to });
      continue;
    }
    // Held while inside ANY zone of the item with this effect (an item may have two).
    const on = item ? item.zones.some((z) => z.effects.includes(effect) && insideSet.has(z.id)) : enter;
    // A pin with no place has nothing to show on the map.
    if (effect === 'pin' && !item?.point) continue;
    const list = LISTS[effect];
    if (next[list].includes(key) === on) continue;
    next[list] = toggled(ix, next[list], key, on);
    fired.push({ effect, item: key, on });
  }
  return { state: next, fired };
}

/** The app after each event of a walk, from the start. */
export function appStates(world: SimWorld, events: readonly ZoneEvent[]): { state: AppState; fired: FiredEffect[] }[] {
  let state = initialAppState(world);
  return events.map((ev) => {
    const step = applyEvent(world, state, ev);
    state = step.state;
    return step;
  });
}
