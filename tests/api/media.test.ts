import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { fileForm, htmlPage, scriptedSvg, tinyJpeg, tinyPng } from '../support/mediaSamples.ts';
import { rawGet } from '../support/rawGet.ts';
import { availableDatabases } from '../support/templates.ts';
import { signedInServer } from '../support/signedInServer.ts';

/** Every file under a directory (recursively); none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
  } catch {
    return [];
  }
}

describe.each(availableDatabases())('media on %s', (database) => {
  const s = signedInServer({ database });

  it('accepts a JPEG, names it itself and serves the same bytes with nosniff', async () => {
    const bytes = tinyJpeg();
    const res = await s.client.post('/api/media', fileForm(bytes, '../../evil name.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    expect(res.body.code).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ type: 'image', mime: 'image/jpeg', size: bytes.length });
    expect(data.file).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(data.file).not.toContain('..');
    expect(data.file).not.toContain('evil');
    expect(data.url).toBe(`/public/image/${data.file}`);

    const served = await fetch(s.server.url + data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));
  });

  it('accepts a PNG even when the browser claims a wrong type, and gives distinct names', async () => {
    const a = await s.client.post('/api/media', fileForm(tinyPng(), 'a.png', 'application/octet-stream'));
    const b = await s.client.post('/api/media', fileForm(tinyPng(), 'a.png', 'image/png'));
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ type: 'image', mime: 'image/png' });
    expect(b.body.data.file).not.toBe(a.body.data.file);
    const served = await fetch(s.server.url + a.body.data.url);
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);
  });

  it('refuses SVG, HTML dressed as a JPEG and plain text with 415, storing nothing', async () => {
    expect((await s.client.post('/api/media', fileForm(tinyJpeg(), 'ok.jpg', 'image/jpeg'))).status).toBe(201);
    const before = filesUnder(join(s.server.dataDir, 'media')).length;
    expect(before, 'accepted uploads are stored under DATA_DIR/media').toBeGreaterThan(0);
    const refused: [Uint8Array, string, string][] = [
      [scriptedSvg(), 'logo.svg', 'image/svg+xml'],
      [htmlPage(), 'photo.jpg', 'image/jpeg'],
      [htmlPage(), 'page.html', 'text/html'],
      [Buffer.from('just some text that is long enough'), 'notes.mp3', 'audio/mpeg'],
    ];
    for (const [bytes, name, type] of refused) {
      const res = await s.client.post('/api/media', fileForm(bytes, name, type));
      expect(res.status, name).toBe(415);
      expect(res.body.message, name).toMatch(/\S/);
    }
    expect(filesUnder(join(s.server.dataDir, 'media')).length).toBe(before);
  });

  it('accepts an image above the 5 MB JSON limit and refuses one above the 10 MB image limit with 413', async () => {
    const padded = (mb: number) => {
      const jpeg = tinyJpeg();
      const bytes = new Uint8Array(mb * 1024 * 1024);
      bytes.set(jpeg);
      return bytes;
    };
    const six = await s.client.post('/api/media', fileForm(padded(6), 'big.jpg', 'image/jpeg'));
    expect(six.status, JSON.stringify(six.body)).toBe(201);
    expect(six.body.data.size).toBe(6 * 1024 * 1024);
    const eleven = await s.client.post('/api/media', fileForm(padded(11), 'huge.jpg', 'image/jpeg'));
    expect(eleven.status).toBe(413);
    expect(eleven.body.message).toMatch(/\S/);
  });

  it('refuses an upload without a token (401) or without a file field (400)', async () => {
    expect((await api(s.server).post('/api/media', fileForm(tinyJpeg(), 'a.jpg', 'image/jpeg'))).status).toBe(401);
    const form = new FormData();
    form.append('other', 'value');
    const res = await s.client.post('/api/media', form);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/\S/);
  });

  it('answers 404 for traversal, absolute, unknown and mistyped paths under /public', async () => {
    const stored = (await s.client.post('/api/media', fileForm(tinyJpeg(), 'x.jpg', 'image/jpeg'))).body.data.file;
    const paths = [
      '/public/image/../../package.json',
      '/public/image/..%2F..%2Fpackage.json',
      '/public/image/%2e%2e/%2e%2e/package.json',
      '/public/image/%2Fetc%2Fpasswd',
      '/public/image//etc/passwd',
      '/public/image/..',
      '/public/image/',
      '/public/image/no-such-file.jpg',
      '/public/document/' + stored,
      '/public/../package.json',
      '/public/image/' + stored + '/..',
    ];
    for (const path of paths) {
      const res = await rawGet(s.server.port, path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('"name": "tourbench"');
      expect(res.body, path).not.toContain('root:');
    }
    expect((await rawGet(s.server.port, `/public/image/${stored}`)).status).toBe(200);
  });
});
