import { describe, expect, it } from 'vitest';
import { MAP_BACKGROUND, OFFLINE_CONFIG, satelliteStyle } from './mapConfig.ts';
import { createConsoleIntl } from '../i18n/createConsoleIntl.ts';
import { mapMessageId, type MapMessageId } from './mapMessages.ts';
import { overviewMarkers } from './overviewMarkers.ts';

describe('satelliteStyle', () => {
  it('draws the tile template as one raster layer over the background', () => {
    const style = satelliteStyle({ ...OFFLINE_CONFIG, tiles: 'https://tiles.test/{z}/{y}/{x}', attribution: 'Imagery ©' });
    expect(typeof style).toBe('object');
    const s = style as Exclude<typeof style, string>;
    expect(s.layers.map((l) => l.id)).toEqual(['background', 'satellite']);
    expect(s.sources.satellite).toMatchObject({ type: 'raster', tiles: ['https://tiles.test/{z}/{y}/{x}'], tileSize: 256, attribution: 'Imagery ©' });
  });
  it('prefers a server style URL, and offline keeps only the background colour', () => {
    expect(satelliteStyle({ ...OFFLINE_CONFIG, tiles: 'x', style_url: 'https://styles.test/sat.json' })).toBe('https://styles.test/sat.json');
    const offline = satelliteStyle(OFFLINE_CONFIG) as Exclude<ReturnType<typeof satelliteStyle>, string>;
    expect(offline.layers).toEqual([{ id: 'background', type: 'background', paint: { 'background-color': MAP_BACKGROUND } }]);
  });
});

describe('overviewMarkers', () => {
  it('numbers markers by the number field, else list position, and skips records without valid coordinates', () => {
    expect(overviewMarkers([
      { id: 7, title: 'A', pin_number: '12', latitude: 59.9, longitude: 10.7 },
      { id: 8, title: 'B', latitude: 59.8, longitude: 10.6 },
      { id: 9, title: 'C', pin_number: '3' },
      { id: 10, title: 'D', latitude: 95, longitude: 10 },
    ], { latitude: 'latitude', longitude: 'longitude', number: 'pin_number' })).toEqual([
      { key: '7', number: '12', title: 'A', latitude: 59.9, longitude: 10.7 },
      { key: '8', number: '2', title: 'B', latitude: 59.8, longitude: 10.6 },
    ]);
  });
  it('reads the properties it is told, and takes the title from the caller (a kind\'s toListItem)', () => {
    const records = [{ id: 1, navn: 'Gate', lat: 59.9, lng: 10.7, nr: 4 }, { id: 2, title: 'Pier', latitude: 59.8, longitude: 10.6 }];
    expect(overviewMarkers(records, { latitude: 'lat', longitude: 'lng', number: 'nr', title: (r) => `#${String(r.navn)}` }))
      .toEqual([{ key: '1', number: '4', title: '#Gate', latitude: 59.9, longitude: 10.7 }]);
    // By default: latitude/longitude, a plain title, numbered by position (SPEC §3 map_stations).
    expect(overviewMarkers(records)).toEqual([{ key: '2', number: '2', title: 'Pier', latitude: 59.8, longitude: 10.6 }]);
  });
});

describe('map messages', () => {
  it('speaks the console languages from the catalogue', () => {
    const say = (lang: 'en' | 'es' | 'zh', id: MapMessageId, values?: Record<string, number>) =>
      createConsoleIntl(lang).formatMessage({ id: mapMessageId(id) }, values) as string;
    expect(say('en', 'searchLabel')).toBe('Search and add a pin');
    expect(say('en', 'select')).toBe('Select Location');
    expect(say('en', 'digits')).toBe('Please input digits');
    expect(say('en', 'overviewCount', { count: 1 })).toBe('1 station');
    expect(say('es', 'overviewCount', { count: 3 })).toBe('3 estaciones');
    expect(say('zh', 'locate')).toBe('定位到我的位置');
  });
});
