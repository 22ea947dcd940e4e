import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachedUpstream } from '../upstream/createCachedUpstream.ts';
import { Hono } from 'hono';
import { integrationRoutes } from './integrationRoutes.ts';
import { HttpError } from '../errors/httpError.ts';

// A local fake geocoder over real HTTP: Photon-shaped answers, a slow path and a broken path.
let fake: Server;
let base = '';
const requests: string[] = [];
beforeAll(async () => {
  fake = createServer((req, res) => {
    requests.push(req.url!);
    const q = new URL(req.url!, 'http://x').searchParams.get('q') ?? '';
    if (q === 'slow place') { setTimeout(() => res.end('{}'), 1500); return; }
    if (q === 'broken') { res.statusCode = 500; res.end('oops'); return; }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({
      features: [
        { geometry: { coordinates: [10.7522, 59.9139] }, properties: { name: 'Oslo', country: 'Norway' } },
        { geometry: { coordinates: [999, 59] }, properties: { name: 'Broken coordinates' } },
      ],
    }));
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => fake.close(() => ok())));

function app(timeoutMs = 500) {
  const geocoder = createCachedUpstream({ name: 'The place search service', baseUrl: base, timeoutMs, ttlMs: 60_000, maxEntries: 10 });
  const vimeo = createCachedUpstream({ name: 'Vimeo', baseUrl: 'http://127.0.0.1:9', timeoutMs, ttlMs: 60_000, maxEntries: 10 });
  const a = new Hono();
  a.onError((err, c) => (err instanceof HttpError ? c.json({ message: err.message }, err.status) : c.json({ message: 'boom' }, 500)));
  a.route('/', integrationRoutes({ geocoderKind: 'photon', mapTiles: 'http://tiles/{z}/{x}/{y}', mapAttribution: 'test' }, { geocoder, vimeo }) as unknown as Hono);
  return { a, geocoder };
}

describe('geocoder proxy', () => {
  it('refuses a query that is too short or too long, without calling the geocoder', async () => {
    const { a } = app();
    const before = requests.length;
    for (const q of ['', 'x', 'y'.repeat(201)]) {
      const res = await a.request(`/geocode?q=${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/between 2 and 200 characters/);
    }
    expect(requests.length).toBe(before);
  });

  it('returns places in one shape, dropping impossible coordinates', async () => {
    const res = await app().a.request('/geocode?q=Oslo');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { places: unknown[] } };
    expect(body.data.places).toEqual([{ label: 'Oslo, Norway', latitude: 59.9139, longitude: 10.7522 }]);
  });

  it('answers a repeated query from its cache', async () => {
    const { a, geocoder } = app();
    const before = requests.length;
    await a.request('/geocode?q=Bergen');
    await a.request('/geocode?q=Bergen');
    expect(requests.length - before).toBe(1);
    expect(geocoder.hits).toBe(1);
  });

  it('turns an upstream error into 502 saying search is unavailable and why', async () => {
    const res = await app().a.request('/geocode?q=broken');
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toBe('Place search is unavailable: the search service answered with an error. Try again later, or type the coordinates.');
  });

  it('gives up after its time-out with 504 saying the service did not answer in time', async () => {
    const res = await app(200).a.request('/geocode?q=slow%20place');
    expect(res.status).toBe(504);
    expect(((await res.json()) as { message: string }).message).toBe('Place search is unavailable: the search service did not answer in time. Try again later, or type the coordinates.');
  });

  it('only ever calls its configured host: the query cannot redirect it', async () => {
    const before = requests.length;
    await app().a.request(`/geocode?q=${encodeURIComponent('http://evil.example/x')}`);
    expect(requests.slice(before)).toEqual([`/api/?limit=5&q=${encodeURIComponent('http://evil.example/x')}`]);
  });
});

describe('vimeo config', () => {
  it('says clearly that Vimeo is unreachable when offline', async () => {
    const res = await app().a.request('/vimeo-config/76979871');
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/Vimeo could not be reached/);
  });
  it('refuses an id that is not a number', async () => {
    expect((await app().a.request('/vimeo-config/abc')).status).toBe(400);
  });
});
