// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { resolveKind, type PreviewContext } from '../../src/core/index.ts';
import { renderPreview } from '../../src/console/pluginHosts.ts';
import station, { type Station } from './index.ts';
import { legacyPreview, type LegacyStation } from './legacy.ts';

afterEach(cleanup);

const kind = resolveKind(station);
const ctx: PreviewContext = { mediaUrl: (_type, file) => `/media/${file}` };
const pinned: Station = { title: 'Pier', pin_number: '12', pin_label: 'Pier', latitude: 59.9104, longitude: 10.7275, active_beacon: false };
const showStation = (r: Station) => renderPreview(kind.preview!.toPreview!(r, ctx));
const mapList = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

// The phone shows what the app would for what can be saved, in both station shapes.
describe('a station in the phone', () => {
  it('a pinned station: its location, its marker saying the pin number; the list line names the pin', () => {
    showStation(pinned);
    expect(screen.getByRole('heading', { name: 'Location' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stations on the map' })).toBeNull();
    expect(mapList()).toEqual(['12Pier59.9104, 10.7275']);
    expect(kind.list.toListItem!(pinned)).toMatchObject({ ingress: '#12 · Pier' });
  });

  it('an active beacon keeps its hidden pin in the record but shows neither map, pin label nor pin in list or phone', () => {
    const beacon: Station = { ...pinned, active_beacon: true, beacon_id: 'PR12', range: 2 };
    showStation(beacon);
    expect(screen.getByRole('heading', { name: 'Pier' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    expect(screen.queryByText(/59\.9104/)).toBeNull();
    expect(screen.getAllByText('Pier')).toHaveLength(1);
    expect(kind.list.toListItem!(beacon).ingress).toBeUndefined();
  });

  it('a pin off the globe (latitude 95, longitude −181) is no place: no coordinates in the phone', () => {
    showStation({ ...pinned, latitude: 95 });
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    expect(screen.queryByText(/95\.0000/)).toBeNull();
    cleanup();
    showStation({ ...pinned, longitude: -181 });
    expect(screen.queryByText(/-181/)).toBeNull();
  });

  it('the older shape: its place headed Location, numbered 1 (it has no pin number), and never off the globe', () => {
    const hall: LegacyStation = { navn: 'Boat hall', title: 'The boat hall', beacon_id: 'FJ01', range: 3, latitude: 60.3717, longitude: 6.1389 };
    renderPreview(legacyPreview(hall, ctx));
    expect(screen.getByRole('heading', { name: 'Location' })).toBeTruthy();
    expect(mapList()).toEqual(['1The boat hall60.3717, 6.1389']);
    cleanup();
    renderPreview(legacyPreview({ ...hall, latitude: 95, longitude: -181 }, ctx));
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    expect(screen.queryByText(/95\.0000|-181/)).toBeNull();
  });
});
