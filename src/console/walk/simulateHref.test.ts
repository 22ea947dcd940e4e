import { describe, expect, it } from 'vitest';
import { activeTab } from '../routes/activeTab.ts';
import { simulateHref, subjectOfQuery } from './simulateHref.ts';

describe('the simulator’s address', () => {
  it('names an item of a kind, or the kind’s whole list, and reads back the same subject', () => {
    expect(simulateHref('tk_tour', 12)).toBe('/simulate?kind=tk_tour&id=12');
    expect(simulateHref('tk_venue')).toBe('/simulate?kind=tk_venue');
    expect(subjectOfQuery('kind=tk_tour&id=12')).toEqual({ kind: 'tk_tour', id: 12 });
    expect(subjectOfQuery('?kind=tk_venue')).toEqual({ kind: 'tk_venue' });
    expect(subjectOfQuery('id=3')).toBeUndefined();
    expect(subjectOfQuery('kind=tk_tour&id=x')).toBeUndefined();
  });

  it('keeps the simulated kind’s tab highlighted', () => {
    const routeOf = (id: string) => ({ tk_tour: 'tours', tk_venue: 'tk_venue' } as Record<string, string>)[id];
    expect(activeTab('/simulate', '?kind=tk_tour&id=4', routeOf)).toBe('tours');
    expect(activeTab('/simulate', 'kind=tk_venue', routeOf)).toBe('tk_venue');
    expect(activeTab('/simulate', 'kind=nope', routeOf)).toBe('simulate');
    expect(activeTab('/trip')).toBe('trip');
  });
});
