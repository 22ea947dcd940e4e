import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileForm } from '../support/mediaSamples.ts';
import { makeRoleUsers } from '../support/roleUsers.ts';
import { signedInServer } from '../support/signedInServer.ts';

/** A plain 1600 × 900 JPEG (a landscape photo's shape). */
async function landscapeJpeg(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7' } }).jpeg().toBuffer());
}

describe('picture settings: crop and focal point stored with the media', () => {
  const s = signedInServer();

  it('answers the picture\'s pixels, stores a 16:9 crop and a focal point, and refuses a crop of the wrong shape', async () => {
    const up = await s.client.post('/api/media?expect=image', fileForm(await landscapeJpeg(), 'photo.jpg', 'image/jpeg'));
    expect(up.status).toBe(201);
    const file = up.body.data.file as string;

    const info = await s.client.get(`/api/media/${file}`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ file, type: 'image', width: 1600, height: 900, crops: {}, aspect: null, focus: null });
    const before = info.body.data.version as string;

    const set = await s.client.post(`/api/media/${file}`, { crop: { aspect: '1:1', x: 700, y: 0, width: 900, height: 900 }, focus: { x: 0.75, y: 0.5 } });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ crops: { '1:1': { x: 700, y: 0, width: 900, height: 900 } }, aspect: '1:1', focus: { x: 0.75, y: 0.5 } });
    expect(set.body.data.version).not.toBe(before);
    expect((await s.client.get(`/api/media/${file}`)).body.data.version).toBe(set.body.data.version);

    const wrong = await s.client.post(`/api/media/${file}`, { crop: { aspect: '16:9', x: 0, y: 0, width: 900, height: 900 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The crop must lie inside the picture and keep the field's shape.");
    expect(wrong.body.errors[0].field).toBe('crop');
    const outside = await s.client.post(`/api/media/${file}`, { focus: { x: 1.5, y: 0 } });
    expect(outside.status).toBe(400);
    expect((await s.client.get(`/api/media/${file}`)).body.data.crops).toEqual({ '1:1': { x: 700, y: 0, width: 900, height: 900 } });
  });

  it('does not show or change another company\'s picture', async () => {
    const up = await s.client.post('/api/media?expect=image', fileForm(await landscapeJpeg(), 'photo.jpg', 'image/jpeg'));
    const file = up.body.data.file as string;
    expect((await s.other.get(`/api/media/${file}`)).status).toBe(404);
    expect((await s.other.post(`/api/media/${file}`, { focus: { x: 0.1, y: 0.1 } })).status).toBe(404);
    expect((await s.client.get(`/api/media/${file}`)).body.data.focus).toBeNull();
  });
});

describe('picture settings: only for pictures whose every use the caller may change', () => {
  const s = signedInServer();

  it('lets an author limited to stories crop a picture of a story or of no item, and refuses one a fun fact uses, naming it, in their language', async () => {
    const upload = async () => {
      const up = await s.client.post('/api/media?expect=image', fileForm(await landscapeJpeg(), 'photo.jpg', 'image/jpeg'));
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      return up.body.data.file as string;
    };
    const [ofStory, ofFact, ofBoth, unused] = [await upload(), await upload(), await upload(), await upload()];
    const story = await s.client.post('/api/story', { name: 'Quay', title: 'Quay', ingress: 'Along the quay', text: 'A walk.', thumbnail: ofStory, pages: [{ page_title: 'Pier', text: 'Here.', picture: ofBoth }] });
    expect(story.status, JSON.stringify(story.body)).toBe(201);
    const fact = await s.client.post('/api/achievement', { title: 'The pier is old', text: 'Built in 1890.', image: ofFact });
    expect(fact.status, JSON.stringify(fact.body)).toBe(201);
    const alsoFact = await s.client.post('/api/achievement', { title: 'Gulls nest here', text: 'Every spring.', image: ofBoth });
    expect(alsoFact.status, JSON.stringify(alsoFact.body)).toBe(201);
    const [author] = await makeRoleUsers(s.server, [{ admin: s.client, role: 'author', domain: 'demo.test', kinds: ['story'] }]);
    const focus = { focus: { x: 0.25, y: 0.5 } };

    const refused = await author.client.post(`/api/media/${ofFact}`, focus);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This picture is used by Fun Facts "The pier is old", which your account may not change: a new crop would change it there too. Ask an admin to add Fun Facts to your kinds.');
    const inSpanish = await author.client.post(`/api/media/${ofFact}`, focus, { 'accept-language': 'es' });
    expect(inSpanish.status).toBe(403);
    expect(inSpanish.body.message).toMatch(/^Esta imagen la usa Datos curiosos "The pier is old"/);
    // Used by a story too: the crop would still change the fun fact.
    expect((await author.client.post(`/api/media/${ofBoth}`, focus)).status).toBe(403);
    for (const file of [ofFact, ofBoth]) expect((await s.client.get(`/api/media/${file}`)).body.data.focus).toBeNull();

    const allowed = await author.client.post(`/api/media/${ofStory}`, focus);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.data.focus).toEqual({ x: 0.25, y: 0.5 });
    expect((await author.client.post(`/api/media/${unused}`, focus)).status).toBe(200);
    // The admin may change every kind, so every picture.
    expect((await s.client.post(`/api/media/${ofBoth}`, focus)).status).toBe(200);
  });
});
