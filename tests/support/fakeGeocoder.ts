import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/** A place the fake geocoder knows: found when the query is part of its name (case-insensitive). */
export interface FakePlace {
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** Places the map e2e searches for (real places, but answered locally). */
export const FAKE_PLACES: FakePlace[] = [
  { name: 'Vigeland Park', city: 'Oslo', country: 'Norway', latitude: 59.927, longitude: 10.7 },
  { name: 'Holmenkollen Ski Jump', city: 'Oslo', country: 'Norway', latitude: 59.9637, longitude: 10.6678 },
  { name: 'Vigelandsmuseet', city: 'Oslo', country: 'Norway', latitude: 59.9243, longitude: 10.7046 },
];

/** Colour of every fake satellite tile: a green no default map style uses, so a test can spot it on screen. */
export const TILE_RGB: readonly [number, number, number] = [46, 170, 94];

/** The running fake: a Photon-style geocoder (`/api/?q=`) and a tile server (`/tiles/{z}/{x}/{y}.png`). */
export interface FakeMapServices {
  url: string;
  /** Value for the server's MAP_TILES. */
  tilesTemplate: string;
  /** Environment for startServer: GEOCODER_URL, GEOCODER_KIND and MAP_TILES pointing here. */
  env: Record<string, string>;
  /** Paths requested so far, in order. */
  geocodeQueries: string[];
  tileRequests: string[];
  /** Takes the geocoder down (its connections are dropped, as a stopped service's) or brings it back; tiles stay. */
  setGeocoderDown(down: boolean): void;
  close(): Promise<void>;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A solid-colour 256×256 RGB PNG, built by hand so the fake needs no image library. */
export function solidPng(rgb: readonly [number, number, number], size = 256): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the fake geocoder and tile server on a free local port (real HTTP, as the server's upstream). */
export async function startFakeGeocoder(places: FakePlace[] = FAKE_PLACES): Promise<FakeMapServices> {
  const tile = solidPng(TILE_RGB);
  const geocodeQueries: string[] = [];
  const tileRequests: string[] = [];
  let geocoderDown = false;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      tileRequests.push(url.pathname);
      // The browser fetches tiles cross-origin (maplibre loads them as images through fetch).
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(tile);
      return;
    }
    if (url.pathname === '/api/' || url.pathname === '/api') {
      if (geocoderDown) { req.socket.destroy(); return; }
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      geocodeQueries.push(q);
      const limit = Number(url.searchParams.get('limit')) || 5;
      const found = places.filter((p) => p.name.toLowerCase().includes(q)).slice(0, limit);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({
        type: 'FeatureCollection',
        features: found.map((p) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
          properties: { name: p.name, city: p.city, country: p.country, osm_type: 'N' },
        })),
      }));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tilesTemplate = `${url}/tiles/{z}/{x}/{y}.png`;
  return {
    url,
    tilesTemplate,
    env: { GEOCODER_URL: url, GEOCODER_KIND: 'photon', MAP_TILES: tilesTemplate },
    geocodeQueries,
    tileRequests,
    setGeocoderDown: (down) => { geocoderDown = down; },
    close: () => new Promise<void>((ok) => { server.closeAllConnections(); server.close(() => ok()); }),
  };
}
