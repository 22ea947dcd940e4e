import { describe, expect, it } from 'vitest';
import { createKindRegistry } from '../../core/createKindRegistry.ts';
import * as tourModule from '../../../tests/kinds/plugins/tk_tour/index.ts';
import * as venueModule from '../../../tests/kinds/plugins/tk_venue/index.ts';
import { activeTab } from '../routes/activeTab.ts';
import { consoleRoutes } from '../routes/consoleRoutes.ts';
import { simulateHref, subjectOfQuery, subjectParams } from './simulateHref.ts';
import { zoneLintPath } from './useZoneFindings.ts';

describe('the simulator’s address', () => {
  it('names an item of a kind, or the kind’s whole list, and reads back the same subject', () => {
    expect(simulateHref('tk_tour', 12)).toBe('/simulate?kind=tk_tour&id=12');
    expect(simulateHref('tk_venue')).toBe('/simulate?kind=tk_venue');
    expect(subjectOfQuery('kind=tk_tour&id=12')).toEqual({ kind: 'tk_tour', id: 12 });
    expect(subjectOfQuery('?kind=tk_venue')).toEqual({ kind: 'tk_venue' });
    expect(subjectOfQuery('id=3')).toBeUndefined();
    expect(subjectOfQuery('kind=tk_tour&id=x')).toBeUndefined();
  });

  it('names a subject the same way in the zone check’s query', () => {
    expect(subjectParams({ kind: 'tk_tour', id: 12 }).toString()).toBe('kind=tk_tour&id=12');
    expect(subjectParams({ kind: 'tk_venue' }).toString()).toBe('kind=tk_venue');
    expect(zoneLintPath({ kind: 'tk_tour', id: 12 }, 19.6)).toBe('/zone-lint?accuracy=20&kind=tk_tour&id=12');
    // A whole list's check asks for everything (the panel keeps what concerns the kind).
    expect(zoneLintPath({ kind: 'tk_venue' }, 20)).toBe('/zone-lint?accuracy=20');
  });

  it('keeps the simulated kind’s tab highlighted', () => {
    const { tabs } = consoleRoutes(createKindRegistry({ '/tests/kinds/plugins/tk_tour/index.ts': tourModule, '/tests/kinds/plugins/tk_venue/index.ts': venueModule }).kinds);
    const routeOf = (id: string) => ({ tk_tour: 'tours', tk_venue: 'tk_venue' } as Record<string, string>)[id];
    expect(activeTab(tabs, '/simulate', '?kind=tk_tour&id=4', routeOf)).toBe('tours');
    expect(activeTab(tabs, '/simulate', 'kind=tk_venue', routeOf)).toBe('tk_venue');
    expect(activeTab(tabs, '/simulate', 'kind=nope', routeOf)).toBe('simulate');
    expect(activeTab(tabs, '/tk_venue')).toBe('tk_venue');
  });
});
