import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivativeUrl } from '../../src/core/pictures.ts';
import { api, type ApiClient } from '../support/api.ts';
import { fileForm } from '../support/mediaSamples.ts';
import { serverSql } from '../support/serverSql.ts';
import { signedInServer } from '../support/signedInServer.ts';
import { startS3Server, type TestS3Server } from '../support/s3Server.ts';
import { startServer, type TestServer } from '../support/startServer.ts';

// The 16:9 crop the author sets: the only green part of an otherwise red phone photo.
const GREEN = { x: 2000, y: 1000, width: 1600, height: 900 };

/** A 4000 × 3000 phone-sized JPEG: red, with the GREEN rectangle painted in. */
async function phonePhoto(): Promise<Uint8Array> {
  const green = await sharp({ create: { width: GREEN.width, height: GREEN.height, channels: 3, background: '#00ff00' } }).png().toBuffer();
  return new Uint8Array(await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#ff0000' } })
    .composite([{ input: green, left: GREEN.x, top: GREEN.y }]).jpeg({ quality: 90 }).toBuffer());
}

/** Average red and green (0..255) of a picture's bytes. */
async function colourOf(bytes: Uint8Array): Promise<{ red: number; green: number }> {
  const { channels } = await sharp(bytes).stats();
  return { red: channels[0].mean, green: channels[1].mean };
}

/** A public GET that does not follow redirects, with its body as bytes. */
async function raw(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function upload(client: ApiClient, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): Promise<string> {
  const up = await client.post('/api/media', fileForm(bytes, name, type));
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  return up.body.data.file as string;
}


/** The derivatives of one picture in a local store: file name and bytes, by name. */
function derivedOnDisk(server: TestServer, file: string): { name: string; size: number }[] {
  const dir = join(server.dataDir, 'media', 'image-derived');
  const hex = file.split('.')[0];
  return readdirSync(dir).filter((n) => n.startsWith(`${hex}.`)).sort().map((name) => ({ name, size: statSync(join(dir, name)).size }));
}

/** Asks a picture's derivatives at some widths and formats as a phone would (following the redirect to the current version). */
async function fetchLadder(server: TestServer, file: string, widths = [400, 800], formats = ['webp', 'jpeg']) {
  for (const w of widths) {
    for (const format of formats) {
      const res = await fetch(`${server.url}/public/image/${file}?w=${w}&format=${format}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  }
}

/** An 800 × 600 JPEG of noise: its 400 px JPEG derivative is about 41 kB, whatever the seed. */
async function noisePhoto(): Promise<Uint8Array> {
  return new Uint8Array(await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } }).jpeg({ quality: 90 }).toBuffer());
}

describe('picture derivatives: sized, cropped, modern formats, computed once', () => {
  const s = signedInServer();
  let file: string;
  let version: string;
  beforeAll(async () => {
    file = await upload(s.client, await phonePhoto());
    const set = await s.client.post(`/api/media/${file}`, { crop: { aspect: '16:9', ...GREEN } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    version = set.body.data.version;
  });

  it('answers w=400&format=webp as a 400 px WebP of the crop, computed once and then read from storage', async () => {
    const first = await fetch(`${s.server.url}/public/image/${file}?w=400&format=webp`);
    expect(first.redirected).toBe(true);
    expect(first.url).toBe(s.server.url + derivativeUrl(file, { w: 400, format: 'webp', v: version }));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('x-derivative')).toBe('computed');
    const bytes = new Uint8Array(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 225 });
    expect(meta.exif).toBeUndefined();
    const colour = await colourOf(bytes);
    expect(colour.green).toBeGreaterThan(200);
    expect(colour.red).toBeLessThan(40);

    const again = await raw(s.server, derivativeUrl(file, { w: 400, format: 'webp', v: version }));
    expect(again.status).toBe(200);
    expect(again.headers.get('x-derivative')).toBe('stored');
    expect(again.bytes).toEqual(bytes);
    const hex = file.split('.')[0];
    const onDisk = readdirSync(join(s.server.dataDir, 'media', 'image-derived')).filter((n) => n.startsWith(hex) && n.endsWith('.400.webp'));
    expect(onDisk).toEqual([`${hex}.${version}.16x9.400.webp`]);
  });

  it('redirects uncached to the canonical URL (current version, snapped width), which is cached for a year with a strong ETag', async () => {
    const canonical = derivativeUrl(file, { w: 400, format: 'webp', v: version });
    for (const asked of [`?w=400&format=webp`, `?w=300&format=webp`, `?w=400&format=webp&v=zzz`, `?w=301&format=webp&v=${version}`]) {
      const res = await raw(s.server, `/public/image/${file}${asked}`);
      expect(res.status, asked).toBe(307);
      expect(res.headers.get('location'), asked).toBe(canonical);
      expect(res.headers.get('cache-control'), asked).toBe('no-cache');
    }
    const res = await raw(s.server, canonical);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await raw(s.server, canonical, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    // Never wider than the crop: 1600 is the crop's own width here.
    const wide = await fetch(`${s.server.url}/public/image/${file}?w=1600&format=jpeg&v=${version}`);
    expect((await sharp(new Uint8Array(await wide.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it('computes 20 concurrent first requests of one derivative once', async () => {
    const url = `${s.server.url}${derivativeUrl(file, { w: 800, format: 'jpeg', v: version })}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url).then(async (r) => ({ status: r.status, source: r.headers.get('x-derivative'), size: (await r.arrayBuffer()).byteLength }))));
    expect(answers.every((a) => a.status === 200 && a.size > 0)).toBe(true);
    const sources = answers.map((a) => a.source);
    expect(sources.filter((x) => x === 'computed')).toHaveLength(1);
    expect(sources.every((x) => x === 'computed' || x === 'shared' || x === 'stored')).toBe(true);
  });

  it('picks the format from Accept when none is asked, and says it varies', async () => {
    const url = derivativeUrl(file, { w: 200, v: version });
    for (const [accept, mime, format] of [['image/avif,image/webp,*/*', 'image/avif', 'heif'], ['image/webp,*/*', 'image/webp', 'webp'], ['*/*', 'image/jpeg', 'jpeg']]) {
      const res = await raw(s.server, url, { accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-type'), accept).toBe(mime);
      expect(res.headers.get('vary'), accept).toMatch(/accept/i);
      const meta = await sharp(res.bytes).metadata();
      expect(meta.format, accept).toBe(format);
      expect(meta.width, accept).toBe(200);
    }
  });

  it('cuts a declared aspect the author did not crop around the focal point, and refuses one no field declares', async () => {
    const square = await fetch(`${s.server.url}/public/image/${file}?w=200&format=png&ar=1:1`);
    expect(square.status).toBe(400);
    const res = await fetch(`${s.server.url}/public/image/${file}?w=200&format=jpeg&ar=1:1`);
    expect(res.status).toBe(200);
    expect(new URL(res.url).searchParams.get('ar')).toBe('1:1');
    expect(await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('refuses hostile values with a message in the caller\'s language, and unknown files or non-pictures with 404', async () => {
    const hostile = ['w=0', 'w=-1', 'w=1601', 'w=1e9', 'w=abc', 'w=400.5', 'w=', 'format=webp', 'w=400&format=gif', 'w=400&format=../x',
      'w=400&ar=3:7', 'w=400&ar=garbage', 'w=400&w=800'];
    for (const q of hostile) {
      const res = await s.client.get(`/public/image/${file}?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/\S/);
      expect(res.headers.get('cache-control') ?? '', q).not.toMatch(/immutable/);
    }
    expect((await s.client.get(`/public/image/${file}?w=1601`)).body.message).toBe('w must be a whole number of pixels from 1 to 1600.');
    expect((await s.client.get(`/public/image/${file}?w=400&ar=3:7`)).body.message).toMatch(/^ar must be a shape a picture field declares: .*16:9/);
    expect((await s.client.get(`/public/image/${file}?w=400&format=gif`, { 'accept-language': 'es' })).body.message).toBe('format debe ser avif, webp o jpeg.');

    const unknown = await s.client.get('/public/image/0123456789abcdef0123456789abcdef.jpg?w=400');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no picture by this name.');
    const video = await upload(s.client, Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), 'clip.mp4', 'video/mp4');
    expect(video).toMatch(/\.mp4$/);
    expect((await s.client.get(`/public/image/${video}?w=400`)).status).toBe(404);
    // Without derivative parameters the original is served as before.
    const original = await raw(s.server, `/public/image/${file}`);
    expect(original.status).toBe(200);
    expect((await sharp(original.bytes).metadata()).width).toBe(4000);
  });

  it('redirects the old version\'s URL to the new one after a crop change, and shows the new crop', async () => {
    const old = derivativeUrl(file, { w: 400, format: 'webp', v: version });
    const set = await s.client.post(`/api/media/${file}`, { crop: { aspect: '16:9', x: 0, y: 0, width: 1600, height: 900 } });
    expect(set.status).toBe(200);
    const next = set.body.data.version as string;
    expect(next).not.toBe(version);
    const moved = await raw(s.server, old);
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe(derivativeUrl(file, { w: 400, format: 'webp', v: next }));
    const now = await fetch(s.server.url + old);
    expect(now.headers.get('x-derivative')).toBe('computed');
    const colour = await colourOf(new Uint8Array(await now.arrayBuffer()));
    expect(colour.red).toBeGreaterThan(200);
    expect(colour.green).toBeLessThan(40);
  });

  it('keeps only the current version\'s derivatives after several crop changes, and the old URL still leads to the new crop', async () => {
    const photo = await upload(s.client, await phonePhoto());
    const versions: string[] = [];
    for (const x of [0, 400, 800, 1200]) {
      const set = await s.client.post(`/api/media/${photo}`, { crop: { aspect: '16:9', x, y: 0, width: 1600, height: 900 } });
      expect(set.status).toBe(200);
      versions.push(set.body.data.version);
      await fetchLadder(s.server, photo);
    }
    const current = versions.at(-1)!;
    const left = derivedOnDisk(s.server, photo);
    expect(left.map((d) => d.name.split('.')[1])).toEqual([current, current, current, current]);
    expect(left).toHaveLength(4);
    // A phone holding the first version's URL is sent on to the current one, which answers the current crop.
    const old = derivativeUrl(photo, { w: 400, format: 'webp', v: versions[0] });
    const moved = await raw(s.server, old, { 'if-none-match': `"${photo.split('.')[0]}.${versions[0]}.16x9.400.webp"` });
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe(derivativeUrl(photo, { w: 400, format: 'webp', v: current }));
    const now = await raw(s.server, moved.headers.get('location')!);
    expect(now.status).toBe(200);
    expect(now.headers.get('x-derivative')).toBe('stored');
  });

  it('derives a picture stored before pictures had sizes (measured on the way)', async () => {
    const old = await upload(s.client, new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#00f' } }).jpeg().toBuffer()));
    await serverSql(s.server, 'update media set width = null, height = null where file_name = $1', [old]);
    const res = await fetch(`${s.server.url}/public/image/${old}?w=100&format=jpeg`);
    expect(res.status).toBe(200);
    expect(await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 75 });
    expect((await s.client.get(`/api/media/${old}`)).body.data).toMatchObject({ width: 640, height: 480 });
  });
});

describe('picture derivatives in S3-compatible storage', () => {
  let s3: TestS3Server;
  let server: TestServer;
  let bucket: S3Client;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startServer({ env: s3.env });
    bucket = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  });
  afterAll(async () => {
    bucket?.destroy();
    await server?.close();
    await s3?.close();
  });

  it('stores a derivative under image-derived/ in the bucket and reads it from there next time', async () => {
    const client = api(server, await server.login());
    const photo = new Uint8Array(await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#36c' } }).jpeg().toBuffer());
    const file = await upload(client, photo);
    const first = await fetch(`${server.url}/public/image/${file}?w=400&format=avif`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-derivative')).toBe('computed');
    const v = new URL(first.url).searchParams.get('v');
    const keys = ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'image-derived/' }))).Contents ?? []).map((o) => o.Key);
    expect(keys).toEqual([`image-derived/${file.split('.')[0]}.${v}.o.400.avif`]);
    const again = await fetch(first.url);
    expect(again.headers.get('x-derivative')).toBe('stored');
    expect((await sharp(new Uint8Array(await again.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('deletes the old version\'s derivatives from the bucket when the crop changes', async () => {
    const client = api(server, await server.login());
    const file = await upload(client, new Uint8Array(await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c63' } }).jpeg().toBuffer()));
    const hex = file.split('.')[0];
    const keysOf = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `image-derived/${hex}.` }))).Contents ?? []).map((o) => o.Key!).sort();
    let version = '';
    for (const x of [0, 200, 0]) {
      const set = await client.post(`/api/media/${file}`, { crop: { aspect: '16:9', x, y: 0, width: 1280, height: 720 } });
      expect(set.status).toBe(200);
      version = set.body.data.version;
      await fetchLadder(server, file);
    }
    expect(await keysOf()).toEqual(['800.jpeg', '800.webp', '400.jpeg', '400.webp'].sort().map((tail) => `image-derived/${hex}.${version}.16x9.${tail}`).sort());
  });
});

describe('the derivative store of a company is bounded, least recently used out', () => {
  // 0.15 MB: three 41 kB derivatives fit, a fourth does not.
  const s = signedInServer({ env: { MEDIA_DERIVED_MB: '0.15' } });

  it('drops the company\'s least recently used derivative past the bound, makes it again on demand, and leaves other companies\' alone', async () => {
    const theirs = await upload(s.other, await noisePhoto());
    const [p1, p2, p3, p4] = [await upload(s.client, await noisePhoto()), await upload(s.client, await noisePhoto()), await upload(s.client, await noisePhoto()), await upload(s.client, await noisePhoto())];
    const ask = async (file: string) => {
      const res = await fetch(`${s.server.url}/public/image/${file}?w=400&format=jpeg`);
      expect(res.status).toBe(200);
      return { source: res.headers.get('x-derivative'), bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    expect((await ask(theirs)).source).toBe('computed');
    const first = { p1: await ask(p1), p2: await ask(p2), p3: await ask(p3) };
    expect(Object.values(first).map((a) => a.source)).toEqual(['computed', 'computed', 'computed']);
    expect((await ask(p1)).source).toBe('stored');
    expect((await ask(p4)).source).toBe('computed');

    // p2 was used least recently: gone; p1 (asked again), p3 and p4 kept.
    expect([p1, p2, p3, p4].map((f) => derivedOnDisk(s.server, f).length)).toEqual([1, 0, 1, 1]);
    const mine = [p1, p3, p4].flatMap((f) => derivedOnDisk(s.server, f)).reduce((sum, d) => sum + d.size, 0);
    expect(mine).toBeLessThanOrEqual(0.15 * 1024 * 1024);
    expect(derivedOnDisk(s.server, theirs)).toHaveLength(1);

    const again = await ask(p2);
    expect(again.source).toBe('computed');
    expect(again.bytes).toEqual(first.p2.bytes);
    // Made again, it pushed out the next least recently used one (p3).
    expect([p1, p2, p3, p4].map((f) => derivedOnDisk(s.server, f).length)).toEqual([1, 1, 0, 1]);
    expect((await ask(p1)).source).toBe('stored');
  });
});
