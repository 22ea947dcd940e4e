import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * A field's role in its location group. The `location` widget knows `latitude`, `longitude`,
 * `pinNumber` and `pinLabel`; a kind's own widget may join the group under roles of its own.
 */
export type LocationRole = string;

/** The roles the `location` widget edits itself (what a sibling widget may hide). */
export const LOCATION_ROLES = ['latitude', 'longitude', 'pinNumber', 'pinLabel'] as const;

/** One role of the `location` widget. */
export type LocationWidgetRole = (typeof LOCATION_ROLES)[number];

/** One field of a group as its widget last rendered it. */
export interface GroupMember {
  value: unknown;
  onChange(value: unknown): void;
  /** The property name of the field in the form object (`pin_number`). */
  name: string;
  /** Roles of the group this member hides right now (a switch that turns the location into something else). */
  hides: readonly LocationRole[];
}

/** The members of one group, by role. */
export type GroupMembers = Readonly<Partial<Record<LocationRole, GroupMember>>>;

/** What a member publishes: its value, setter and name, and which roles it hides. */
export interface MemberInput {
  value: unknown;
  onChange(value: unknown): void;
  name: string;
  hides?: readonly LocationRole[];
}

/** The fields of one location (one form object), found by their shared id prefix. */
interface Group {
  members: Partial<Record<LocationRole, GroupMember>>;
  version: number;
  listeners: Set<() => void>;
}

/**
 * The location groups of one form. RJSF widgets only see their own value, but a map needs latitude,
 * longitude and the pin texts at once and must write both coordinates: sibling widgets of one form
 * object meet here by id prefix. One store per form instance (ConsoleForm puts it in `formContext`),
 * so two forms with the same id prefix on one page never share a location; entries live only while
 * a widget of the group is mounted.
 */
export interface LocationGroups {
  /** Publishes (or, with null, withdraws) a member; listeners hear of it when what it shows changed. */
  publish(scope: string, role: LocationRole, member: GroupMember | null): void;
  subscribe(scope: string, listener: () => void): () => void;
  version(scope: string): number;
  members(scope: string): GroupMembers;
}

const NO_MEMBERS: GroupMembers = Object.freeze({});
const NO_ROLES: readonly LocationRole[] = Object.freeze([]);

/** An empty store of location groups; one per form. */
export function createLocationGroups(): LocationGroups {
  const groups = new Map<string, Group>();
  const groupOf = (scope: string) => {
    let g = groups.get(scope);
    if (!g) { g = { members: {}, version: 0, listeners: new Set() }; groups.set(scope, g); }
    return g;
  };
  const release = (scope: string, g: Group) => {
    if (g.listeners.size === 0 && Object.keys(g.members).length === 0) groups.delete(scope);
  };
  const changed = (g: Group) => { g.version += 1; g.listeners.forEach((l) => l()); };
  return {
    publish(scope, role, member) {
      const g = groupOf(scope);
      const before = g.members[role];
      if (member) {
        g.members[role] = member;
        if (!before || before.value !== member.value || before.hides.join('\n') !== member.hides.join('\n')) changed(g);
      } else if (before) {
        delete g.members[role];
        changed(g);
      }
      release(scope, g);
    },
    subscribe(scope, listener) {
      const g = groupOf(scope);
      g.listeners.add(listener);
      return () => { g.listeners.delete(listener); release(scope, g); };
    },
    version: (scope) => groups.get(scope)?.version ?? -1,
    members: (scope) => groups.get(scope)?.members ?? NO_MEMBERS,
  };
}

/** The group key of a widget: its id without the property name (`item_latitude` → `item_`). */
export function groupScope(id: string, name: string): string {
  return id.endsWith(name) ? id.slice(0, id.length - name.length) : id;
}

/** Whether some member of the group hides this role. */
export function isRoleHidden(members: GroupMembers, role: LocationRole): boolean {
  return Object.values(members).some((m) => m?.hides.includes(role));
}

/** The store of a form's `formContext.locationGroups`, if the host put one there. */
export function locationGroupsOf(formContext: unknown): LocationGroups | undefined {
  const store = (formContext as { locationGroups?: LocationGroups } | null | undefined)?.locationGroups;
  return store && typeof store.publish === 'function' ? store : undefined;
}

/** Publishes a widget's value and setter to its group; the group's listeners re-render only when a value (or what it hides) changes. */
export function useGroupMember(groups: LocationGroups, scope: string, role: LocationRole, input: MemberInput): void {
  const latest = useRef(input.onChange);
  latest.current = input.onChange;
  const stableChange = useCallback((v: unknown) => latest.current(v), []);
  const hides = input.hides ?? NO_ROLES;
  const hidesKey = hides.join('\n');
  useLayoutEffect(() => {
    groups.publish(scope, role, { value: input.value, onChange: stableChange, name: input.name, hides });
    // hides is compared by value (hidesKey): a new array with the same roles is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hides compared by value (hidesKey)
  }, [groups, scope, role, input.value, input.name, hidesKey, stableChange]);
  useLayoutEffect(() => () => groups.publish(scope, role, null), [groups, scope, role]);
}

/** The members of a group, kept current. */
export function useGroupMembers(groups: LocationGroups, scope: string): GroupMembers {
  const subscribe = useCallback((listener: () => void) => groups.subscribe(scope, listener), [groups, scope]);
  useSyncExternalStore(subscribe, () => groups.version(scope), () => -1);
  return groups.members(scope);
}

/** What a widget of a location group gets back from its seat. */
export interface LocationSeat {
  /** The group's members (this widget included), by role. */
  members: GroupMembers;
  /** Some member hides this widget's role: render `<HiddenGroupField />` instead of the input. */
  hidden: boolean;
}

/** The widget props a seat in a location group reads (RJSF's WidgetProps has them all). */
export interface SeatProps {
  id: string;
  name: string;
  value: unknown;
  onChange(value: unknown): void;
  registry: { formContext?: unknown };
}

/**
 * A widget's seat in the location group of its form object: publishes its value under `role` (and
 * the roles it hides), and returns the group's members and whether this field is hidden. The store is
 * the form's `formContext.locationGroups`; a form without one gives each widget a group of its own.
 */
export function useLocationSeat(props: SeatProps, role: LocationRole, hides?: readonly LocationRole[]): LocationSeat {
  const [own] = useState(createLocationGroups);
  const groups = locationGroupsOf(props.registry.formContext) ?? own;
  const scope = groupScope(props.id, props.name);
  useGroupMember(groups, scope, role, { value: props.value, onChange: props.onChange, name: props.name, hides });
  const members = useGroupMembers(groups, scope);
  return { members, hidden: isRoleHidden(members, role) };
}
