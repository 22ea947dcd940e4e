import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm } from '../support/mediaSamples.ts';
import { exifPng, jpegClaiming, PHONE_SECRETS, phoneJpeg, silentMp3, videoMp4 } from '../support/phoneMedia.ts';
import { makeRoleUsers, type RoleUser } from '../support/roleUsers.ts';
import { signedInServer } from '../support/signedInServer.ts';

// What an upload becomes when it is stored, on the server. Pictures lose what a phone wrote
// into them (GPS, serial, owner) and are turned upright; audio and video keep their bytes and gain a length.

describe('uploads: no leaked GPS, pictures upright, lengths recorded', () => {
  // tk_tour takes multipart bodies (the older station calls): its picture goes through the same upload.
  const s = signedInServer({ env: { TOURBENCH_EXTRA_KINDS: 'tests/kinds' } });
  const served = async (url: string) => {
    const res = await fetch(s.server.url + url);
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

  it('stores and serves a 4000 × 3000 phone photo without its GPS, serial or owner, with its pixels untouched and its size recorded', async () => {
    const photo = await phoneJpeg(4000, 3000);
    const before = await sharp(photo).metadata();
    expect(before.exif, 'the sample carries EXIF').toBeDefined();
    expect(text(photo)).toContain(PHONE_SECRETS.serial);
    expect(text(photo)).toContain(PHONE_SECRETS.owner);

    const up = await s.client.post('/api/media?expect=image', fileForm(photo, 'IMG_0001.jpg', 'image/jpeg'));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.data).toMatchObject({ type: 'image', mime: 'image/jpeg', width: 4000, height: 3000, duration: null, version: expect.stringMatching(/^[a-f0-9]{8}$/) });
    expect(up.body.data.size).toBeLessThan(photo.length);

    const bytes = await served(up.body.data.url);
    expect(bytes.length).toBe(up.body.data.size);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ width: 4000, height: 3000, format: 'jpeg' });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    for (const secret of Object.values(PHONE_SECRETS)) expect(text(bytes)).not.toContain(secret);
    expect(text(bytes)).not.toContain('GPS');
    // Not re-encoded: the very same pixels.
    expect((await sharp(bytes).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(true);
    expect((await s.client.get(`/api/media/${up.body.data.file}`)).body.data).toMatchObject({ width: 4000, height: 3000 });
  });

  it('turns a photo whose EXIF says "rotate 90°" upright: served turned, its width and height swapped, no EXIF left', async () => {
    const photo = await phoneJpeg(400, 300, 6);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const up = await s.client.post('/api/media?expect=image', fileForm(photo, 'portrait.jpg', 'image/jpeg'));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.data).toMatchObject({ width: 300, height: 400 });

    const bytes = await served(up.body.data.url);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 300, height: 400 });
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect(text(bytes)).not.toContain(PHONE_SECRETS.serial);
    // The red quarter was on the left; turned clockwise it is at the top.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    expect(pixel(150, 20)[0]).toBeGreaterThan(200);
    expect(pixel(150, 380)[2]).toBeGreaterThan(200);
    expect((await s.client.get(`/api/media/${up.body.data.file}`)).body.data).toMatchObject({ width: 300, height: 400 });
  });

  it('keeps a turned photo within the 2 MB rule it met, though turning it re-encodes it', async () => {
    const MB = 1024 * 1024;
    const photo = new Uint8Array(await sharp({ create: { width: 2600, height: 1950, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .withMetadata({ orientation: 6 }).jpeg({ quality: 55 }).toBuffer());
    expect(photo.length).toBeLessThan(2 * MB);
    expect((await sharp(photo).autoOrient().jpeg({ quality: 90 }).toBuffer()).length, 'at quality 90 it would not fit').toBeGreaterThan(2 * MB);
    const up = await s.client.post('/api/media?expect=image', fileForm(photo, 'noisy.jpg', 'image/jpeg'));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.data).toMatchObject({ width: 1950, height: 2600 });
    expect(up.body.data.size).toBeLessThanOrEqual(2 * MB);
    expect((await served(up.body.data.url)).length).toBe(up.body.data.size);
  });

  it('takes the same care of a picture sent inside a multipart item body', async () => {
    const body = new FormData();
    body.append('title', 'Tour with a phone photo');
    body.append('thumbnail', fileForm(await phoneJpeg(400, 300, 6), 'IMG_0002.jpg', 'image/jpeg').get('file') as File);
    const res = await s.client.post('/api/tk_tour', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bytes = await served(`/public/image/${res.body.data.thumbnail}`);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(text(bytes)).not.toContain(PHONE_SECRETS.owner);
    expect((await s.client.get(`/api/media/${res.body.data.thumbnail}`)).body.data).toMatchObject({ width: 300, height: 400 });
  });

  it('stores a JPEG with nothing to hide byte for byte, its colour profile kept', async () => {
    const plain = new Uint8Array(await sharp({ create: { width: 320, height: 200, channels: 3, background: '#357' } }).withIccProfile('p3').jpeg().toBuffer());
    const up = await s.client.post('/api/media?expect=image', fileForm(plain, 'plain.jpg', 'image/jpeg'));
    expect(up.status).toBe(201);
    expect(Buffer.from(await served(up.body.data.url)).equals(Buffer.from(plain))).toBe(true);
  });

  it('rewrites a PNG that carries EXIF without it', async () => {
    const png = await exifPng();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const up = await s.client.post('/api/media', fileForm(png, 'screen.png', 'image/png'));
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
    const bytes = await served(up.body.data.url);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(text(bytes)).not.toContain(PHONE_SECRETS.owner);
  });

  it('refuses a picture of more than 50 million pixels from its header, in the caller\'s language, storing nothing', async () => {
    const bomb = await jpegClaiming(8000, 8000);
    const es = await s.client.post('/api/media', fileForm(bomb, 'huge.jpg', 'image/jpeg'), { 'accept-language': 'es' });
    expect(es.status).toBe(413);
    expect(es.body.message).toBe('La imagen es demasiado grande: 8000 × 8000 píxeles; se aceptan como máximo 50 millones de píxeles.');
    const en = await s.client.post('/api/media?expect=image', fileForm(bomb, 'huge.jpg', 'image/jpeg'));
    expect(en.status).toBe(413);
    expect(en.body.message).toBe('The picture is too large: 8000 × 8000 pixels; at most 50 million pixels are accepted.');
  });

  it('keeps audio and video as they came and records their length (and a video\'s size, turned as a phone stored it)', async () => {
    const mp3 = silentMp3(100);
    const audio = await s.client.post('/api/media?expect=audio', fileForm(mp3, 'guide.mp3', 'audio/mpeg'));
    expect(audio.status, JSON.stringify(audio.body)).toBe(201);
    expect(audio.body.data).toMatchObject({ type: 'audio', width: null, height: null });
    expect(audio.body.data.duration).toBeCloseTo(2.612, 2);
    expect(Buffer.from(await served(audio.body.data.url)).equals(Buffer.from(mp3))).toBe(true);
    expect((await s.client.get(`/api/media/${audio.body.data.file}`)).body.data.duration).toBeCloseTo(2.612, 2);

    const mp4 = videoMp4(3.5, 1920, 1080, true);
    const video = await s.client.post('/api/media?expect=video', fileForm(mp4, 'walk.mp4', 'video/mp4'));
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect(video.body.data).toMatchObject({ type: 'video', duration: 3.5, width: 1080, height: 1920 });
    expect(Buffer.from(await served(video.body.data.url)).equals(Buffer.from(mp4))).toBe(true);

    // Headers that say nothing: still stored, the length unknown.
    const bare = Buffer.alloc(64);
    bare.writeUInt32BE(32, 0);
    bare.write('ftypisomisom', 4);
    const unknown = await s.client.post('/api/media', fileForm(bare, 'clip.mp4', 'video/mp4'));
    expect(unknown.status).toBe(201);
    expect(unknown.body.data.duration).toBeNull();
  });

  describe('as a viewer', () => {
    let viewer: RoleUser;
    beforeAll(async () => {
      [viewer] = await makeRoleUsers(s.server, [{ admin: s.client, role: 'viewer', domain: 'demo.test' }]);
    });

    it('reads a picture\'s facts and settings but may not change its crop or focal point', async () => {
      const up = await s.client.post('/api/media?expect=image', fileForm(await phoneJpeg(800, 600), 'a.jpg', 'image/jpeg'));
      const file = up.body.data.file as string;
      const read = await viewer.client.get(`/api/media/${file}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ file, width: 800, height: 600, focus: null });
      const refused = await viewer.client.post(`/api/media/${file}`, { focus: { x: 0.2, y: 0.2 } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/\S/);
      expect((await s.client.get(`/api/media/${file}`)).body.data.focus).toBeNull();
    });
  });
});
