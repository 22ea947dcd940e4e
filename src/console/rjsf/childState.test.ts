import { describe, expect, it } from 'vitest';
import { createChildState, faultsAt, jsonPointer } from './childState.ts';

describe('child state', () => {
  it('addresses arrays by JSON pointer', () => {
    expect(jsonPointer(['pages', 2, 'a/b~c'])).toBe('/pages/2/a~1b~0c');
  });

  it('finds faults at or under a pointer, keeping the answer’s identity for one faults list', () => {
    const faults = [{ at: '/pages/2', message: 'a' }, { at: '/pages/2/beacon_id', message: 'b' }, { at: '/pages/12', message: 'c' }];
    expect(faultsAt(faults, '/pages/2').map((f) => f.message)).toEqual(['a', 'b']);
    expect(faultsAt(faults, '/pages/1')).toEqual([]);
    expect(faultsAt(faults, '/pages')).toHaveLength(3);
    expect(faultsAt(faults, '/pages/2')).toBe(faultsAt(faults, '/pages/2'));
  });

  it('notifies only on real changes: equal faults keep the list', () => {
    const s = createChildState();
    let calls = 0;
    s.subscribe(() => { calls += 1; });
    s.setFaults([{ at: '/pages/1', message: 'm', values: { n: 1 } }]);
    const first = s.faults();
    s.setFaults([{ at: '/pages/1', message: 'm', values: { n: 1 } }]);
    expect(s.faults()).toBe(first);
    s.setOpen('/pages', 3);
    s.setOpen('/pages', 3);
    expect(calls).toBe(2);
    s.setFaults([]);
    expect(calls).toBe(3);
  });
});
