// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { GeoPoint, WireLink } from '../../core/relations.ts';
import type { OverviewMarker } from '../map/overviewMarkers.ts';
import { CATALOGUES } from '../i18n/catalogues.ts';
import type { Call } from './consoleTest.testUtil.tsx';
import { formatDistance } from './distanceText.ts';

// maplibre does not run in happy-dom: the overview shows its markers as a list, which is what is checked.
vi.mock('../map/MapOverview.tsx', () => ({
  MapOverview: ({ markers, label }: { markers: readonly OverviewMarker[]; label?: string }) => (
    <ol aria-label={label} data-testid="overview">
      {markers.map((m) => <li key={m.key}>{`${m.number} ${m.title} ${m.latitude},${m.longitude}`}</li>)}
    </ol>
  ),
}));

afterEach(cleanup);

// Other files of this worker (the dom project shares modules between files) may have loaded RelationMap
// with the real map already: this file loads the panel and its console afresh, so the mock above applies.
let RelationsPanel: typeof import('./RelationsPanel.tsx').RelationsPanel;
let renderInConsole: typeof import('./consoleTest.testUtil.tsx').renderInConsole;
let testRegistryWith: typeof import('./consoleTest.testUtil.tsx').testRegistryWith;
beforeAll(async () => {
  vi.resetModules();
  ({ RelationsPanel } = await import('./RelationsPanel.tsx'));
  ({ renderInConsole, testRegistryWith } = await import('./consoleTest.testUtil.tsx'));
});

const OWNER = 5;
const walk = { target: ['tk_venue', 'tk_tour'], ordered: true, map: true, label: 'kind.tk_tour.stops' } as const;

const link = (id: number, position: number, kind: string, title: string, location?: GeoPoint): WireLink => ({
  id, owner_id: OWNER, target_id: id + 100, target_kind: kind, position, state: 'active', is_published: false, is_archived: false,
  target: { id: id + 100, title, state: 'published', ...(location ? { location } : {}) },
});

const cityHall = { latitude: 59.9117, longitude: 10.734 };
const akershus = { latitude: 59.9074, longitude: 10.7369 };
const theatre = { latitude: 59.9146, longitude: 10.7335 };
const vigeland = { latitude: 59.927, longitude: 10.7008 };

function setup(links: WireLink[]) {
  const answer = (call: Call): unknown => {
    if (call.path === `/tk_tour/${OWNER}/links/walk`) return { data: { links } };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  };
  const registry = testRegistryWith({ walk });
  return renderInConsole(<RelationsPanel kind={registry.get('tk_tour')} ownerId={OWNER} />, answer, registry);
}

describe('a relation on the map', () => {
  it('puts the placed links on the overview with their row numbers, and shows each leg and the total walk', async () => {
    setup([
      link(1, 0, 'tk_venue', 'City Hall', cityHall),
      link(2, 1, 'tk_tour', 'Audio tour'),
      link(3, 2, 'tk_venue', 'Akershus Fortress', akershus),
      link(4, 3, 'tk_venue', 'National Theatre', theatre),
      link(5, 4, 'tk_venue', 'Vigeland Park', vigeland),
    ]);
    const rows = () => within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((r) => r.querySelector('.relation-row__leg')?.textContent)).toEqual([
      'Start', 'Not on the map', '505 m from the previous stop', '823 m from the previous stop', '2.3 km from the previous stop',
    ]);
    expect(rows().map((r) => r.querySelector('.relation-row__pos')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    const map = screen.getByRole('list', { name: 'Stops on the map' });
    // The unplaced stop keeps its number: the map's 3 is the list's 3.
    expect(within(map).getAllByRole('listitem').map((m) => m.textContent)).toEqual([
      '1 City Hall 59.9117,10.734', '3 Akershus Fortress 59.9074,10.7369', '4 National Theatre 59.9146,10.7335', '5 Vigeland Park 59.927,10.7008',
    ]);
    expect(screen.getByText('Total walk: 3.6 km (straight line)')).toBeTruthy();
  });

  it('says so when no linked item is on the map, and leaves the map out', async () => {
    setup([link(1, 0, 'tk_tour', 'Audio tour'), link(2, 1, 'tk_tour', 'Podcast')]);
    await waitFor(() => expect(screen.getAllByText('Not on the map')).toHaveLength(2));
    expect(screen.getByText('None of these is on the map yet.')).toBeTruthy();
    expect(screen.queryByTestId('overview')).toBeNull();
    expect(screen.queryByText(/Total walk/)).toBeNull();
  });

  it('shows no map or distances for relations without `map`', async () => {
    const answer = (call: Call): unknown => {
      if (call.path === `/tk_tour/${OWNER}/links/stops`) return { data: { links: [link(1, 0, 'tk_venue', 'City Hall', cityHall), link(2, 1, 'tk_venue', 'Akershus Fortress', akershus)] } };
      throw new Error(`unexpected ${call.method} ${call.path}`);
    };
    const registry = testRegistryWith({ stops: { target: 'tk_venue', ordered: true, label: 'kind.tk_tour.stops' } });
    renderInConsole(<RelationsPanel kind={registry.get('tk_tour')} ownerId={OWNER} />, answer, registry);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem')).toHaveLength(2));
    expect(document.querySelector('.relation-row__leg')).toBeNull();
    expect(screen.queryByTestId('overview')).toBeNull();
  });
});

describe('formatDistance', () => {
  const intlOf = (locale: 'en' | 'es' | 'zh') => createIntl({ locale, messages: CATALOGUES[locale], onError: () => {} }, createIntlCache());

  it('writes whole metres below a kilometre and kilometres with one decimal above, in the UI language', () => {
    const en = intlOf('en');
    expect(formatDistance(en, 350.4)).toBe('350 m');
    expect(formatDistance(en, 999.6)).toBe('1.0 km');
    expect(formatDistance(en, 1234)).toBe('1.2 km');
    expect(formatDistance(en, 12_345)).toBe('12.3 km');
    expect(formatDistance(intlOf('es'), 1234)).toBe('1,2 km');
    expect(formatDistance(intlOf('zh'), 350)).toBe('350 米');
  });
});
