import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { cropFor, NO_PICTURE_SETTINGS } from '../../src/core/pictures.ts';
import type { DeliveredImage } from '../../src/server/delivery/deliveredImages.ts';
import { imageFieldsOf } from '../../src/server/delivery/deliveredImages.ts';
import { clientKind, DEMO, kindRegistry } from '../support/kindRegistry.ts';
import { startServer } from '../support/startServer.ts';
import { cameraJpeg, SPEC_JPEG_LIMIT } from './cameraJpegs.ts';
import { httpLoad, RUN_SECONDS, statusNote, type LoadFigures } from './httpLoad.ts';
import { copyOfSeededDataDir, LIST_SIZE } from './seededServer.ts';
import type { BenchRow } from './serverBench.ts';
import { callJson } from './benchHttp.ts';

type Json = Record<string, any>;


/** A signed-in server on the given folder, with JSON helpers for the staff API. */
async function serve(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer({ dataDir, env });
  const token = await server.login();
  const staff = { authorization: `Bearer ${token}` };
  return {
    server,
    get: (path: string) => callJson(server.url + path, { headers: staff }),
    post: (path: string, body: unknown) => callJson(server.url + path, { method: 'POST', headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    upload: async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/jpeg' }), name);
      return (await callJson(`${server.url}/api/media?expect=image`, { method: 'POST', headers: staff, body: form })).data.file as string;
    },
  };
}
type Served = Awaited<ReturnType<typeof serve>>;

/** Runs `work` over `items`, four at a time. */
async function fourAtATime<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => { while (next < items.length) await work(items[next++]); }));
}

const rps = (name: string, ours: LoadFigures, base: LoadFigures, note: string): BenchRow =>
  ({ name, value: ours.rps, unit: 'req/s', baseline: base.rps, ratio: ours.rps / base.rps, note: `${note}; ours ${statusNote(ours)}; baseline ${statusNote(base)}` });

/**
 * The list of LIST_SIZE published web pages with a thumbnail each (so image data: one media query, a
 * srcset per item), against the same list without pictures, both computed per request
 * (ANSWER_CACHE_MB=0) and from the answer cache. One folder, the server restarted between settings.
 */
async function listWithImages(dataDir: string): Promise<BenchRow[]> {
  const path = '/delivery/v1/web_page';
  let s: Served = await serve(dataDir);
  const pages = (await s.get('/api/web_page')).data.items as { id: number; version: number }[];
  await fourAtATime(pages, async (p) => { await s.get(`/api/web_page/publish/${p.id}`); });
  const key = (await s.post('/api/settings/api-keys', { name: 'Bench app' })).data.secret as string;
  const auth = { authorization: `Bearer ${key}` };
  const sizeOf = async () => (await fetch(s.server.url + path, { headers: auth }).then((r) => r.arrayBuffer())).byteLength;
  const plainBytes = await sizeOf();
  const cachedPlain = await httpLoad(s.server.url + path, 1, auth);
  await s.server.stop();

  s = await serve(dataDir, { ANSWER_CACHE_MB: '0' });
  const computedPlain = await httpLoad(s.server.url + path, 1, auth);
  // Twenty pictures shared by the thousand pages (a company reuses its pictures), stored as uploaded.
  const files: string[] = [];
  for (let i = 0; i < 20; i++) {
    files.push(await s.upload(await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 10 * i, g: 90, b: 160 } } }).jpeg().toBuffer(), `p${i}.jpg`));
  }
  const fresh = (await s.get('/api/web_page')).data.items as { id: number; version: number }[];
  await fourAtATime(fresh.map((p, i) => ({ ...p, file: files[i % files.length] })), async (p) => {
    // An update sends the whole document.
    const doc = (await s.get(`/api/web_page/${p.id}`)).data.items as Json;
    await s.post(`/api/web_page/update/${p.id}`, { ...doc, thumbnail: p.file });
  });
  const withBytes = await sizeOf();
  const sample = ((await callJson(s.server.url + path, { headers: auth })).items as Json[])[0];
  if (!sample.images?.['/thumbnail']) throw new Error(`the delivered page has no image data: ${JSON.stringify(sample).slice(0, 300)}`);
  const computedImages = await httpLoad(s.server.url + path, 1, auth);
  await s.server.stop();

  s = await serve(dataDir);
  const cachedImages = await httpLoad(s.server.url + path, 1, auth);
  await s.server.stop();

  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const sizes = `${kib(withBytes)} with image data vs ${kib(plainBytes)} without`;
  return [
    rps(`GET delivery list with image data (${LIST_SIZE} published, a 200x200 thumbnail each), computed per request (ANSWER_CACHE_MB=0), 1 connection, vs the same list without pictures`,
      computedImages, computedPlain, `${RUN_SECONDS} s; ${sizes}; 20 distinct pictures, one media query per answer`),
    rps(`GET delivery list with image data (${LIST_SIZE} published), from the answer cache, 1 connection, vs the same list without pictures`,
      cachedImages, cachedPlain, `${RUN_SECONDS} s; ${sizes}; identity bytes`),
  ];
}

/** Every concrete location of a schema path in a document, as key paths (`['pages', 2, 'picture']`). */
function locations(doc: unknown, path: readonly string[]): (string | number)[][] {
  let found: { at: (string | number)[]; value: unknown }[] = [{ at: [], value: doc }];
  path.forEach((part, i) => {
    const last = i === path.length - 1;
    found = found.flatMap((f) => {
      if (part === '*') return Array.isArray(f.value) ? f.value.map((v, j) => ({ at: [...f.at, j], value: v })) : [];
      if (!f.value || typeof f.value !== 'object') return [];
      const v = (f.value as Json)[part];
      return last || v !== undefined ? [{ at: [...f.at, part], value: v }] : [];
    });
  });
  return found.map((f) => f.at);
}

function setAt(doc: Json, at: (string | number)[], value: string) {
  let node: any = doc;
  for (const part of at.slice(0, -1)) node = node[part];
  node[at[at.length - 1]] = value;
}

/**
 * SPEC-sized camera pictures put in every picture field of the demo trip and of its stops (the demo
 * seed has none), then the bytes of one of each: the stored JPEGs (what phones got before sized derivatives) against the
 * 800 px WebP derivatives the delivered srcset names — fetched from the derivative route when the
 * server has it, else made here with sharp as that route would (crop, 800 px, WebP at sharp's default quality 80).
 */
async function demoTripBytes(dataDir: string): Promise<BenchRow[]> {
  const s = await serve(dataDir);
  try {
    const key = (await s.post('/api/settings/api-keys', { name: 'Bench phone' })).data.secret as string;
    const auth = { authorization: `Bearer ${key}` };
    // The demo's first trip and its stops, published as a phone would meet them.
    const first = ((await s.get('/api/trip')).data.items as Json[])[0];
    if (!first) throw new Error('the demo has no trip');
    const trip: Json = { ...first, kind: 'trip' };
    const stops = ((await s.get(`/api/trip/${trip.id}/links/stops`)).data.links as Json[]).map((l) => ({ id: l.target_id, kind: l.target_kind }));
    const items: Json[] = [trip, ...stops];
    for (const item of items) {
      const kind = kindRegistry.get(item.kind);
      if ((kind.api.actions as readonly string[]).includes('publish')) await s.get(`/api/${kind.api.entity}/publish/${item.id}`);
    }

    // Each picture field of each item gets a picture of its own.
    const camera = new Map<string, number>();
    const stored = new Map<string, Buffer>();
    let n = 0;
    for (const item of items) {
      const kind = kindRegistry.get(item.kind);
      const entity = kind.api.entity;
      const fields = imageFieldsOf(clientKind(kind, DEMO));
      if (!fields.length) continue;
      const doc = (await s.get(`/api/${entity}/${item.id}`)).data.items as Json;
      const changed = new Set<string>();
      for (const f of fields) {
        for (const at of locations(doc, f.path as string[])) {
          const photo = await cameraJpeg(n++);
          const file = await s.upload(photo.stored, `photo${n}.jpg`);
          camera.set(file, photo.camera.length);
          stored.set(file, photo.stored);
          setAt(doc, at, file);
          changed.add(String(at[0]));
        }
      }
      if (changed.size) await s.post(`/api/${entity}/update/${item.id}`, doc);
    }

    const delivered = (await callJson(`${s.server.url}/delivery/v1/trip/${trip.id}`, { headers: auth })).item as Json;
    const images = [delivered, ...Object.values(delivered.relations as Record<string, Json[]>).flat()]
      .flatMap((item) => Object.values((item.images ?? {}) as Record<string, DeliveredImage>));
    const distinct = new Map(images.map((img) => [`${img.file}\u0000${img.aspect}`, img]));
    let before = 0, after = 0, cameraBytes = 0, viaRoute = 0;
    for (const file of new Set(images.map((img) => img.file))) {
      const original = await fetch(`${s.server.url}/public/image/${file}`);
      before += (await original.arrayBuffer()).byteLength;
      cameraBytes += camera.get(file) ?? 0;
    }
    for (const img of distinct.values()) {
      const entry = img.srcset.webp.filter((e) => e.w <= 800).at(-1)!;
      const res = await fetch(s.server.url + entry.url, { headers: { accept: 'image/webp' } });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.ok && res.headers.get('x-derivative') && res.headers.get('content-type') === 'image/webp') {
        after += bytes.length;
        viaRoute++;
        continue;
      }
      const original = stored.get(img.file)!;
      const meta = await sharp(original).metadata();
      const crop = cropFor(NO_PICTURE_SETTINGS, meta.width!, meta.height!, img.aspect);
      after += (await sharp(original).rotate().extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }).resize({ width: entry.w }).webp().toBuffer()).length;
    }
    const mb = (x: number) => `${(x / 1024 / 1024).toFixed(2)} MB`;
    const how = viaRoute === distinct.size ? 'all from the derivative route' : viaRoute ? `${viaRoute} from the derivative route, the rest made with sharp here` : 'made with sharp here (no derivative route on this branch)';
    console.error(`demo trip: ${images.length} pictures; before ${mb(before)} (stored JPEGs; the camera's own files ${mb(cameraBytes)}), after ${mb(after)} (800 px WebP, ${how})`);
    return [{
      name: `bytes a phone downloads for the demo trip "${trip.title ?? trip.id}" and its stops: ${distinct.size} pictures as 800 px WebP vs the stored original JPEGs`,
      value: after / 1024, unit: 'KiB', baseline: before / 1024, ratio: after / before,
      note: `before: the 4000x3000 originals as stored (each re-saved under SPEC §5's ${SPEC_JPEG_LIMIT / 1024 / 1024} MB; the camera's own JPEGs were ${mb(cameraBytes)}); `
        + `after: each picture field's 800 px WebP of its crop (thumbnails too), ${how}; synthetic camera-like photos, the demo has none`,
    }];
  } finally {
    await s.server.stop();
  }
}

/** The delivered pictures' figures: the list with image data against the same list without pictures, and the demo trip's bytes before and after. */
export async function deliveryImageBench(): Promise<BenchRow[]> {
  const dataDir = await copyOfSeededDataDir();
  try {
    return [...(await listWithImages(dataDir)), ...(await demoTripBytes(dataDir))];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
