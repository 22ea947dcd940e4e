// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createLocationGroups, groupScope, isRoleHidden, useLocationSeat, type GroupMembers, type LocationGroups } from './locationGroup.ts';

afterEach(cleanup);

/** A stand-in widget: takes its seat in the group and reports what it sees. */
function Seat(props: { id: string; name: string; role: string; value: unknown; store?: LocationGroups; hides?: string[]; seen: (m: GroupMembers, hidden: boolean) => void }) {
  const { members, hidden } = useLocationSeat(
    { id: props.id, name: props.name, value: props.value, onChange: () => {}, registry: { formContext: props.store ? { locationGroups: props.store } : {} } },
    props.role,
    props.hides,
  );
  props.seen(members, hidden);
  return null;
}

describe('location groups', () => {
  it('groups the fields of one form object by their id prefix', () => {
    expect(groupScope('item_latitude', 'latitude')).toBe('item_');
    expect(groupScope('story_pages_0_longitude', 'longitude')).toBe('story_pages_0_');
    expect(groupScope('odd', 'latitude')).toBe('odd');
  });

  it('two forms with the same idPrefix on one page keep their own location (one store per form)', () => {
    const formA = createLocationGroups();
    const formB = createLocationGroups();
    let seenA: GroupMembers = {};
    let seenB: GroupMembers = {};
    render(
      <>
        <Seat id="root_latitude" name="latitude" role="latitude" value={59.9} store={formA} seen={() => {}} />
        <Seat id="root_longitude" name="longitude" role="longitude" value={10.7} store={formA} seen={(m) => { seenA = m; }} />
        <Seat id="root_latitude" name="latitude" role="latitude" value={40.4} store={formB} seen={() => {}} />
        <Seat id="root_longitude" name="longitude" role="longitude" value={-3.7} store={formB} seen={(m) => { seenB = m; }} />
      </>,
    );
    expect(seenA.latitude?.value).toBe(59.9);
    expect(seenB.latitude?.value).toBe(40.4);
    expect(formA.members('root_').longitude?.value).toBe(10.7);
    expect(formB.members('root_').longitude?.value).toBe(-3.7);
    expect(seenA.latitude?.name).toBe('latitude');
  });

  it('a member can hide other roles of its group; the hidden field hears of it, and of its return', () => {
    const store = createLocationGroups();
    let hiddenPin = false;
    const ui = (active: boolean) => (
      <>
        <Seat id="f_pin_number" name="pin_number" role="pinNumber" value="4" store={store} seen={(_, h) => { hiddenPin = h; }} />
        <Seat id="f_switch" name="switch" role="tk_switch" value={active} store={store} hides={active ? ['pinNumber'] : []} seen={() => {}} />
      </>
    );
    const view = render(ui(false));
    expect(hiddenPin).toBe(false);
    act(() => view.rerender(ui(true)));
    expect(hiddenPin).toBe(true);
    expect(isRoleHidden(store.members('f_'), 'pinNumber')).toBe(true);
    act(() => view.rerender(ui(false)));
    expect(hiddenPin).toBe(false);
    view.unmount();
    // Entries live only while a widget of the group is mounted.
    expect(store.members('f_')).toEqual({});
  });

  it('a form without a store gives each widget a group of its own (never a shared module-level one)', () => {
    let seen: GroupMembers = {};
    render(
      <>
        <Seat id="root_latitude" name="latitude" role="latitude" value={1} seen={() => {}} />
        <Seat id="root_longitude" name="longitude" role="longitude" value={2} seen={(m) => { seen = m; }} />
      </>,
    );
    expect(Object.keys(seen)).toEqual(['longitude']);
  });
});
