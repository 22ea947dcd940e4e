import sharp from 'sharp';
import { autoCrop, derivativeUrl, parseAspect } from '../../src/core/pictures.ts';
import { startServer } from '../support/startServer.ts';
import { startBareServer } from './bareServer.ts';
import { httpLoad, RUN_SECONDS, statusNote, type LoadFigures } from './httpLoad.ts';
import type { BenchRow } from './serverBench.ts';
import { callJson } from './benchHttp.ts';

/** Fresh derivatives timed (each of its own uploaded copy, so none is stored yet). */
const FIRST_COUNT = Number(process.env.BENCH_DERIVATIVES) || 6;
const WIDTH = 800;
const ASPECT = '16:9';

/** A 4000 × 3000 photo-like JPEG (smooth shapes plus grain, about 2.8 MB): what a phone uploads. */
async function phonePhoto(): Promise<Buffer> {
  const noise = (width: number, height: number, sigma: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7a8', noise: { type: 'gaussian', mean: 128, sigma } } }).png().toBuffer();
  const grain = await sharp(await noise(2000, 1500, 12)).resize(4000, 3000).png().toBuffer();
  return sharp(await noise(160, 120, 60)).resize(4000, 3000, { kernel: 'cubic' }).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 85 }).toBuffer();
}

/** The server's work done by sharp in this process: the 16:9 crop of the photo, 800 px wide, WebP. */
async function sharpDirect(photo: Buffer): Promise<Buffer> {
  const crop = autoCrop(4000, 3000, parseAspect(ASPECT)!, null);
  return sharp(photo, { limitInputPixels: 50_000_000 }).autoOrient()
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }).resize({ width: WIDTH }).webp({ quality: 75 }).toBuffer();
}


const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const loadRow = (name: string, ours: LoadFigures, base: LoadFigures, note: string): BenchRow =>
  ({ name, value: ours.rps, unit: 'req/s', baseline: base.rps, ratio: ours.rps / base.rps, note: `${note}; ours ${statusNote(ours)}; baseline ${statusNote(base)}` });

/**
 * Picture derivatives. First: an 800 px WebP of a 4000 × 3000 JPEG's 16:9 crop made by
 * the real server (one request at a time, each a fresh picture), against sharp doing the same work
 * in this process. Cached: the stored derivative served at 1 and 16 connections, against the same
 * bytes stored as an original on the same server and against a bare node:http process.
 */
export async function derivativeBench(): Promise<BenchRow[]> {
  const photo = await phonePhoto();
  const server = await startServer();
  const rows: BenchRow[] = [];
  try {
    const headers = { authorization: `Bearer ${await server.login()}` };
    const upload = async (bytes: Uint8Array, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(bytes)], { type }), name);
      return (await callJson(`${server.url}/api/media`, { method: 'POST', headers, body: form })).data.file as string;
    };
    const files: string[] = [];
    for (let i = 0; i < FIRST_COUNT; i++) files.push(await upload(photo, 'phone.jpg', 'image/jpeg'));
    // The version is asked for first, so the timed request is the canonical one (no redirect in it).
    const urls = await Promise.all(files.map(async (f) => derivativeUrl(f, { w: WIDTH, format: 'webp', ar: ASPECT, v: (await callJson(`${server.url}/api/media/${f}`, { headers })).data.version })));

    await sharpDirect(photo); // warm-up: sharp's first call loads libvips' codecs
    const ours: number[] = [];
    const direct: number[] = [];
    let derived = new Uint8Array();
    for (const url of urls) {
      let t = performance.now();
      const res = await fetch(server.url + url);
      derived = new Uint8Array(await res.arrayBuffer());
      ours.push(performance.now() - t);
      if (res.status !== 200 || res.headers.get('x-derivative') !== 'computed') throw new Error(`${url}: ${res.status} ${res.headers.get('x-derivative')}`);
      t = performance.now();
      await sharpDirect(photo);
      direct.push(performance.now() - t);
    }
    const [oursMs, directMs] = [median(ours), median(direct)];
    rows.push({
      name: `derivative first: ${WIDTH} px WebP of a 4000×3000 JPEG's ${ASPECT} crop, ms per derivative vs sharp in-process`,
      value: oursMs, unit: 'ms', baseline: directMs, ratio: oursMs / directMs,
      note: `median of ${FIRST_COUNT}, one at a time; ours: ${ours.map((x) => x.toFixed(0)).join(', ')} ms; sharp: ${direct.map((x) => x.toFixed(0)).join(', ')} ms; ${(photo.length / 1024).toFixed(0)} KiB original → ${(derived.length / 1024).toFixed(1)} KiB WebP`,
    });

    const cachedUrl = server.url + urls[0];
    const check = await fetch(cachedUrl);
    await check.arrayBuffer();
    if (check.headers.get('x-derivative') !== 'stored') throw new Error(`cached derivative answered ${check.headers.get('x-derivative')}`);
    // The same bytes as an original of the same server: what only the derivative's own route adds.
    const sameBytes = `${server.url}/public/image/${await upload(derived, 'derived.webp', 'image/webp')}`;
    const bare = await startBareServer({ '/derived.webp': { body: Buffer.from(derived), contentType: 'image/webp' } });
    try {
      for (const connections of [1, 16]) {
        const cached = await httpLoad(cachedUrl, connections);
        const original = await httpLoad(sameBytes, connections);
        const plain = await httpLoad(`${bare.url}/derived.webp`, connections);
        rows.push(loadRow(`derivative cached (${(derived.length / 1024).toFixed(0)} KiB WebP), ${connections} connection(s), vs the same bytes as an original file`, cached, original, `${RUN_SECONDS} s; baseline: GET /public/image/{file} of the same server`));
        rows.push(loadRow(`derivative cached, ${connections} connection(s), vs bare node:http`, cached, plain, 'baseline: bare node:http sending the same bytes from memory'));
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await server.close();
  }
  return rows;
}
