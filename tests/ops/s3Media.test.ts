import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStore } from '../../src/server/media/createS3MediaStore.ts';
import type { MediaStore } from '../../src/server/media/MediaStore.ts';
import { api, type ApiClient } from '../support/api.ts';
import { answered } from '../support/expectAnswer.ts';
import { PLAIN_KIND } from '../support/plainKind.ts';
import { fileForm, htmlPage, scriptedSvg, tinyJpeg, tinyPng } from '../support/mediaSamples.ts';
import { startS3Server, type TestS3Server } from '../support/s3Server.ts';
import { startServer, type TestServer } from '../support/startServer.ts';
import { TEMPLATE_ENV } from '../support/templates.ts';

/** A real MP3 of silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz: 417 bytes each), about 65 KB. */
function silentMp3(frames = 160): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const bytes = new Uint8Array(frame.length * frames);
  for (let i = 0; i < frames; i++) bytes.set(frame, i * frame.length);
  // Distinct bytes inside frames, so a wrong range cannot pass for the right one.
  for (let i = 0; i < bytes.length; i++) if (i % 417 >= 4) bytes[i] = i % 251;
  return bytes;
}

/** Every file under a directory (recursively); none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
  } catch {
    return [];
  }
}

/** An SDK client on the test bucket, to look at what really is stored there. */
function bucketClient(s3: TestS3Server): S3Client {
  return new S3Client({
    endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
}

async function bucketKeys(client: S3Client, bucket: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

async function bucketBytes(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await got.Body!.transformToByteArray());
}

describe('media in S3-compatible storage (s3rver over HTTP)', () => {
  let s3: TestS3Server;
  let server: TestServer;
  let client: ApiClient;
  let bucket: S3Client;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startServer({ env: s3.env });
    client = api(server, await server.login());
    bucket = bucketClient(s3);
  });
  afterAll(async () => {
    bucket?.destroy();
    await server?.close();
    await s3?.close();
  });

  it('stores an uploaded JPEG in the bucket under image/<server name> and serves the same bytes with nosniff', async () => {
    const bytes = tinyJpeg();
    const res = await client.post('/api/media', fileForm(bytes, '../../evil name.jpg', 'image/jpeg'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ type: 'image', mime: 'image/jpeg', size: bytes.length, url: `/public/image/${data.file}` });
    expect(data.file).toMatch(/^[a-f0-9]{32}\.jpg$/);

    expect(await bucketKeys(bucket, s3.bucket)).toContain(`image/${data.file}`);
    expect(await bucketBytes(bucket, s3.bucket, `image/${data.file}`)).toEqual(Buffer.from(bytes));

    const served = await fetch(server.url + data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));
  });

  it('stores audio under audio/, serves it as audio/mpeg and answers a byte range with 206 and exactly those bytes', async () => {
    const bytes = silentMp3();
    const res = await client.post('/api/media', fileForm(bytes, 'walk.mp3', 'application/octet-stream'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { file, url } = res.body.data;
    expect(res.body.data).toMatchObject({ type: 'audio', mime: 'audio/mpeg', size: bytes.length });
    expect(await bucketKeys(bucket, s3.bucket)).toContain(`audio/${file}`);

    const whole = await fetch(server.url + url);
    expect(whole.headers.get('content-type')).toMatch(/^audio\/mpeg/);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(Buffer.from(bytes));

    const part = await fetch(server.url + url, { headers: { range: 'bytes=1000-2999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-2999/${bytes.length}`);
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(1000, 3000)));

    const tail = await fetch(server.url + url, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(bytes.length - 100)));
  });

  it('refuses SVG and HTML dressed as a JPEG with 415, putting nothing into the bucket', async () => {
    expect((await client.post('/api/media', fileForm(tinyPng(), 'ok.png', 'image/png'))).status).toBe(201);
    const before = await bucketKeys(bucket, s3.bucket);
    for (const [bytes, name, type] of [[scriptedSvg(), 'logo.svg', 'image/svg+xml'], [htmlPage(), 'photo.jpg', 'image/jpeg']] as const) {
      const res = await client.post('/api/media', fileForm(bytes, name, type));
      expect(res.status, name).toBe(415);
      expect(res.body.message, name).toMatch(/\S/);
    }
    expect(await bucketKeys(bucket, s3.bucket)).toEqual(before);
  });

  it('answers 502 with a message while the storage is away, and serves and stores again once it is back', async () => {
    const bytes = tinyJpeg();
    const stored = (await answered(client.post('/api/media', fileForm(bytes, 'kept.jpg', 'image/jpeg')), 201)).data;
    await s3.pause();
    try {
      const up = await client.post('/api/media', fileForm(tinyPng(), 'while-away.png', 'image/png'));
      expect(up.status, JSON.stringify(up.body)).toBe(502);
      expect(up.body.message).toMatch(/media storage/i);
      const served = await fetch(server.url + stored.url);
      expect(served.status).toBe(502);
      expect((await served.json()).message).toMatch(/\S/);
      expect((await client.get(`/api/${PLAIN_KIND.api.entity}`)).status, 'the rest of the API keeps working').toBe(200);
    } finally {
      await s3.resume();
    }
    const again = await fetch(server.url + stored.url);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(bytes));
    expect((await client.post('/api/media', fileForm(tinyPng(), 'after.png', 'image/png'))).status).toBe(201);
  });

  it('answers 404 for a name that is not in the bucket, and keeps nothing under DATA_DIR/media', async () => {
    const missing = await fetch(`${server.url}/public/image/${'0'.repeat(32)}.jpg`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toMatch(/\S/);
    expect(filesUnder(join(server.dataDir, 'media')), 'with S3 configured, no media file lands on local disk').toEqual([]);
  });

  it('never prints the secret key, not even when logging storage failures', () => {
    expect(server.output()).toMatch(/media storage: .* failed/);
    expect(server.output()).not.toContain(s3.secretAccessKey);
  });
});

describe('the S3 media store itself (what backups and clean-ups use)', () => {
  let s3: TestS3Server;
  let store: MediaStore;
  beforeAll(async () => {
    s3 = await startS3Server('store-bucket');
    store = await createS3MediaStore({ endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true });
  });
  afterAll(async () => { await s3?.close(); });

  const read = async (stream: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    for await (const c of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
    return Buffer.concat(chunks);
  };

  it('puts, opens (whole and ranged), lists, removes and restores under the same names', async () => {
    const jpeg = tinyJpeg();
    const mp3 = silentMp3(4);
    const image = await store.put('image', 'jpg', jpeg);
    const audio = await store.put('audio', 'mp3', mp3);
    expect(image).toMatch(/^[a-f0-9]{32}\.jpg$/);

    const opened = (await store.open('audio', audio))!;
    expect(opened.size).toBe(mp3.length);
    expect(await read(opened.stream())).toEqual(Buffer.from(mp3));
    expect(await read(opened.stream({ start: 10, end: 19 }))).toEqual(Buffer.from(mp3.subarray(10, 20)));
    expect(await store.open('image', audio), 'a file is found only under its own type').toBeUndefined();
    expect(await store.open('image', '../audio/' + audio)).toBeUndefined();

    const listed = [];
    for await (const m of store.list()) listed.push(m);
    expect(listed).toEqual([{ type: 'image', file: image, size: jpeg.length }, { type: 'audio', file: audio, size: mp3.length }]);

    await store.remove('image', image);
    await store.remove('image', image);
    expect(await store.open('image', image)).toBeUndefined();

    await store.restore('image', image, jpeg);
    expect(await read((await store.open('image', image))!.stream())).toEqual(Buffer.from(jpeg));
    await expect(store.restore('image', '../escape.jpg', jpeg)).rejects.toThrow(/name/);
  });
});

describe('start-up with S3 that cannot be used', () => {
  let s3: TestS3Server;
  beforeAll(async () => { s3 = await startS3Server('present'); });
  afterAll(async () => { await s3?.close(); });

  /** Starts a server that must refuse to start; returns everything it printed. */
  const refusedStart = async (env: Record<string, string>, opts: { dataDir?: string; fromTemplate?: boolean } = {}) => {
    const err = await startServer({ ...opts, env }).then(async (s) => { await s.close(); return undefined; }, (e: Error) => e);
    expect(err, 'the server must not start').toBeInstanceOf(Error);
    expect(err!.message).toMatch(/exited with 1 before listening/);
    return err!.message;
  };
  const secret = 'never-print-this-secret-42';

  it('stops with a message naming MEDIA_S3_BUCKET when the bucket does not exist, never printing the secret', async () => {
    const out = await refusedStart({ ...s3.env, MEDIA_S3_BUCKET: 'absent-bucket', MEDIA_S3_SECRET_ACCESS_KEY: secret });
    expect(out).toMatch(/MEDIA_S3_BUCKET "absent-bucket".*does not exist/);
    expect(out).not.toContain(secret);
  });

  it('fails a first start before seeding, so the next start still shows the generated admin password', async () => {
    const dataDir = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-s3-first-'));
    try {
      const out = await refusedStart({ ...s3.env, MEDIA_S3_BUCKET: 'absent-bucket', ADMIN_PASSWORD: '' }, { dataDir, fromTemplate: false });
      expect(out).toMatch(/does not exist/);
      expect(out).not.toMatch(/generated password/);
      const fixed = await startServer({ dataDir, fromTemplate: false, env: { ...s3.env, ADMIN_PASSWORD: '' } });
      // The sign-in lines follow the "listening" line startServer waits for.
      for (let i = 0; i < 100 && !/Sign in at/.test(fixed.output()); i++) await new Promise((r) => setTimeout(r, 50));
      const shown = fixed.output();
      await fixed.stop();
      expect(shown, 'the password of the first real start is shown then').toMatch(/generated password \S+/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with a message naming MEDIA_S3_ENDPOINT when nothing answers there', async () => {
    const out = await refusedStart({ ...s3.env, MEDIA_S3_ENDPOINT: 'http://user:pw-in-url@127.0.0.1:9', MEDIA_S3_SECRET_ACCESS_KEY: secret });
    expect(out).toMatch(/MEDIA_S3_ENDPOINT http:\/\/127\.0\.0\.1:9 could not be reached/);
    expect(out).not.toContain(secret);
    expect(out).not.toContain('pw-in-url');
  });

  it('stops when only part of the S3 settings is given, instead of quietly keeping media on one machine', async () => {
    const out = await refusedStart({ MEDIA_S3_BUCKET: s3.bucket });
    expect(out).toMatch(/MEDIA_S3_ENDPOINT/);
    expect(out).toMatch(/MEDIA_S3_ACCESS_KEY_ID/);
  });
});
