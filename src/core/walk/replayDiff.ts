import { diffArrays } from 'diff';
import type { SavedEvent } from './simulation.ts';
import type { SimWorld, SimZone } from './simWorld.ts';
import type { ZoneEvent } from './triggerEngine.ts';

/** Events as a simulation saves them: with the zone's label, item title and effects of today, so they still read after the zone is gone. */
export function savedEvents(world: SimWorld, events: readonly ZoneEvent[]): SavedEvent[] {
  const zones = new Map<string, SimZone>();
  for (const item of world.items) for (const z of item.zones) zones.set(z.id, z);
  return events.map((ev) => {
    const z = zones.get(ev.zone);
    return { t: ev.t, type: ev.type, zone: ev.zone, label: z?.label ?? ev.zone, itemTitle: z?.itemTitle ?? '', effects: z ? [...z.effects] : [] };
  });
}

/** One line of a replay compared with its saved run. */
export type ReplayLine = { change: 'same' | 'added' | 'removed'; event: SavedEvent };

/**
 * How a replay fires compared with the saved run: the two sequences of (type, zone) aligned by a
 * shortest edit (jsdiff's diffArrays). Times are left out of the comparison: an edit that moves a zone
 * a few metres shifts when it fires without changing what fires. 'same' and 'added' lines carry the
 * replay's event (today's time), 'removed' the saved one.
 */
export function replayDiff(saved: readonly SavedEvent[], now: readonly SavedEvent[]): ReplayLine[] {
  const changes = diffArrays([...saved], [...now], { comparator: (a, b) => a.type === b.type && a.zone === b.zone });
  const out: ReplayLine[] = [];
  let i = 0;
  let j = 0;
  for (const c of changes) {
    for (let k = 0; k < c.count; k++) {
      if (c.removed) out.push({ change: 'removed', event: saved[i++] });
      else if (c.added) out.push({ change: 'added', event: now[j++] });
      else {
        out.push({ change: 'same', event: now[j++] });
        i++;
      }
    }
  }
  return out;
}
