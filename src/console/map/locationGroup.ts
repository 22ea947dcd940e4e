import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/** The form fields that make up one location: each is its own RJSF property, edited by the `location` widget. */
export type LocationRole = 'latitude' | 'longitude' | 'pinNumber' | 'pinLabel' | 'activeBeacon' | 'beaconId' | 'range';

/** One field of a group as its widget last rendered it. */
export interface GroupMember {
  value: unknown;
  onChange(value: unknown): void;
}

/** The fields of one location (one form object), found by their shared id prefix. */
interface Group {
  members: Partial<Record<LocationRole, GroupMember>>;
  version: number;
  listeners: Set<() => void>;
}

// RJSF widgets only see their own value, but a map needs latitude, longitude and the pin texts at once
// and must write both coordinates. Sibling widgets of one form object meet here by id prefix; entries
// live only while a widget of the group is mounted.
const groups = new Map<string, Group>();

function groupOf(scope: string): Group {
  let g = groups.get(scope);
  if (!g) { g = { members: {}, version: 0, listeners: new Set() }; groups.set(scope, g); }
  return g;
}

function release(scope: string, g: Group) {
  if (g.listeners.size === 0 && Object.keys(g.members).length === 0) groups.delete(scope);
}

/** The group key of a widget: its id without the property name (`station_latitude` → `station_`). */
export function groupScope(id: string, name: string): string {
  return id.endsWith(name) ? id.slice(0, id.length - name.length) : id;
}

/** Publishes a widget's value and setter to its group; the host map re-renders only when a value changes. */
export function useGroupMember(scope: string, role: LocationRole, value: unknown, onChange: (v: unknown) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const stableChange = useCallback((v: unknown) => latest.current(v), []);
  useLayoutEffect(() => {
    const g = groupOf(scope);
    const before = g.members[role];
    g.members[role] = { value, onChange: stableChange };
    if (!before || before.value !== value) { g.version += 1; g.listeners.forEach((l) => l()); }
  }, [scope, role, value, stableChange]);
  useLayoutEffect(() => () => {
    const g = groupOf(scope);
    delete g.members[role];
    g.version += 1;
    g.listeners.forEach((l) => l());
    release(scope, g);
  }, [scope, role]);
}

/** The other members of a group, kept current (for the widget that hosts the map). */
export function useGroupMembers(scope: string): Partial<Record<LocationRole, GroupMember>> {
  const subscribe = useCallback((listener: () => void) => {
    const g = groupOf(scope);
    g.listeners.add(listener);
    return () => { g.listeners.delete(listener); release(scope, g); };
  }, [scope]);
  useSyncExternalStore(subscribe, () => groups.get(scope)?.version ?? -1, () => -1);
  return groups.get(scope)?.members ?? {};
}
