import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaInfo } from '../../src/core/pictures.ts';
import { fileForm } from '../support/mediaSamples.ts';
import { signedInServer } from '../support/signedInServer.ts';

/** A plain JPEG of this size and colour. */
async function jpeg(width: number, height: number, background: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer());
}

/** An MP3 as the server sniffs one (an ID3 header): enough to be stored as audio. */
const tinyMp3 = () => Uint8Array.from([...Buffer.from('ID3'), 3, 0, 0, 0, 0, 0, 0, ...new Array(64).fill(0)]);

describe('the media library: every file of the company, newest first, with where it is used', () => {
  const s = signedInServer();

  it('lists the company\'s pictures with the story page and thumbnail that use them, filters by type, and never shows another company\'s', async () => {
    const upload = async (client: typeof s.client, bytes: Uint8Array, name: string, type: string) => {
      const res = await client.post('/api/media', fileForm(bytes, name, type));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.file as string;
    };
    const page = await upload(s.client, await jpeg(1600, 900, '#3a7'), 'harbour.jpg', 'image/jpeg');
    const thumb = await upload(s.client, await jpeg(400, 400, '#a37'), 'thumb.jpg', 'image/jpeg');
    const unused = await upload(s.client, await jpeg(640, 480, '#37a'), 'spare.jpg', 'image/jpeg');
    const sound = await upload(s.client, tinyMp3(), 'gull.mp3', 'audio/mpeg');
    const foreign = await upload(s.other, await jpeg(300, 200, '#777'), 'theirs.jpg', 'image/jpeg');

    const story = await s.client.post('/api/story', {
      name: 'Harbour walk', title: 'Harbour walk', ingress: 'Along the quay', text: 'A walk.', thumbnail: thumb,
      pages: [{ page_title: 'Start', text: 'Here.' }, { page_title: 'The pier', text: 'There.', picture: page }],
    });
    expect(story.status, JSON.stringify(story.body)).toBe(201);
    const storyId = story.body.data.id as number;

    const images = await s.client.get('/api/media?type=image');
    expect(images.status).toBe(200);
    const listed = images.body.data as MediaInfo[];
    // Newest first; the audio file and the other company's picture are not among them.
    expect(listed.map((m) => m.file).slice(0, 3)).toEqual([unused, thumb, page]);
    expect(listed.map((m) => m.file)).not.toContain(sound);
    expect(listed.map((m) => m.file)).not.toContain(foreign);
    const byFile = new Map(listed.map((m) => [m.file, m]));
    expect(byFile.get(page)).toMatchObject({ type: 'image', mime: 'image/jpeg', width: 1600, height: 900, url: `/public/image/${page}` });
    expect(byFile.get(page)!.used_by).toEqual([{ kind: 'story', id: storyId, title: 'Harbour walk', at: '/pages/1/picture' }]);
    expect(byFile.get(thumb)!.used_by).toEqual([{ kind: 'story', id: storyId, title: 'Harbour walk', at: '/thumbnail' }]);
    expect(byFile.get(unused)!.used_by).toEqual([]);

    // The single answer names the same uses.
    expect((await s.client.get(`/api/media/${page}`)).body.data.used_by).toEqual(byFile.get(page)!.used_by);

    const audio = (await s.client.get('/api/media?type=audio')).body.data as MediaInfo[];
    expect(audio.map((m) => m.file)).toContain(sound);
    expect(audio.every((m) => m.type === 'audio')).toBe(true);
    const everything = (await s.client.get('/api/media')).body.data as MediaInfo[];
    expect(everything.map((m) => m.file).slice(0, 4)).toEqual([sound, unused, thumb, page]);
    expect((await s.client.get('/api/media?limit=2')).body.data.map((m: MediaInfo) => m.file)).toEqual([sound, unused]);

    const theirs = (await s.other.get('/api/media?type=image')).body.data as MediaInfo[];
    expect(theirs.map((m) => m.file)).toContain(foreign);
    expect(theirs.map((m) => m.file)).not.toContain(page);
  });

  it('refuses an unknown type or limit with a message in the caller\'s language', async () => {
    const bad = await s.client.get('/api/media?type=pdf');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ask for one media type: image, video, audio.');
    const es = await s.client.get('/api/media?type=pdf', { 'accept-language': 'es' });
    expect(es.body.message).toBe('Pida un solo tipo de medio: image, video, audio.');
    expect((await s.client.get('/api/media?limit=0')).status).toBe(400);
    expect((await s.client.get('/api/media?limit=5000')).status).toBe(400);
  });
});
