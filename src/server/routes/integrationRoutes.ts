import { Hono } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import en from '../../locales/en.json';
import { HttpError } from '../errors/httpError.ts';
import { refusal } from '../errors/refusal.ts';
import { UpstreamError, type CachedUpstream, type UpstreamFailure } from '../upstream/createCachedUpstream.ts';

/** Settings of the third-party services the console reaches only through this server. */
export interface IntegrationConfig {
  /** False when the server runs without a place search service (`GEOCODER_URL=off`). */
  placeSearch?: boolean;
  geocoderKind: 'photon' | 'nominatim';
  mapTiles: string;
  mapStyleUrl?: string;
  mapAttribution: string;
}

/** A place found by the geocoder, in the one shape the console reads. */
export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

/** SPEC §9 default map centre (near Oslo). */
export const DEFAULT_CENTER = { latitude: 59.667, longitude: 10.769 };

function toPlaces(kind: IntegrationConfig['geocoderKind'], body: unknown): Place[] {
  const finite = (p: Place) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;
  if (kind === 'nominatim') {
    if (!Array.isArray(body)) return [];
    return body.map((r: { display_name?: unknown; lat?: unknown; lon?: unknown }) => ({
      label: String(r.display_name ?? '').slice(0, 300), latitude: Number(r.lat), longitude: Number(r.lon),
    })).filter(finite);
  }
  const features = (body as { features?: unknown[] })?.features;
  if (!Array.isArray(features)) return [];
  return features.map((f) => {
    const { geometry, properties: p = {} } = f as { geometry?: { coordinates?: number[] }; properties?: Record<string, unknown> };
    const label = [p.name, p.street && [p.street, p.housenumber].filter(Boolean).join(' '), p.city, p.country]
      .filter((x) => typeof x === 'string' && x).join(', ');
    return { label: label.slice(0, 300), latitude: Number(geometry?.coordinates?.[1]), longitude: Number(geometry?.coordinates?.[0]) };
  }).filter(finite);
}

/**
 * A failed place search said as what it is — search is unavailable, and why (the service did not answer
 * in time, could not be reached, answered with no use, or there is none on this server), in the caller's language — never as "no places".
 */
function searchUnavailable(status: 502 | 503 | 504, reason: UpstreamFailure | 'notConfigured'): HttpError {
  const messageId = `api.refused.geocoder.${reason}`;
  const message = fillPlaceholders((en as Record<string, string>)[messageId] ?? messageId, {});
  return new HttpError(status, message, { reason }, { messageId, values: {} });
}

/** Place search (`/geocode`), Vimeo player config (`/vimeo-config/{id}`) and map settings (`/map-config`). */
export function integrationRoutes(config: IntegrationConfig, upstream: { geocoder: CachedUpstream; vimeo: CachedUpstream }) {
  const app = new Hono<AppEnv>();

  app.get('/geocode', async (c) => {
    const q = (c.req.query('q') ?? '').trim().replace(/\s+/g, ' ');
    if (q.length < 2 || q.length > 200) throw refusal(400, 'api.refused.searchLength');
    if (config.placeSearch === false) throw searchUnavailable(503, 'notConfigured');
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || 5, 1), 10);
    const path = config.geocoderKind === 'nominatim'
      ? `/search?format=jsonv2&limit=${limit}&q=${encodeURIComponent(q)}`
      : `/api/?limit=${limit}&q=${encodeURIComponent(q)}`;
    let answer: unknown;
    try {
      answer = await upstream.geocoder.getJson(path);
    } catch (err) {
      throw err instanceof UpstreamError ? searchUnavailable(err.status as 502 | 504, err.failure) : err;
    }
    const places = toPlaces(config.geocoderKind, answer);
    return c.json({ code: 200, status: 'success', data: { places } });
  });

  app.get('/vimeo-config/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,12}$/.test(id)) throw refusal(400, 'api.refused.vimeoId');
    const data = await upstream.vimeo.getJson(`/video/${id}/config`);
    return c.json({ code: 200, status: 'success', data });
  });

  app.get('/map-config', (c) => c.json({
    code: 200,
    status: 'success',
    data: { tiles: config.mapTiles, style_url: config.mapStyleUrl ?? null, attribution: config.mapAttribution, default_center: DEFAULT_CENTER },
  }));

  return app;
}
